import { type EmailContent, type EmailLayout, renderEmail } from "./layout";

/**
 * A notice to the provider: what happened, the recap, and how to answer. Its Reply-To is the
 * person it is about (core/email/send.ts), so it ends by saying so, in the same words for every
 * notice.
 */
export interface ProviderNotice extends Omit<EmailLayout, "closing" | "siteUrl" | "footerNote"> {
  subject: string;
  /** The name the reply reaches: « Répondez simplement à cet e-mail pour écrire à <name>. » */
  replyName: string;
}

/** The one builder of every notice to the provider (contact, quote, payment, cancellation). */
export function providerNotice({ subject, replyName, ...layout }: ProviderNotice): EmailContent {
  return {
    subject,
    ...renderEmail({
      ...layout,
      closing: [`Répondez simplement à cet e-mail pour écrire à ${replyName}.`],
    }),
  };
}
