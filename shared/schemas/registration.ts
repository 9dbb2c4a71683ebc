import { LIMITS } from "../constants/offer";
import { REGISTRATION_FIELD_MESSAGES as M } from "../messages/registration";
import { isValidPhone, normalizePhone } from "../phone";
import { zurichToday } from "../time";
import * as z from "../zod";
import { bikeSizeSchema } from "./bikes";
import { rentsBikes } from "./fleet";

/**
 * The registration payload (spec sections 3 and 5). One schema drives the registration form
 * (react-hook-form resolver) and POST /api/inscriptions. Every message is French and comes from
 * shared/messages/registration.ts.
 */

export const PRACTICE_LEVELS = ["Débutant", "Intermédiaire", "Expert"] as const;
export type PracticeLevel = (typeof PRACTICE_LEVELS)[number];

/** A real calendar date written yyyy-mm-dd. */
export function isRealIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split("-").map(Number);
  const date = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1));
  return date.toISOString().slice(0, 10) === value;
}

/** A birth date: a real date, before today in Europe/Zurich and not more than 120 years ago. */
export function isValidBirthDate(value: string, now: Date = new Date()): boolean {
  if (!isRealIsoDate(value)) return false;
  const today = zurichToday(now);
  const oldest = `${Number(today.slice(0, 4)) - 120}${today.slice(4)}`;
  return value < today && value >= oldest;
}

/**
 * The day someone born on `birthDate` turns `years`. Born on 29 February: 28 February in common
 * years, as Swiss law counts a period of years (CO art. 77).
 */
function anniversary(birthDate: string, years: number): string {
  const year = Number(birthDate.slice(0, 4)) + years;
  const monthDay = birthDate.slice(5);
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return `${year}-${monthDay === "02-29" && !leap ? "02-28" : monthDay}`;
}

/**
 * Whether someone born on `birthDate` (a real yyyy-mm-dd date) is at least `years` old today in
 * Europe/Zurich: the minimum age is checked on the day of registration (docs/decisions.md).
 */
export function isAtLeastYearsOld(
  birthDate: string,
  years: number,
  now: Date = new Date(),
): boolean {
  return anniversary(birthDate, years) <= zurichToday(now);
}

/** Whether someone born on `birthDate` is at least `years` old on `day` (yyyy-mm-dd). */
export function isAtLeastYearsOldOn(birthDate: string, years: number, day: string): boolean {
  return anniversary(birthDate, years) <= day;
}

/** A name holds a letter and no control character (two NULs are no name). */
const isNameLike = (value: string) => /\p{L}/u.test(value) && !/\p{Cc}/u.test(value);

const personName = (min: string, tooLong: string) =>
  z
    .string({ error: min })
    .check(
      z.trim(),
      z.minLength(LIMITS.nameMin, min),
      z.maxLength(100, tooLong),
      z.refine(isNameLike, { error: min }),
    );

const birthDate = z.string({ error: M.dateNaissanceRequired }).check(
  z.minLength(1, M.dateNaissanceRequired),
  z.refine((v) => isValidBirthDate(v), { error: M.dateNaissanceInvalid, abort: true }),
);

/**
 * A participant the person registering brings (not herself): name, date of birth and bike.
 * Her age on the outing's day and her bike's size are checked against the outing (outingChecks).
 */
export const participantSchema = z.strictObject(
  {
    prenom: personName(M.prenom, M.prenomTooLong),
    nom: personName(M.nom, M.nomTooLong),
    date_naissance: birthDate,
    /** Comes with her own e-bike (false on an e-bike outing: she rents one). */
    a_velo_electrique: z.boolean({ error: M.booleanRequired }),
    taille_velo: z.optional(bikeSizeSchema),
  },
  { error: (issue) => (issue.code === "unrecognized_keys" ? M.unknownField : M.participants) },
);
export type ParticipantInput = z.output<typeof participantSchema>;

const mustBeTrue = (message: string) => z.literal(true, { error: message });
const optionalFlag = z._default(z.boolean({ error: M.booleanRequired }), false);

export const registrationShape = {
  activity_id: z
    .string({ error: M.activityRequired })
    .check(z.trim(), z.minLength(1, M.activityRequired), z.maxLength(100, M.activityRequired)),
  nom: personName(M.nom, M.nomTooLong),
  prenom: personName(M.prenom, M.prenomTooLong),
  email: z.pipe(
    z.string({ error: M.email }).check(z.trim(), z.maxLength(254, M.email)),
    z.email({ error: M.email }),
  ),
  telephone: z.pipe(
    z.string({ error: M.telephone }).check(z.refine(isValidPhone, { error: M.telephone })),
    z.transform(normalizePhone),
  ),
  date_naissance: birthDate.check(
    z.refine((v) => isAtLeastYearsOld(v, LIMITS.bookingAgeMin), {
      error: M.dateNaissanceTooYoung,
    }),
  ),
  adresse_complete: z
    .string({ error: M.adresse })
    .check(
      z.trim(),
      z.minLength(LIMITS.registrationAddressMin, M.adresse),
      z.maxLength(300, M.adresseTooLong),
    ),
  niveau_pratique: z.enum(PRACTICE_LEVELS, { error: M.niveau }),
  nombre_participants: z._default(
    z
      .number({ error: M.participantsNumber })
      .check(
        z.int({ error: M.participantsNumber }),
        z.gte(LIMITS.registrationParticipantsMin, M.participantsMin),
        z.lte(LIMITS.registrationParticipantsMax, M.participantsMax),
      ),
    1,
  ),
  /** The person registering comes with her own e-bike (false on an e-bike outing: she rents one). */
  a_velo_electrique: z.boolean({ error: M.booleanRequired }),
  /** The size of the bike she rents (e-bike outings only). */
  taille_velo: z.optional(bikeSizeSchema),
  /**
   * Everyone else she registers: nombre_participants − 1 of them. Absent (a page loaded before
   * participants were named, still open after a release): accepted, the others unnamed.
   */
  participants: z.optional(
    z
      .array(participantSchema, { error: M.participants })
      .check(z.maxLength(LIMITS.registrationParticipantsMax - 1, M.participantsMax)),
  ),
  besoin_aide_location: optionalFlag,
  souhaite_newsletter: optionalFlag,
  accepte_conditions: mustBeTrue(M.accepteConditions),
  assurance_rc: mustBeTrue(M.assuranceRc),
  assurance_accident: mustBeTrue(M.assuranceAccident),
  autorisation_rgpd: mustBeTrue(M.autorisationRgpd),
  remarques: z._default(
    z.string({ error: M.remarques }).check(z.maxLength(1000, M.remarquesTooLong)),
    "",
  ),
};

/** The form's schema (unknown keys are dropped, as a form only sends its own fields). */
export const registrationSchema = z.object(registrationShape);

export type RegistrationInput = z.input<typeof registrationSchema>;
export type Registration = z.output<typeof registrationSchema>;

/** The list names one participant fewer than the number chosen (the registrant is the first). */
function listChecks(registration: Registration): FieldErrors {
  return registration.participants === undefined ||
    registration.participants.length === registration.nombre_participants - 1
    ? {}
    : { participants: M.participantsList };
}

/**
 * What only the outing can tell: every participant at least 16 on the outing's day, and on an
 * e-bike outing a size for every rental bike (elsewhere bikes are not asked, and not counted;
 * nor from a page that sends no list).
 * The server runs it once it has read the outing; the dialog runs it too (registrationSchemaFor).
 */
export function outingChecks(
  registration: Pick<Registration, "a_velo_electrique" | "taille_velo" | "participants">,
  activity: { date: string; categorie: string },
): FieldErrors {
  const details: FieldErrors = {};
  const participants = registration.participants ?? [];
  participants.forEach((p, i) => {
    if (
      isValidBirthDate(p.date_naissance) &&
      !isAtLeastYearsOldOn(p.date_naissance, LIMITS.bookingAgeMin, activity.date)
    ) {
      details[`participants.${i}.date_naissance`] = M.participantTooYoung;
    }
  });
  // A payload without the list comes from a page loaded before bikes were chosen per person:
  // its bikes are not asked (nor counted), as then.
  if (rentsBikes(activity) && registration.participants !== undefined) {
    if (!registration.a_velo_electrique && !registration.taille_velo)
      details.taille_velo = M.tailleVelo;
    participants.forEach((p, i) => {
      if (!p.a_velo_electrique && !p.taille_velo)
        details[`participants.${i}.taille_velo`] = M.tailleVelo;
    });
  }
  return details;
}

/** The dialog's schema for one outing: the shared fields, the list and the outing's checks. */
export function registrationSchemaFor(activity: { date: string; categorie: string }) {
  return registrationSchema.check(
    z.superRefine((data, ctx) => {
      const details = { ...listChecks(data), ...outingChecks(data, activity) };
      for (const [path, message] of Object.entries(details)) {
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
 * Price fields an old or tampered client may send. They are never trusted: the server computes the
 * amount from the stored price, so these two are dropped before strict parsing instead of refused.
 */
export const IGNORED_CLIENT_PRICE_FIELDS = ["total_price", "amount"] as const;

export type FieldErrors = Record<string, string>;

export type RegistrationParseResult =
  | { success: true; data: Registration }
  | { success: false; details: FieldErrors };

/** Validates a request body for POST /api/inscriptions: {field: first French message} on failure. */
export function parseRegistrationRequest(body: unknown): RegistrationParseResult {
  const parsed = parseStrictBody(registrationShape, body, M);
  if (!parsed.success) return parsed;
  const details = listChecks(parsed.data);
  return Object.keys(details).length > 0 ? { success: false, details } : parsed;
}

/**
 * Validates a JSON body against a strict shape: the price fields a client may send are dropped,
 * any other unknown field is refused by name; {field: first French message} on failure.
 */
export function parseStrictBody<S extends z.core.$ZodShape>(
  shape: S,
  body: unknown,
  messages: { notAnObject: string; unknownField: string },
):
  | { success: true; data: z.output<z.ZodMiniObject<S>> }
  | { success: false; details: FieldErrors } {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return { success: false, details: { _: messages.notAnObject } };
  }
  const rest: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  for (const field of IGNORED_CLIENT_PRICE_FIELDS) delete rest[field];
  // Own-key check as well: names such as "constructor" or "__proto__" slip past the schema's.
  const unknown = Object.keys(rest).filter((key) => !Object.hasOwn(shape, key));
  const parsed = z
    .strictObject(shape, {
      error: (issue) =>
        issue.code === "unrecognized_keys" ? messages.unknownField : messages.notAnObject,
    })
    .safeParse(rest);
  if (parsed.success && unknown.length === 0) return { success: true, data: parsed.data };
  const issues = parsed.success ? [] : parsed.error.issues;
  return { success: false, details: fieldErrors(issues, unknown, messages.unknownField) };
}

/** First message per field; unknown keys are reported under their own name. */
export function fieldErrors(
  issues: z.core.$ZodIssue[],
  unknownKeys: string[] = [],
  unknownFieldMessage: string = M.unknownField,
): FieldErrors {
  // A Map, then fromEntries: keys such as "__proto__" become plain own properties.
  const details = new Map<string, string>();
  for (const issue of issues) {
    const keys =
      issue.code === "unrecognized_keys"
        ? issue.keys.map((key) => [...issue.path, key].map(String).join("."))
        : [issue.path.map(String).join(".") || "_"];
    for (const key of keys) {
      if (!details.has(key)) details.set(key, issue.message);
    }
  }
  for (const key of unknownKeys) {
    if (!details.has(key)) details.set(key, unknownFieldMessage);
  }
  return Object.fromEntries(details);
}
