import { LIMITS } from "../constants/offer";
import { REGISTRATION_FIELD_MESSAGES } from "../messages/registration";
import { WAITLIST_FIELD_MESSAGES as W } from "../messages/waitlist";
import * as z from "../zod";
import {
  type FieldErrors,
  outingChecks,
  type ParticipantInput,
  parseStrictBody,
  participantSchema,
  registrationShape,
} from "./registration";

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
  /**
   * When offered for 2 places or more: how many others to name before paying (places − 1),
   * whether they are named already, and whether the outing rents e-bikes (their sizes are asked).
   */
  participants_a_nommer?: number;
  participants_nommes?: boolean;
  location_velos?: boolean;
}

/**
 * POST /api/liste-attente/{entry_id}/participants?jeton=…: the others of an entry offered 2 places
 * or more, named on acceptance with the registration's own participant schema and messages.
 */
export const waitlistParticipantsShape = {
  participants: z.array(participantSchema, { error: REGISTRATION_FIELD_MESSAGES.participants }),
};

export type WaitlistParticipantsResult =
  | { success: true; participants: ParticipantInput[] }
  | { success: false; details: FieldErrors };

/**
 * Validates the others of an offer of `places`: each as the registration dialog asks her, exactly
 * places − 1 of them, 16 on the outing's day and, on an e-bike outing, a size for each rental.
 * The page runs it before sending; the server runs it again.
 */
export function parseWaitlistParticipants(
  body: unknown,
  offer: { places: number; activity: { date: string; categorie: string } },
): WaitlistParticipantsResult {
  const parsed = parseStrictBody(waitlistParticipantsShape, body, WAITLIST_PARSE_MESSAGES);
  if (!parsed.success) return parsed;
  const { participants } = parsed.data;
  if (participants.length !== offer.places - 1) {
    return {
      success: false,
      details: { participants: REGISTRATION_FIELD_MESSAGES.participantsList },
    };
  }
  // The registrant's own bike is not asked by the waiting list: only the others' are checked.
  const details = outingChecks({ a_velo_electrique: true, participants }, offer.activity);
  return Object.keys(details).length > 0
    ? { success: false, details }
    : { success: true, participants };
}

/** Validates a body for POST /api/liste-attente: {field: first French message} on failure. */
export function parseWaitlistJoinRequest(body: unknown) {
  return parseStrictBody(waitlistJoinShape, body, WAITLIST_PARSE_MESSAGES);
}
