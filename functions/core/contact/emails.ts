import { BUSINESS } from "@shared/constants/business";
import { type EmailContent, renderEmail } from "../email/layout";
import { providerNotice } from "../email/provider-notice";
import type { StoredContactMessage } from "./contact-message";

/** The provider's copy of a contact message; the provider answers by replying to it. */
export function contactProviderEmail(message: StoredContactMessage): EmailContent {
  return providerNotice({
    subject: `Nouveau message de contact – ${message.firstName} ${message.lastName}`,
    title: "Nouveau message de contact",
    intro: ["Un nouveau message a été envoyé depuis le formulaire de contact du site."],
    sections: [
      {
        rows: [
          { label: "Prénom", value: message.firstName },
          { label: "Nom", value: message.lastName },
          { label: "E-mail", value: message.email },
          { label: "Téléphone", value: message.phone ?? "non indiqué" },
        ],
      },
      { heading: "Message", quote: message.message },
    ],
    replyName: message.firstName,
  });
}

/** The visitor's acknowledgement, with a copy of the message. */
export function contactAcknowledgementEmail(
  message: StoredContactMessage,
  siteUrl: string,
): EmailContent {
  return {
    subject: `Nous avons bien reçu votre message – ${BUSINESS.name}`,
    ...renderEmail({
      title: "Nous avons bien reçu votre message",
      intro: [
        `Bonjour ${message.firstName},`,
        "Merci pour votre message ! Nous l'avons bien reçu et nous vous répondrons dans les meilleurs délais.",
      ],
      sections: [{ heading: "Votre message", quote: message.message }],
      closing: [
        `Pour nous joindre directement : ${BUSINESS.phoneDisplay} (${BUSINESS.contactHours.toLowerCase()}).`,
        `À très bientôt sur les sentiers du Jura,\n${BUSINESS.name}`,
      ],
      siteUrl,
    }),
  };
}
