import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { fr } from "date-fns/locale";
import { BUSINESS } from "../../shared/constants/business";
import { POLICY } from "../../shared/constants/offer";
import { TIME_ZONE } from "../../shared/time";
import type { EmailContent } from "./contact-message-emails";
import { renderEmail } from "./form-email-layout";
import type { StoredQuoteRequest } from "./quote-request";

/** « 12 mars 2026 » for a yyyy-mm-dd date. */
export function frenchDate(isoDate: string): string {
  const [y, m, d] = isoDate.split("-").map(Number);
  return format(new TZDate(y ?? 0, (m ?? 1) - 1, d ?? 1, TIME_ZONE), "d MMMM yyyy", { locale: fr });
}

function recap(request: StoredQuoteRequest): [string, string][] {
  return [
    ["Entreprise", request.companyName],
    ["Contact", request.contactName],
    ["E-mail professionnel", request.email],
    ["Téléphone", request.phone],
    ["Participants estimés", `${request.participants} personnes`],
    ["Date souhaitée", request.date ? frenchDate(request.date) : "non précisée"],
  ];
}

/** Everything the company wrote, for the provider; replying answers the company's contact. */
export function quoteProviderEmail(request: StoredQuoteRequest): EmailContent {
  return {
    subject: `Demande d'offre entreprise – ${request.companyName} (${request.participants} personnes)`,
    ...renderEmail({
      paragraphs: [
        "Une entreprise demande une offre personnalisée depuis le site.",
        `Réponse promise dans les ${POLICY.quoteReplyHours} heures.`,
      ],
      details: recap(request),
      quote: { label: "Commentaires", text: request.comments ?? "aucun" },
      closing: [`Répondez simplement à cet e-mail pour écrire à ${request.contactName}.`],
    }),
  };
}

/** The company's acknowledgement: an answer within 48 hours and a recap of the request. */
export function quoteAcknowledgementEmail(request: StoredQuoteRequest): EmailContent {
  return {
    subject: `Votre demande d'offre personnalisée – ${BUSINESS.name}`,
    ...renderEmail({
      paragraphs: [
        `Bonjour ${request.contactName},`,
        `Merci pour votre demande d'offre pour ${request.companyName}. Nous l'avons bien reçue et nous vous recontactons dans les ${POLICY.quoteReplyHours} heures avec une proposition personnalisée.`,
        "Récapitulatif de votre demande :",
      ],
      details: recap(request),
      ...(request.comments ? { quote: { label: "Vos commentaires", text: request.comments } } : {}),
      closing: [
        `Une question d'ici là ? ${BUSINESS.phoneDisplay} ou ${BUSINESS.email}.`,
        `À très bientôt dans le Jura,\n${BUSINESS.name}`,
      ],
    }),
  };
}
