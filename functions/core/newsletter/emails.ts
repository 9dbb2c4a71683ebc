import { BUSINESS } from "@shared/constants/business";
import { type EmailContent, renderEmail } from "../email/layout";

/** The links of a subscriber's e-mails; the API routes that answer them live under /api/newsletter. */
export function newsletterLinks(siteUrl: string, token: string) {
  const base = siteUrl.replace(/\/+$/, "");
  const query = `token=${encodeURIComponent(token)}`;
  return {
    confirm: `${base}/api/newsletter/confirm?${query}`,
    unsubscribe: `${base}/api/newsletter/unsubscribe?${query}`,
  };
}

/**
 * Headers of every newsletter e-mail: mail programs show an unsubscribe button that posts
 * "List-Unsubscribe=One-Click" to the link (RFC 2369 and RFC 8058).
 */
export function listUnsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${unsubscribeUrl}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

/** The double opt-in e-mail: nothing is sent to the address until this link is followed. */
export function newsletterConfirmationEmail(
  links: { confirm: string; unsubscribe: string },
  siteUrl: string,
): EmailContent {
  return {
    subject: `Confirme ton inscription à la newsletter – ${BUSINESS.name}`,
    ...renderEmail({
      title: "Confirme ton inscription à la newsletter",
      intro: [
        "Bonjour,",
        "Merci de vouloir recevoir notre newsletter ! Pour confirmer ton inscription, clique sur le bouton ci-dessous.",
      ],
      button: { label: "Confirmer mon inscription", url: links.confirm },
      closing: [
        "Si tu n'as pas demandé cette inscription, ignore simplement cet e-mail : tu ne recevras rien de plus.",
        `À très bientôt sur les sentiers du Jura,\n${BUSINESS.name}`,
      ],
      siteUrl,
      footerNote: {
        text: "Tu ne veux plus recevoir nos e-mails ?",
        link: { label: "Se désinscrire", url: links.unsubscribe },
      },
    }),
  };
}
