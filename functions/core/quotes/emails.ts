import { BUSINESS } from "@shared/constants/business";
import { POLICY } from "@shared/constants/offer";
import { formatDate } from "@shared/date-format";
import { type EmailContent, type EmailRow, renderEmail } from "../email/layout";
import { providerNotice } from "../email/provider-notice";
import type { StoredQuoteRequest } from "./quote-request";

function recap(request: StoredQuoteRequest): EmailRow[] {
  return [
    { label: "Entreprise", value: request.companyName },
    { label: "Contact", value: request.contactName },
    { label: "E-mail professionnel", value: request.email },
    { label: "Téléphone", value: request.phone },
    { label: "Participants estimés", value: `${request.participants} personnes` },
    { label: "Date souhaitée", value: request.date ? formatDate(request.date) : "non précisée" },
  ];
}

/** Everything the company wrote, for the provider; replying answers the company's contact. */
export function quoteProviderEmail(request: StoredQuoteRequest): EmailContent {
  return providerNotice({
    subject: `Demande d'offre entreprise – ${request.companyName} (${request.participants} personnes)`,
    title: "Demande d'offre entreprise",
    intro: [
      "Une entreprise demande une offre personnalisée depuis le site.",
      `Réponse promise dans les ${POLICY.quoteReplyHours} heures.`,
    ],
    sections: [
      { rows: recap(request) },
      { heading: "Commentaires", quote: request.comments ?? "aucun" },
    ],
    replyName: request.contactName,
  });
}

/** The company's acknowledgement: an answer within 48 hours and a recap of the request. */
export function quoteAcknowledgementEmail(
  request: StoredQuoteRequest,
  siteUrl: string,
): EmailContent {
  return {
    subject: `Votre demande d'offre personnalisée – ${BUSINESS.name}`,
    ...renderEmail({
      title: "Votre demande d'offre personnalisée",
      intro: [
        `Bonjour ${request.contactName},`,
        `Merci pour votre demande d'offre pour ${request.companyName}. Nous l'avons bien reçue et nous vous recontactons dans les ${POLICY.quoteReplyHours} heures avec une proposition personnalisée.`,
      ],
      sections: [
        { heading: "Récapitulatif de votre demande", rows: recap(request) },
        ...(request.comments ? [{ heading: "Vos commentaires", quote: request.comments }] : []),
      ],
      closing: [
        `Une question d'ici là ? ${BUSINESS.phoneDisplay} ou ${BUSINESS.email}.`,
        `À très bientôt dans le Jura,\n${BUSINESS.name}`,
      ],
      siteUrl,
    }),
  };
}
