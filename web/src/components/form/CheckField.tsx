import type { ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { FieldError, fieldAria, fieldIds } from "./FormField";
import "./form.css";

interface CheckFieldProps {
  id: string;
  label: ReactNode;
  registration: UseFormRegisterReturn;
  error?: string;
}

/** A checkbox whose whole label is a large target, with its error right below it. */
export function CheckField({ id, label, registration, error }: CheckFieldProps) {
  return (
    <div className="field">
      <label className="checkbox form-check" htmlFor={id}>
        <input type="checkbox" {...fieldAria(id, { error })} {...registration} />
        <span>{label}</span>
      </label>
      {error ? <FieldError id={fieldIds(id).error} message={error} /> : null}
    </div>
  );
}
