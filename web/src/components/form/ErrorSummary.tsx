import type { MouseEvent } from "react";

export interface SummaryEntry {
  /** The id of the field's control (or of the group holding its choices). */
  fieldId: string;
  /** The field's name as the visitor reads it: its label (or its group's legend). */
  label: string;
}

/**
 * The visible name of a field: its label's (or its group's legend's) text, without the required
 * star, after the person's name when the form asks for several (data-summary-prefix). The
 * summary names the fields to fix; their messages stay beside them, said once.
 */
export function fieldLabel(fieldId: string): string | null {
  const target = document.getElementById(fieldId);
  const label =
    document.querySelector(`[for="${fieldId}"]`) ?? target?.querySelector("legend") ?? null;
  const text = label?.textContent?.replace(/\s*\*$/, "").trim();
  if (!text) return null;
  // A field of one person among several (« Participant 2 ») says whose it is.
  const person = target?.closest<HTMLElement>("[data-summary-prefix]")?.dataset.summaryPrefix;
  return person ? `${person} : ${text}` : text;
}

/** Moves the focus to the field itself (or the first control of its group), not just its anchor. */
function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
  const target = document.getElementById(fieldId);
  const control = target?.matches("input, select, textarea")
    ? target
    : target?.querySelector<HTMLElement>("input, select, textarea");
  if (!control) return;
  event.preventDefault();
  control.focus();
}

/**
 * The summary at the top of every form after a refused submit: how many fields need fixing, then
 * each field's name as a link that puts the focus on it. Its container is a live alert, so the
 * count is announced.
 */
export function ErrorSummary({ entries }: { entries: SummaryEntry[] }) {
  return (
    <div role="alert" className="form-summary">
      {entries.length > 0 ? (
        <div className="notification is-danger is-light">
          <p>
            {entries.length === 1
              ? "Le formulaire contient 1 erreur. Corrigez le champ signalé."
              : `Le formulaire contient ${entries.length} erreurs. Corrigez les champs signalés.`}
          </p>
          <ul>
            {entries.map((entry) => (
              <li key={entry.fieldId}>
                <a href={`#${entry.fieldId}`} onClick={(event) => focusField(event, entry.fieldId)}>
                  {entry.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
