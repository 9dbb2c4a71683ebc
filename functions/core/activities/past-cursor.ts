/**
 * Where the next page of past outings starts, as the API hands it out (`suite`) and takes it back
 * (`?apres=`): opaque text for the visitor's browser, checked before it reaches the table.
 */

/** The last outing of a page: its start (yyyy-mm-ddThh:mm, Swiss time) and its id. */
export interface PastPosition {
  startsAt: string;
  id: string;
}

const START = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
const MAX_ID_LENGTH = 200;

export function writePastCursor(position: PastPosition): string {
  return Buffer.from(JSON.stringify([position.startsAt, position.id]), "utf8").toString(
    "base64url",
  );
}

/**
 * The position a cursor names, or undefined when it is not one this API wrote, or not before
 * `today` (yyyy-mm-dd): a past page starts before today.
 */
export function readPastCursor(cursor: string, today: string): PastPosition | undefined {
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(cursor)) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    return undefined;
  }
  if (!Array.isArray(value) || value.length !== 2) return undefined;
  const [startsAt, id] = value;
  if (typeof startsAt !== "string" || !START.test(startsAt) || startsAt >= today) return undefined;
  if (typeof id !== "string" || id.length === 0 || id.length > MAX_ID_LENGTH) return undefined;
  return { startsAt, id };
}
