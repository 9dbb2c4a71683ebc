import { type KeyboardEvent, type ReactNode, useId, useRef } from "react";

export interface TabDefinition {
  id: string;
  label: string;
  panel: ReactNode;
}

/**
 * Tabs after the WAI-ARIA pattern with automatic activation: one tab in the Tab order, arrow keys,
 * Home and End move between tabs and show their panel.
 */
export function Tabs({
  tabs,
  selected,
  onSelect,
  label,
}: {
  tabs: readonly TabDefinition[];
  selected: string;
  onSelect: (id: string) => void;
  label: string;
}) {
  const baseId = useId();
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const selectAt = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    onSelect(tab.id);
    refs.current[tab.id]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    selectAt(target);
  };
  return (
    <div>
      <div className="tabs is-medium is-boxed" role="tablist" aria-label={label}>
        <ul role="presentation">
          {tabs.map((tab, index) => {
            const isSelected = tab.id === selected;
            return (
              <li key={tab.id} role="presentation" className={isSelected ? "is-active" : undefined}>
                <button
                  type="button"
                  role="tab"
                  id={`${baseId}-tab-${tab.id}`}
                  aria-selected={isSelected}
                  aria-controls={`${baseId}-panel-${tab.id}`}
                  tabIndex={isSelected ? 0 : -1}
                  ref={(element) => {
                    refs.current[tab.id] = element;
                  }}
                  onClick={() => onSelect(tab.id)}
                  onKeyDown={(event) => onKeyDown(event, index)}
                  className="gallery-tab"
                  style={{
                    minHeight: "48px",
                    minWidth: "120px",
                    padding: "0.5rem 1.25rem",
                    border: "none",
                    borderBottom: isSelected ? "4px solid #1f4d2b" : "4px solid transparent",
                    background: isSelected ? "#ffffff" : "transparent",
                    color: "#1f4d2b",
                    fontSize: "1.2rem",
                    fontWeight: isSelected ? 700 : 500,
                    cursor: "pointer",
                  }}
                >
                  {tab.label}
                </button>
              </li>
            );
          })}
        </ul>
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          hidden={tab.id !== selected}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the WAI-ARIA tabs pattern makes the panel focusable
          tabIndex={0}
        >
          {tab.id === selected ? tab.panel : null}
        </div>
      ))}
    </div>
  );
}
