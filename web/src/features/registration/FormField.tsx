import type { ReactNode } from "react";

interface FieldProps {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Renders the control; receives the ids it must point to with aria-describedby. */
  children: (describedBy: string | undefined) => ReactNode;
}

/** Ids of a field's hint and error, so the control and its messages stay linked. */
export function fieldIds(id: string) {
  return { hint: `${id}-aide`, error: `${id}-erreur` };
}

/** aria-describedby of a control: its hint, then its error when there is one. */
export function describedBy(id: string, hasHint: boolean, error?: string): string | undefined {
  const ids = fieldIds(id);
  const list = [hasHint ? ids.hint : null, error ? ids.error : null].filter(Boolean);
  return list.length > 0 ? list.join(" ") : undefined;
}

/** Label above, control, hint, then the error right beside the field. */
export function FormField({ id, label, error, hint, children }: FieldProps) {
  const ids = fieldIds(id);
  return (
    <div className="field registration-field">
      <label className="label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p id={ids.hint} className="help registration-hint">
          {hint}
        </p>
      ) : null}
      <div className="control">{children(describedBy(id, Boolean(hint), error))}</div>
      {error ? <FieldError id={ids.error} message={error} /> : null}
    </div>
  );
}

export function FieldError({ id, message }: { id: string; message: string }) {
  return (
    <p id={id} className="help is-danger registration-error">
      <span aria-hidden="true">⚠ </span>
      {message}
    </p>
  );
}
