/**
 * A birth date typed as three fields (Jour, Mois, Année) and the one value the form keeps,
 * yyyy-mm-dd. « 4 » and « 04 » are the same month. Anything that is not a whole date stays as it
 * was typed, joined by dashes, so that the shared schema refuses it with its one message
 * (M.dateNaissanceInvalid) and the fields show it again as typed.
 */

export interface BirthDateParts {
  day: string;
  month: string;
  year: string;
}

export const EMPTY_BIRTH_DATE: BirthDateParts = { day: "", month: "", year: "" };

/** Only the digits of what was typed (a dot or a space after the day is dropped). */
export function digitsOf(typed: string): string {
  return typed.replace(/\D/g, "");
}

/** The form's value: "" when nothing is typed, yyyy-mm-dd when each part fits, else as typed. */
export function composeBirthDate({ day, month, year }: BirthDateParts): string {
  if (!day && !month && !year) return "";
  const fits = /^\d{1,2}$/.test(day) && /^\d{1,2}$/.test(month) && /^\d{4}$/.test(year);
  if (!fits) return `${year}-${month}-${day}`;
  return `${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
}

/** The three fields of a form value (when the fields show again, or the form starts filled). */
export function splitBirthDate(value: string | undefined): BirthDateParts {
  if (!value) return EMPTY_BIRTH_DATE;
  const [year = "", month = "", day = ""] = value.split("-");
  return { day, month, year };
}
