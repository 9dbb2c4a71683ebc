import { BUSINESS } from "../../shared/constants/business";
import type { StoredContactMessage } from "./contact-message";
import { type EmailBody, renderEmail } from "./form-email-layout";

export interface EmailContent extends EmailBody {
  subject: string;
}

/** The provider's copy of a contact message; the provider answers by replying to it. */
export function contactProviderEmail(message: StoredContactMessage): EmailContent {
  return {
    subject: `Nouveau message de contact – ${message.firstName} ${message.lastName}`,
    ...renderEmail({
      paragraphs: ["Un nouveau message a été envoyé depuis le formulaire de contact du site."],
      details: [
        ["Prénom", message.firstName],
        ["Nom", message.lastName],
        ["E-mail", message.email],
        ["Téléphone", message.phone ?? "non indiqué"],
      ],
      quote: { label: "Message", text: message.message },
      closing: [`Répondez simplement à cet e-mail pour écrire à ${message.firstName}.`],
    }),
  };
}

/** The visitor's acknowledgement, with a copy of the message. */
export function contactAcknowledgementEmail(message: StoredContactMessage): EmailContent {
  return {
    subject: `Nous avons bien reçu votre message – ${BUSINESS.name}`,
    ...renderEmail({
      paragraphs: [
        `Bonjour ${message.firstName},`,
        "Merci pour votre message ! Nous l'avons bien reçu et nous vous répondrons dans les meilleurs délais.",
      ],
      quote: { label: "Votre message", text: message.message },
      closing: [
        `Pour nous joindre directement : ${BUSINESS.phoneDisplay} (${BUSINESS.contactHours.toLowerCase()}).`,
        `À très bientôt sur les sentiers du Jura,\n${BUSINESS.name}`,
      ],
    }),
  };
}
