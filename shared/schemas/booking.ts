import { LIMITS } from "../constants/offer";
import { BOOKING_FIELD_MESSAGES as M } from "../messages/booking";
import { REGISTRATION_FIELD_MESSAGES } from "../messages/registration";
import * as z from "../zod";
import {
  type FieldErrors,
  isRealIsoDate,
  parseStrictBody,
  registrationShape,
} from "./registration";

/**
 * The booking form of /reservation-vtt (spec sections 3 and 5): one schema for the form
 * (react-hook-form resolver) and POST /api/reservations, every message French and verbatim.
 * Beside the spec's fields it carries the outing chosen (`activity_id`, the date's outing) and the
 * e-mail and phone the registration's confirmation, receipt and payment need (the spec passes
 * them to the payment: "name, email, phone, date, level"); those two follow the registration's
 * rules and messages.
 */

export const SKILL_LEVELS = ["debutant", "intermediaire", "expert"] as const;
export type SkillLevel = (typeof SKILL_LEVELS)[number];

export const SKILL_LEVEL_LABELS: Record<SkillLevel, string> = {
  debutant: "Débutant",
  intermediaire: "Intermédiaire",
  expert: "Expert",
};

/** shopify = card (spec section 9: the default), then TWINT, PayPal and bank transfer. */
export const BOOKING_PAYMENT_METHODS = ["shopify", "twint", "paypal", "virement"] as const;
export type BookingPaymentMethod = (typeof BOOKING_PAYMENT_METHODS)[number];

export const BOOKING_AGE_MAX = 100;

export const bookingShape = {
  fullName: z
    .string({ error: M.fullName })
    .check(z.trim(), z.minLength(LIMITS.nameMin, M.fullName), z.maxLength(100, M.fullNameTooLong)),
  address: z
    .string({ error: M.address })
    .check(
      z.trim(),
      z.minLength(LIMITS.bookingAddressMin, M.address),
      z.maxLength(300, M.addressTooLong),
    ),
  age: z
    .number({ error: M.ageInvalid })
    .check(
      z.int({ error: M.ageInvalid }),
      z.gte(LIMITS.bookingAgeMin, M.ageMin),
      z.lte(BOOKING_AGE_MAX, M.ageInvalid),
    ),
  skillLevel: z.enum(SKILL_LEVELS, { error: M.skillLevel }),
  activityDate: z
    .string({ error: M.activityDate })
    .check(z.refine(isRealIsoDate, { error: M.activityDate })),
  /** The outing of the date chosen: several outings may share a date. */
  activity_id: z
    .string({ error: M.activityDate })
    .check(z.trim(), z.minLength(1, M.activityDate), z.maxLength(100, M.activityDate)),
  paymentMethod: z.enum(BOOKING_PAYMENT_METHODS, { error: M.paymentMethod }),
  acceptTerms: z.literal(true, { error: M.acceptTerms }),
  digitalSignature: z._default(
    z
      .string({ error: M.digitalSignatureTooLong })
      .check(z.trim(), z.maxLength(100, M.digitalSignatureTooLong)),
    "",
  ),
  email: registrationShape.email,
  telephone: registrationShape.telephone,
};

export const bookingSchema = z.object(bookingShape);

export type BookingInput = z.input<typeof bookingSchema>;
export type Booking = z.output<typeof bookingSchema>;

export type BookingParseResult =
  | { success: true; data: Booking }
  | { success: false; details: FieldErrors };

/** Validates a request body for POST /api/reservations: {field: first French message} on failure. */
export function parseBookingRequest(body: unknown): BookingParseResult {
  return parseStrictBody(bookingShape, body, {
    notAnObject: M.notAnObject,
    unknownField: REGISTRATION_FIELD_MESSAGES.unknownField,
  });
}

/** The pay-and-reserve button replaces the confirm button for an online method once terms are accepted. */
export function paysOnline(
  method: BookingPaymentMethod | undefined | "",
): method is Exclude<BookingPaymentMethod, "virement"> {
  return method === "shopify" || method === "twint" || method === "paypal";
}
