import { emailField, optionalPhone, requiredText } from "../forms/fields";
import { HONEYPOT_FIELD, honeypotField } from "../forms/honeypot";
import * as z from "../zod";

/** The contact form (section 3 "Contact message"): firstName, lastName, email, phone?, message. */
export const CONTACT_MESSAGES = {
  firstName: "Veuillez indiquer votre prénom.",
  firstNameTooLong: "Le prénom ne doit pas dépasser 100 caractères.",
  lastName: "Veuillez indiquer votre nom.",
  lastNameTooLong: "Le nom ne doit pas dépasser 100 caractères.",
  emailRequired: "Veuillez indiquer votre adresse e-mail.",
  emailInvalid: "Adresse e-mail invalide.",
  message: "Veuillez écrire votre message.",
  messageTooLong: "Le message ne doit pas dépasser 5000 caractères.",
  missingTitle: "Champs manquants",
  missingDescription: "Veuillez remplir tous les champs obligatoires.",
  successTitle: "Succès !",
  successDescription: "✅ Merci ! Votre message a bien été envoyé.",
  errorTitle: "Erreur",
  errorDescription: "❌ Une erreur est survenue. Merci de réessayer plus tard.",
} as const;

const M = CONTACT_MESSAGES;

export const contactMessageSchema = z.strictObject({
  firstName: requiredText(M.firstName, 100, M.firstNameTooLong),
  lastName: requiredText(M.lastName, 100, M.lastNameTooLong),
  email: emailField(M.emailRequired, M.emailInvalid),
  phone: optionalPhone(),
  message: requiredText(M.message, 5000, M.messageTooLong),
  [HONEYPOT_FIELD]: honeypotField,
});

/** What the visitor types (form values). */
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
/** What the API stores (trimmed, e-mail in lower case). */
export type ContactMessage = z.output<typeof contactMessageSchema>;

/** The fields the visitor must fill; blank or spaces-only gives the « Champs manquants » toast. */
export const CONTACT_REQUIRED_FIELDS = ["firstName", "lastName", "email", "message"] as const;
