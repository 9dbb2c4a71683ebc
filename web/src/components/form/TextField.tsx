import type { HTMLInputTypeAttribute, ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { FormField } from "./FormField";

interface TextFieldProps {
  id: string;
  label: ReactNode;
  /** What react-hook-form's register(name) returned for the field. */
  registration: UseFormRegisterReturn;
  required?: boolean;
  hint?: ReactNode;
  hintFirst?: boolean;
  error?: string;
  /** Text by default; e-mail, tel, date and number fields bring the fitting keyboard. */
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  inputMode?: "email" | "tel" | "numeric" | "text";
  min?: number | string;
  max?: number | string;
  /** A multi-line text of this many rows instead of a one-line input. */
  rows?: number;
}

/**
 * The site's text field: a FormField around a large input (or a textarea when `rows` is given),
 * marked red when its error is shown. Every form's free-text fields are this one component.
 */
export function TextField({
  registration,
  type = "text",
  autoComplete,
  inputMode,
  min,
  max,
  rows,
  ...field
}: TextFieldProps) {
  const state = field.error ? " is-danger" : "";
  return (
    <FormField {...field}>
      {(aria) =>
        rows ? (
          <textarea
            {...aria}
            className={`textarea is-medium${state}`}
            rows={rows}
            {...registration}
          />
        ) : (
          <input
            {...aria}
            className={`input is-medium${state}`}
            type={type}
            autoComplete={autoComplete}
            inputMode={inputMode}
            min={min}
            max={max}
            {...registration}
          />
        )
      }
    </FormField>
  );
}
