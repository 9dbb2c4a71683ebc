import { type KeyboardEvent, type ReactNode, useId, useRef } from "react";

export type CalendarTab = "upcoming" | "past";

interface CalendarTabsProps {
  active: CalendarTab;
  onChange: (tab: CalendarTab) => void;
  upcomingCount: number;
  /** « 12+ » while older ones remain; null before any is loaded. */
  pastCount: string | null;
  children: ReactNode;
}

const ORDER: readonly CalendarTab[] = ["upcoming", "past"];

/**
 * WAI-ARIA tabs (automatic activation): arrows, Home and End move between tabs, the active tab
 * is the only one in the Tab order, and the panel follows.
 */
export function CalendarTabs({
  active,
  onChange,
  upcomingCount,
  pastCount,
  children,
}: CalendarTabsProps) {
  const baseId = useId();
  const refs = useRef<Record<CalendarTab, HTMLButtonElement | null>>({
    upcoming: null,
    past: null,
  });
  const labels: Record<CalendarTab, string> = {
    upcoming: `À venir (${upcomingCount})`,
    past: pastCount === null ? "Activités passées" : `Activités passées (${pastCount})`,
  };

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = ORDER.indexOf(active);
    let next: CalendarTab | undefined;
    if (event.key === "ArrowRight") next = ORDER[(index + 1) % ORDER.length];
    else if (event.key === "ArrowLeft") next = ORDER[(index - 1 + ORDER.length) % ORDER.length];
    else if (event.key === "Home") next = ORDER[0];
    else if (event.key === "End") next = ORDER[ORDER.length - 1];
    if (!next) return;
    event.preventDefault();
    onChange(next);
    refs.current[next]?.focus();
  }

  return (
    <div className="calendar-tabs">
      <div className="tabs is-boxed is-medium">
        <div role="tablist" aria-label="Activités par période" className="calendar-tablist">
          {ORDER.map((tab) => (
            <button
              key={tab}
              ref={(element) => {
                refs.current[tab] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-${tab}-tab`}
              aria-selected={active === tab}
              aria-controls={`${baseId}-${tab}-panel`}
              tabIndex={active === tab ? 0 : -1}
              className={`calendar-tab${active === tab ? " is-active" : ""}`}
              onClick={() => onChange(tab)}
              onKeyDown={onKeyDown}
            >
              {labels[tab]}
            </button>
          ))}
        </div>
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-${active}-panel`}
        aria-labelledby={`${baseId}-${active}-tab`}
        className="calendar-tabpanel"
      >
        {children}
      </div>
    </div>
  );
}
