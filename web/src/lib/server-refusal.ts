/** What the server said when it refused: its `{ error, details }`, read defensively. */
export interface ServerRefusal {
  /** The server's French message for the visitor, when it gave one. */
  message?: string;
  /** The French message of each invalid field (a 400's details), by field name. */
  fieldErrors: Record<string, string>;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function nonEmptyString(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
}

/** Reads `{ error, details }` from any answer body; details keep their string messages only. */
export function readRefusal(body: unknown): ServerRefusal {
  if (!isRecord(body)) return { fieldErrors: {} };
  const fieldErrors: Record<string, string> = {};
  if (isRecord(body.details)) {
    for (const [field, message] of Object.entries(body.details)) {
      const text = nonEmptyString(message);
      if (text) fieldErrors[field] = text;
    }
  }
  const message = nonEmptyString(body.error);
  return message ? { message, fieldErrors } : { fieldErrors };
}
