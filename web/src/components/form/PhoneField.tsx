import type { UseFormRegisterReturn } from "react-hook-form";
import { PHONE_COUNTRY_RULES } from "../../../../shared/phone";
import { TextField } from "./fields";

/** The format every phone field asks for, read before typing: an example and the countries. */
export const PHONE_HINT = `Format international avec l'indicatif du pays, par exemple ${
  PHONE_COUNTRY_RULES[0]?.example
}. Pays acceptés : ${PHONE_COUNTRY_RULES.map((r) => `${r.country} (+${r.dialCode})`).join(", ")}.`;

interface PhoneFieldProps {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  required?: boolean;
  error?: string;
}

/** The site's phone field: a tel input (phone keyboard, autofill) with the format hint first. */
export function PhoneField(props: PhoneFieldProps) {
  return <TextField {...props} type="tel" hint={PHONE_HINT} hintFirst />;
}
