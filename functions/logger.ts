/**
 * Structured JSON logs. Callers pass ids and facts only: never names, e-mails, phones,
 * addresses or birth dates. An error's text is the one field a caller cannot vet: a provider's or
 * AWS's message may quote an address (SES: « The following identities failed the check: … »), so
 * it goes into a log through errorText, which masks e-mail addresses and phone numbers.
 */
type Fields = Record<string, string | number | boolean | null | undefined>;

const EMAIL = /[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+\.[a-z]{2,}/gi;
/** An international number (+41 79 123 45 67, 0041791234567) or a Swiss one (079 123 45 67). */
const PHONE = /(?:\+|\b00)\d[\d .-]{7,}\d|\b0\d{2}[ .-]?\d{3}[ .-]?\d{2}[ .-]?\d{2}\b/g;

/** The text with its e-mail addresses and phone numbers replaced by what they were. */
export function maskPersonalData(text: string): string {
  return text.replace(EMAIL, "[e-mail]").replace(PHONE, "[téléphone]");
}

/** An error's message for a log line, its e-mail addresses and phone numbers masked. */
export function errorText(error: unknown): string {
  return maskPersonalData(error instanceof Error ? error.message : String(error));
}

function write(level: "info" | "warn" | "error", message: string, fields: Fields): void {
  const line = JSON.stringify({ level, message, time: new Date().toISOString(), ...fields });
  if (level === "error") console.error(line);
  else console.log(line);
}

export const log = {
  info: (message: string, fields: Fields = {}) => write("info", message, fields),
  warn: (message: string, fields: Fields = {}) => write("warn", message, fields),
  error: (message: string, fields: Fields = {}) => write("error", message, fields),
};
