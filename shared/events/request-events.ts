import { REQUEST_HANDLING } from "../schemas/team-requests";
import * as z from "../zod";
import type { EventContract } from "./envelope";
import { EVENT_NAMES } from "./names";

/**
 * A founder marked a quote request or a contact message « traité », or put it back « à traiter ».
 * Ids and the status only: `actor_id` is the account's Cognito `sub`; no personal data.
 */
export const requestStatusChangedSchema = z.strictObject({
  kind: z.enum(["quote", "message"]),
  request_id: z.string().check(z.minLength(1)),
  status: z.enum(REQUEST_HANDLING),
  actor_id: z.string().check(z.minLength(1)),
});

export type RequestStatusChangedData = z.infer<typeof requestStatusChangedSchema>;

export const requestStatusChanged: EventContract<typeof requestStatusChangedSchema> = {
  name: EVENT_NAMES.requestStatusChanged,
  version: 1,
  schema: requestStatusChangedSchema,
};
