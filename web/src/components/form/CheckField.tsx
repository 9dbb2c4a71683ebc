import type { ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { FieldError, fieldAria, fieldIds } from "./FormField";
import "./form.css";

interface CheckFieldProps {
  id: string;
  label: ReactNode;
  registration: UseFormRegisterReturn;
  error?: string;
  /** A line under the label, read with the box; it may hold a link (outside the label). */
  hint?: ReactNode;
}

/** A checkbox whose whole label is a large target, with its error right below it. */
export function CheckField({ id, label, registration, error, hint }: CheckFieldProps) {
  return (
    <div className="field">
      <label className="checkbox form-check" htmlFor={id}>
        <input
          type="checkbox"
          {...fieldAria(id, { error, hasHint: Boolean(hint) })}
          {...registration}
        />
        <span>{label}</span>
      </label>
      {hint ? (
        <p id={fieldIds(id).hint} className="help form-hint form-check-hint">
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={fieldIds(id).error} message={error} /> : null}
    </div>
  );
}
