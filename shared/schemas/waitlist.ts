import { LIMITS } from "../constants/offer";
import { REGISTRATION_FIELD_MESSAGES } from "../messages/registration";
import { WAITLIST_FIELD_MESSAGES as W } from "../messages/waitlist";
import * as z from "../zod";
import { parseStrictBody, registrationShape } from "./registration";

/**
 * A waiting-list entry for a full outing: who (as a registration asks), how many places in one
 * entry (a couple, a parent and a child), and the consents a registration asks. Places are checked
 * against the outing's own limit by the server (at most its places offered); the form caps them.
 */
export const waitlistJoinShape = {
  activity_id: registrationShape.activity_id,
  nom: registrationShape.nom,
  prenom: registrationShape.prenom,
  email: registrationShape.email,
  telephone: registrationShape.telephone,
  places: z
    .number({ error: W.placesNumber })
    .check(
      z.int({ error: W.placesNumber }),
      z.gte(1, W.placesMin),
      z.lte(LIMITS.registrationParticipantsMax, W.placesMax(LIMITS.registrationParticipantsMax)),
    ),
  accepte_conditions: registrationShape.accepte_conditions,
  assurance_rc: registrationShape.assurance_rc,
  assurance_accident: registrationShape.assurance_accident,
  autorisation_rgpd: registrationShape.autorisation_rgpd,
};

export const waitlistJoinSchema = z.object(waitlistJoinShape);
export type WaitlistJoinInput = z.input<typeof waitlistJoinSchema>;
export type WaitlistJoin = z.output<typeof waitlistJoinSchema>;

/** Same messages as the registration for the fields they share (unknown field, not an object). */
export const WAITLIST_PARSE_MESSAGES = REGISTRATION_FIELD_MESSAGES;

/** 201 of POST /api/liste-attente. */
export interface WaitlistJoinResponse {
  success: true;
  entry_id: string;
  /** 1 for the first entry still waiting. */
  rank: number;
  activity_title: string;
}

/** An entry's state: waiting its turn, offered places (a registration to pay), or over. */
export type WaitlistEntryStatus = "waiting" | "offered" | "paid" | "left" | "declined" | "expired";

/** 200 of GET /api/liste-attente/{entry_id} and of its POST …/retrait. */
export interface WaitlistEntryView {
  success: true;
  entry_id: string;
  status: WaitlistEntryStatus;
  activity_title: string;
  activity_date: string;
  heure_rdv: string;
  places: number;
  /** While waiting: 1 for the first entry still waiting. */
  rank?: number;
  /** When offered: the registration's payment link (path) and its deadline (ISO instant). */
  payment_path?: string;
  deadline?: string;
}

/** Validates a body for POST /api/liste-attente: {field: first French message} on failure. */
export function parseWaitlistJoinRequest(body: unknown) {
  return parseStrictBody(waitlistJoinShape, body, WAITLIST_PARSE_MESSAGES);
}
