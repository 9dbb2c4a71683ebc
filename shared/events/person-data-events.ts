import { personCountsSchema } from "../schemas/team-people";
import * as z from "../zod";
import type { EventContract } from "./envelope";
import { EVENT_NAMES } from "./names";

/**
 * A founder exported or erased what the site holds about one e-mail address (« Données d'une
 * personne »). Counts per kind of record and the acting account's Cognito `sub` only: neither the
 * address nor a hash of it (an unsalted hash of an address is undone by trying addresses, and no
 * reader of the event log needs to tell two requests of one person apart; docs/data-protection.md).
 */
export const personDataExportedSchema = z.strictObject({
  actor_id: z.string().check(z.minLength(1)),
  /** « json »: the file of every record; « resume »: the readable summary. */
  format: z.enum(["json", "resume"]),
  counts: personCountsSchema,
});

export const personDataErasedSchema = z.strictObject({
  actor_id: z.string().check(z.minLength(1)),
  /** Records deleted outright. */
  erased: personCountsSchema,
  /** Records kept without their personal fields (bookkeeping, CO art. 958f). */
  anonymised: personCountsSchema,
});

export type PersonDataExportedData = z.infer<typeof personDataExportedSchema>;
export type PersonDataErasedData = z.infer<typeof personDataErasedSchema>;

export const personDataExported: EventContract<typeof personDataExportedSchema> = {
  name: EVENT_NAMES.personDataExported,
  version: 1,
  schema: personDataExportedSchema,
};

export const personDataErased: EventContract<typeof personDataErasedSchema> = {
  name: EVENT_NAMES.personDataErased,
  version: 1,
  schema: personDataErasedSchema,
};
