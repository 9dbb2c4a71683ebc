import { LIMITS } from "../constants/offer";
import { REGISTRATION_FIELD_MESSAGES } from "../messages/registration";
import { WAITLIST_FIELD_MESSAGES as W } from "../messages/waitlist";
import type { BikeChoice } from "../registrations/people";
import * as z from "../zod";
import { bikeSizeSchema } from "./bikes";
import { rentsBikes } from "./fleet";
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
  /**
   * The registrant's own bike on an e-bike outing (the waiting list's entry does not ask it):
   * « Vous-même : Mon propre vélo électrique / Vélo de location ». Absent: a page loaded before
   * it was asked; her bike is then left as stored (none counted).
   */
  a_velo_electrique: z.optional(z.boolean({ error: REGISTRATION_FIELD_MESSAGES.booleanRequired })),
  taille_velo: z.optional(bikeSizeSchema),
};

/** What the naming page sends (before the schema checks it). */
export type WaitlistParticipantsInput = z.input<z.ZodMiniObject<typeof waitlistParticipantsShape>>;

export type WaitlistParticipantsResult =
  | { success: true; participants: ParticipantInput[]; registrant?: BikeChoice }
  | { success: false; details: FieldErrors };

/** The offer the others are named for: its places, and its outing's date and kind. */
export interface ParticipantsOffer {
  places: number;
  activity: { date: string; categorie: string };
}

type ParticipantsBody = z.output<z.ZodMiniObject<typeof waitlistParticipantsShape>>;

/**
 * What only the offer tells: exactly places − 1 others, 16 on the outing's day and, on an e-bike
 * outing, a size for each rental, the registrant's own included when she says she rents one.
 */
function offerChecks(body: ParticipantsBody, offer: ParticipantsOffer): FieldErrors {
  if (body.participants.length !== offer.places - 1) {
    return { participants: REGISTRATION_FIELD_MESSAGES.participantsList };
  }
  return outingChecks(
    {
      a_velo_electrique: body.a_velo_electrique ?? true,
      taille_velo: body.taille_velo,
      participants: body.participants,
    },
    offer.activity,
  );
}

/** The registrant's bike as the offer keeps it: only on an e-bike outing, a size only to rent. */
function registrantBike(body: ParticipantsBody, offer: ParticipantsOffer): BikeChoice | undefined {
  if (body.a_velo_electrique === undefined || !rentsBikes(offer.activity)) return undefined;
  return body.a_velo_electrique || !body.taille_velo
    ? { a_velo_electrique: body.a_velo_electrique }
    : { a_velo_electrique: false, taille_velo: body.taille_velo };
}

/** Off an e-bike outing the others' sizes mean nothing: they are not kept. */
function withoutSizesOff(participants: ParticipantInput[], offer: ParticipantsOffer) {
  if (rentsBikes(offer.activity)) return participants;
  return participants.map(({ taille_velo: _size, ...p }) => p);
}

/** The page's form schema for one offer (react-hook-form resolver): the same rules as the API. */
export function waitlistParticipantsSchemaFor(offer: ParticipantsOffer) {
  return z.object(waitlistParticipantsShape).check(
    z.superRefine((data, ctx) => {
      for (const [path, message] of Object.entries(offerChecks(data, offer))) {
        ctx.addIssue({
          code: "custom",
          message,
          path: path.split(".").map((k) => (/^\d+$/.test(k) ? Number(k) : k)),
          input: data,
        });
      }
    }),
  );
}

/**
 * Validates the others of an offer (POST …/participants): each as the registration dialog asks
 * her, then offerChecks; {field: first French message} on failure.
 */
export function parseWaitlistParticipants(
  body: unknown,
  offer: ParticipantsOffer,
): WaitlistParticipantsResult {
  const parsed = parseStrictBody(waitlistParticipantsShape, body, WAITLIST_PARSE_MESSAGES);
  if (!parsed.success) return parsed;
  const details = offerChecks(parsed.data, offer);
  if (Object.keys(details).length > 0) return { success: false, details };
  const registrant = registrantBike(parsed.data, offer);
  return {
    success: true,
    participants: withoutSizesOff(parsed.data.participants, offer),
    ...(registrant ? { registrant } : {}),
  };
}

/** Validates a body for POST /api/liste-attente: {field: first French message} on failure. */
export function parseWaitlistJoinRequest(body: unknown) {
  return parseStrictBody(waitlistJoinShape, body, WAITLIST_PARSE_MESSAGES);
}
