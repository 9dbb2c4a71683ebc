import * as z from "../zod";

/**
 * Field rules shared by the contact, newsletter and quote forms. Every text is trimmed first, so
 * that a field holding only spaces counts as empty. Messages are French: the form shows them
 * beside the field and the API returns them per field in its 400 answer.
 */

/** Loose international or Swiss phone number: digits with spaces, dots, dashes, parentheses. */
const PHONE_PATTERN = /^\+?[0-9][0-9 ().-]{5,22}[0-9]$/;

export function requiredText(message: string, max: number, tooLongMessage: string) {
  return z
    .string({ error: message })
    .check(z.trim(), z.minLength(1, message), z.maxLength(max, tooLongMessage));
}

export function optionalText(max: number, tooLongMessage: string) {
  return z.optional(z.string().check(z.trim(), z.maxLength(max, tooLongMessage)));
}

export function emailField(requiredMessage: string, invalidMessage: string) {
  return z.pipe(
    z.pipe(
      z
        .string({ error: requiredMessage })
        .check(z.trim(), z.minLength(1, requiredMessage), z.maxLength(254, invalidMessage)),
      z.email(invalidMessage),
    ),
    z.transform((email) => email.toLowerCase()),
  );
}

export const PHONE_INVALID_MESSAGE = "Numéro de téléphone invalide (exemple : +41 79 123 45 67).";

export function requiredPhone(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .check(
      z.trim(),
      z.minLength(1, requiredMessage),
      z.regex(PHONE_PATTERN, PHONE_INVALID_MESSAGE),
    );
}

/** An optional phone: an empty input is allowed, anything else must look like a number. */
export function optionalPhone() {
  return z.optional(
    z.string().check(
      z.trim(),
      z.refine((value) => value === "" || PHONE_PATTERN.test(value), PHONE_INVALID_MESSAGE),
    ),
  );
}
