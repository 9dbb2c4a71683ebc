import { LIMITS } from "../constants/offer";
import { REGISTRATION_FIELD_MESSAGES as M } from "../messages/registration";
import { isValidPhone, normalizePhone } from "../phone";
import { zurichToday } from "../time";
import * as z from "../zod";

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

const mustBeTrue = (message: string) => z.literal(true, { error: message });
const optionalFlag = z._default(z.boolean({ error: M.booleanRequired }), false);

export const registrationShape = {
  activity_id: z
    .string({ error: M.activityRequired })
    .check(z.trim(), z.minLength(1, M.activityRequired), z.maxLength(100, M.activityRequired)),
  nom: z
    .string({ error: M.nom })
    .check(z.trim(), z.minLength(LIMITS.nameMin, M.nom), z.maxLength(100, M.nomTooLong)),
  prenom: z
    .string({ error: M.prenom })
    .check(z.trim(), z.minLength(LIMITS.nameMin, M.prenom), z.maxLength(100, M.prenomTooLong)),
  email: z.pipe(
    z.string({ error: M.email }).check(z.trim(), z.maxLength(254, M.email)),
    z.email({ error: M.email }),
  ),
  telephone: z.pipe(
    z.string({ error: M.telephone }).check(z.refine(isValidPhone, { error: M.telephone })),
    z.transform(normalizePhone),
  ),
  date_naissance: z.string({ error: M.dateNaissanceRequired }).check(
    z.minLength(1, M.dateNaissanceRequired),
    z.refine((v) => isValidBirthDate(v), { error: M.dateNaissanceInvalid, abort: true }),
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
  a_velo_electrique: z.boolean({ error: M.booleanRequired }),
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
  return parseStrictBody(registrationShape, body, M);
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
      issue.code === "unrecognized_keys" ? issue.keys : [issue.path.map(String).join(".") || "_"];
    for (const key of keys) {
      if (!details.has(key)) details.set(key, issue.message);
    }
  }
  for (const key of unknownKeys) {
    if (!details.has(key)) details.set(key, unknownFieldMessage);
  }
  return Object.fromEntries(details);
}
