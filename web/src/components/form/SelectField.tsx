import type { ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { FormField } from "./FormField";

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
