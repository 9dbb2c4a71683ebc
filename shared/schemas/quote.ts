import { QUOTE_PARTICIPANT_OPTIONS } from "../constants/offer";
import { emailField, optionalText, requiredPhone, requiredText } from "../forms/fields";
import { HONEYPOT_FIELD, honeypotField } from "../forms/honeypot";
import { zurichToday } from "../time";
import * as z from "../zod";

/** The company quote request (section 3): the dialog « Demander une offre personnalisée ». */
export const QUOTE_MESSAGES = {
  companyName: "Veuillez indiquer le nom de l'entreprise.",
  companyNameTooLong: "Le nom de l'entreprise ne doit pas dépasser 150 caractères.",
  contactName: "Veuillez indiquer le nom et le prénom du contact.",
  contactNameTooLong: "Le nom du contact ne doit pas dépasser 150 caractères.",
  emailRequired: "Veuillez indiquer votre e-mail professionnel.",
  emailInvalid: "Adresse e-mail invalide.",
  phoneRequired: "Veuillez indiquer un numéro de téléphone.",
  participants: "Veuillez choisir le nombre estimé de participants.",
  dateInvalid: "Date invalide.",
  datePast: "La date ne peut pas être dans le passé.",
  commentsTooLong: "Les commentaires ne doivent pas dépasser 3000 caractères.",
  errorTitle: "Erreur",
  error: "Une erreur est survenue. Veuillez réessayer.",
  sentTitle: "Demande envoyée !",
  sentDescription: "Merci ! Nous vous recontactons dans les 48 heures.",
} as const;

const M = QUOTE_MESSAGES;

/** Participants ranges of the select; none of them is empty (a select item needs a value). */
export const participantsSchema = z.enum(QUOTE_PARTICIPANT_OPTIONS, { error: M.participants });

/**
 * Optional date of the outing: empty, or a yyyy-mm-dd date not before today in Europe/Zurich.
 * "Today" is taken when the value is checked, so the rule holds on the server too.
 */
export const quoteDateSchema = z.optional(
  z.string().check(
    z.trim(),
    z.refine((value) => value === "" || isRealIsoDate(value), M.dateInvalid),
    z.refine(
      (value) => value === "" || !isRealIsoDate(value) || value >= zurichToday(),
      M.datePast,
    ),
  ),
);

export const quoteRequestSchema = z.strictObject({
  companyName: requiredText(M.companyName, 150, M.companyNameTooLong),
  contactName: requiredText(M.contactName, 150, M.contactNameTooLong),
  email: emailField(M.emailRequired, M.emailInvalid),
  phone: requiredPhone(M.phoneRequired),
  participants: participantsSchema,
  date: quoteDateSchema,
  comments: optionalText(3000, M.commentsTooLong),
  [HONEYPOT_FIELD]: honeypotField,
});

export type QuoteRequestInput = z.input<typeof quoteRequestSchema>;
export type QuoteRequest = z.output<typeof quoteRequestSchema>;
export type QuoteParticipants = z.output<typeof participantsSchema>;

function isRealIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}
