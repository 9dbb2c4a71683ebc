import { quoteRequestSchema } from "../schemas/quote";
import * as z from "../zod";

/** The five fields the specification requires before the direct-payment buttons appear. */
export const QUOTE_REQUIRED_FIELDS = [
  "companyName",
  "contactName",
  "email",
  "phone",
  "participants",
] as const;

const requiredPart = z.pick(quoteRequestSchema, {
  companyName: true,
  contactName: true,
  email: true,
  phone: true,
  participants: true,
});

/**
 * True once the five required fields of the quote form are filled with acceptable values: the
 * condition for showing « Réserver et payer », « Payer avec Twint » and « Payer avec PayPal ».
 */
export function canOfferDirectPayment(values: Partial<Record<string, unknown>>): boolean {
  return requiredPart.safeParse({
    companyName: values.companyName,
    contactName: values.contactName,
    email: values.email,
    phone: values.phone,
    participants: values.participants,
  }).success;
}
