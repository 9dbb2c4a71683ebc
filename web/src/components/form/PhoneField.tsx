import { displayPhone, PHONE_COUNTRY_RULES, PHONE_EXAMPLE } from "@shared/phone";
import type { UseFormRegisterReturn } from "react-hook-form";
import { TextField } from "./fields";

interface PhoneFieldProps {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  required?: boolean;
  error?: string;
}

/**
 * The site's phone field: a tel input (phone keyboard, autofill) with one example line read
 * before typing and the accepted countries one tap away. On leaving the field, a valid number is
 * shown as it will be read back (« 079 123 45 67 » becomes « +41 79 123 45 67 »).
 */
export function PhoneField({ registration, ...props }: PhoneFieldProps) {
  return (
    <>
      <TextField
        {...props}
        type="tel"
        hint={`Par exemple ${PHONE_EXAMPLE}`}
        hintFirst
        registration={{
          ...registration,
          onBlur: (event) => {
            const shown = displayPhone(event.target.value);
            if (shown !== event.target.value) {
              event.target.value = shown;
              void registration.onChange(event);
            }
            return registration.onBlur(event);
          },
        }}
      />
      <details className="form-phone-countries">
        <summary>Pays acceptés</summary>
        <ul>
          {PHONE_COUNTRY_RULES.map((rule) => (
            <li key={rule.dialCode}>
              {rule.country} : {rule.example}
            </li>
          ))}
        </ul>
      </details>
    </>
  );
}
