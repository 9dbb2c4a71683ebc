/** The site's fields for typed or chosen values: text (and e-mail, date, number), drop-down list. */
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
  /** Text by default; e-mail and tel bring their autofill and keyboard (TYPE_DEFAULTS). */
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  inputMode?: "email" | "tel" | "numeric" | "text";
  min?: number | string;
  max?: number | string;
  /** A multi-line text of this many rows instead of a one-line input. */
  rows?: number;
}

/** What an e-mail or phone field brings unless told otherwise: autofill and the fitting keyboard. */
const TYPE_DEFAULTS: Partial<
  Record<HTMLInputTypeAttribute, Pick<TextFieldProps, "autoComplete" | "inputMode">>
> = {
  email: { autoComplete: "email", inputMode: "email" },
  tel: { autoComplete: "tel", inputMode: "tel" },
};

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
  const defaults = TYPE_DEFAULTS[type] ?? {};
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
            autoComplete={autoComplete ?? defaults.autoComplete}
            inputMode={inputMode ?? defaults.inputMode}
            min={min}
            max={max}
            {...registration}
          />
        )
      }
    </FormField>
  );
}

interface SelectFieldProps {
  id: string;
  label: ReactNode;
  registration: UseFormRegisterReturn;
  options: readonly { value: string | number; label: string }[];
  /** A first empty option (« Choisissez… ») the schema refuses with its French message. */
  placeholder?: string;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
}

/** The site's drop-down list: a FormField around a large, full-width select, red when in error. */
export function SelectField({ registration, options, placeholder, ...field }: SelectFieldProps) {
  return (
    <FormField {...field} hintFirst>
      {(aria) => (
        <div className={`select is-medium is-fullwidth${field.error ? " is-danger" : ""}`}>
          <select {...aria} {...registration}>
            {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      )}
    </FormField>
  );
}
