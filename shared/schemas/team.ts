import * as z from "../zod";
import { activitySchema } from "./activity";
import { BIKE_SIZES, type BikeSize } from "./bikes";

/**
 * What the founders' team space (`/espace-equipe`) and its API (`/api/equipe/*`, the team
 * function) exchange. The team function answers with these shapes; the team space reads them.
 * Amounts are centimes; dates yyyy-mm-dd; instants ISO. Personal data travels only here, to
 * signed-in founders, never to events or logs.
 */

/**
 * An outing as the founders see it: the public outing, plus what only they see. Places: the
 * outing counts `places_offertes` in all (null: « sans limite »), `places_prises` by the
 * registrations that hold places, `places_disponibles` (the public field) the ones left.
 */
export const teamActivitySchema = z.extend(activitySchema, {
  /** « Ce qu'il faut apporter », for the reminder the day before; null when not set. */
  a_apporter: z.nullable(z.string()),
  /** Hidden from the public calendar (not deleted; registrations refused while hidden). */
  masquee: z.boolean(),
  /** Cancelled by the founders (closed to registrations for good); absent otherwise. */
  annulee: z.optional(z.literal(true)),
  places_offertes: z.nullable(z.number().check(z.int(), z.nonnegative())),
  places_prises: z.number().check(z.int(), z.nonnegative()),
  inscriptions_payees: z.number().check(z.int(), z.nonnegative()),
  inscriptions_non_payees: z.number().check(z.int(), z.nonnegative()),
  montant_paye_centimes: z.number().check(z.int(), z.nonnegative()),
  /**
   * In an e-bike outing's participants list (GET …/participants): the rental bikes of each size
   * going out that day, by every outing of the day (the fleet is shared). Absent elsewhere.
   */
  velos_du_jour: z.optional(
    z.object(
      Object.fromEntries(BIKE_SIZES.map((s) => [s, z.number()])) as Record<
        BikeSize,
        z.ZodMiniNumber
      >,
    ),
  ),
});
export type TeamActivity = z.infer<typeof teamActivitySchema>;

/**
 * GET /api/equipe/sorties: every coming outing by date ascending, and the first page of the past
 * ones, newest first; `suite` is the next page's cursor (null when none is left).
 */
export const teamActivityListSchema = z.object({
  success: z.literal(true),
  a_venir: z.array(teamActivitySchema),
  passees: z.array(teamActivitySchema),
  suite: z.nullable(z.string()),
});
export type TeamActivityList = z.infer<typeof teamActivityListSchema>;

/**
 * GET /api/equipe/sorties/passees?apres=SUITE: the next page of past outings, newest first, and
 * the cursor of the one after (null when none is left). A cursor the API did not write is a 400.
 */
export const teamPastActivitiesPageSchema = z.object({
  success: z.literal(true),
  passees: z.array(teamActivitySchema),
  suite: z.nullable(z.string()),
});
export type TeamPastActivitiesPage = z.infer<typeof teamPastActivitiesPageSchema>;

/** GET /api/equipe/sorties/{activity_id}, and the answer of every change to an outing. */
export const teamActivityAnswerSchema = z.object({
  success: z.literal(true),
  sortie: teamActivitySchema,
});
export type TeamActivityAnswer = z.infer<typeof teamActivityAnswerSchema>;

/**
 * POST /api/equipe/sorties (create) and POST /api/equipe/sorties/{activity_id} (edit) take
 * shared/schemas/activity-input.ts (the same fields and rules as a line of the import file, plus
 * « Ce qu'il faut apporter »); `places_offertes` is the outing's places in all, null for « sans
 * limite ». Refused input answers 400 `{ success: false, error, details: { field: French
 * message } }`; a change the outing's registrations forbid (places below those taken, a new
 * price once registrations exist) 409 `{ success: false, error }` in French.
 */

/** POST /api/equipe/sorties/{activity_id}/visibilite. */
export const teamVisibilityInputSchema = z.strictObject({ masquee: z.boolean() });
export type TeamVisibilityInput = z.infer<typeof teamVisibilityInputSchema>;

/** Rental bikes by size (sizes with none may be left out). */
const bikeCountsSchema = z.partialRecord(
  z.enum(BIKE_SIZES),
  z.number().check(z.int(), z.nonnegative()),
);

/**
 * One person of a registration on the participant list: the registrant first (position 0), then
 * the others she named; a participant cancelled alone is left out. An older registration's others
 * are counted without names (`nomme` false, nom « Participant non nommé »).
 */
export const teamPersonSchema = z.object({
  position: z.number().check(z.int(), z.nonnegative()),
  nomme: z.boolean(),
  nom: z.string(),
  prenom: z.string(),
  /** yyyy-mm-dd; null when unknown (not named, a booking, anonymised). */
  date_naissance: z.nullable(z.string()),
  /** Her age on the outing's day; null when unknown. */
  age: z.nullable(z.number().check(z.int(), z.nonnegative())),
  /** « Son propre vélo », « Location, taille M », « Location », « Non précisé », « — ». */
  velo: z.string(),
});
export type TeamPerson = z.infer<typeof teamPersonSchema>;

/** One registration on the participant list (« Liste des participants »), with its people. */
export const teamParticipantSchema = z.object({
  inscription_id: z.string(),
  /** The reference read over the phone (« JV-7K3M-Q9 »); null on older registrations. */
  reference: z.nullable(z.string()),
  nom: z.string(),
  prenom: z.string(),
  telephone: z.string(),
  email: z.string(),
  nombre_participants: z.number().check(z.int(), z.positive()),
  /** « Débutant », « Intermédiaire », « Expert ». */
  niveau: z.string(),
  /** Comes with their own e-bike; false: a rental is needed. */
  velo_propre: z.boolean(),
  remarques: z.string(),
  /** The chosen payment method's French label, or null when none was chosen yet. */
  moyen_paiement: z.nullable(z.string()),
  /** The registration's status code (pending_payment, paid, cancelled, expired...). */
  statut: z.string(),
  /** Its French label (« Payée », « En attente de paiement »...). */
  statut_libelle: z.string(),
  montant_centimes: z.number().check(z.int(), z.nonnegative()),
  montant_paye_centimes: z.number().check(z.int(), z.nonnegative()),
  cree_le: z.string(),
  /** Everyone it brings, one line each on the list, its print and its file. */
  personnes: z.array(teamPersonSchema),
});
export type TeamParticipant = z.infer<typeof teamParticipantSchema>;

/**
 * GET /api/equipe/sorties/{activity_id}/participants: the registrations that hold places first
 * (by name), then the cancelled and expired ones. The `.csv` route gives the same lines as a
 * file for Excel (UTF-8 with BOM, `;`, CRLF).
 */
export const teamParticipantListSchema = z.object({
  success: z.literal(true),
  sortie: teamActivitySchema,
  participants: z.array(teamParticipantSchema),
  /** The rental bikes that go out with this outing, by size: its active registrations' sum. */
  velos_location: bikeCountsSchema,
});
export type TeamParticipantList = z.infer<typeof teamParticipantListSchema>;

export const teamPaymentSchema = z.object({
  id: z.string(),
  moyen_paiement: z.string(),
  statut: z.string(),
  statut_libelle: z.string(),
  montant_centimes: z.number().check(z.int(), z.nonnegative()),
  cree_le: z.string(),
  mis_a_jour_le: z.string(),
  /** Bank transfer: the QR reference; card, TWINT, PayPal, Shopify: the provider's reference. */
  reference: z.nullable(z.string()),
  /** Refund status when one was asked (requested, by_hand, refunded), else null. */
  remboursement: z.nullable(z.string()),
});
export type TeamPayment = z.infer<typeof teamPaymentSchema>;

/** GET /api/equipe/inscriptions/{inscription_id}: a registration's details and its payments. */
export const teamRegistrationSchema = z.object({
  success: z.literal(true),
  inscription: z.extend(teamParticipantSchema, {
    activity_id: z.string(),
    activity_title: z.string(),
    activity_date: z.string(),
    /** « inscription » (the registration dialog) or « reservation » (/reservation-vtt). */
    genre: z.enum(["inscription", "reservation"]),
    date_naissance: z.nullable(z.string()),
    adresse: z.nullable(z.string()),
    besoin_aide_location: z.boolean(),
    souhaite_newsletter: z.boolean(),
    echeance: z.nullable(z.string()),
  }),
  paiements: z.array(teamPaymentSchema),
});
export type TeamRegistration = z.infer<typeof teamRegistrationSchema>;

/** GET /api/equipe/session: the signed-in account (its Cognito `sub` and user name). */
export const teamSessionSchema = z.object({
  success: z.literal(true),
  compte: z.object({ id: z.string(), nom_utilisateur: z.string() }),
});
export type TeamSession = z.infer<typeof teamSessionSchema>;

/**
 * Served beside the site at /espace-equipe/config.json (written at deploy time from the user
 * pool; served by the local host locally): where the team space signs in. Public values.
 */
export const teamAuthConfigSchema = z.object({
  region: z.string(),
  userPoolId: z.string(),
  clientId: z.string(),
  /** Cognito's endpoint: https://cognito-idp.{region}.amazonaws.com/ in AWS, the emulator locally. */
  endpoint: z.string(),
});
export type TeamAuthConfig = z.infer<typeof teamAuthConfigSchema>;
