import { sendEmail } from "@adapters/mailer";
import { quoteAcknowledgementEmail, quoteProviderEmail } from "@core/quotes/emails";
import { eventMetadataSchema } from "@shared/events/envelope";
import { quoteRequestedSchema } from "@shared/events/quote-requested";
import { z } from "zod";
import { getConfig } from "../../config";
import { notifierAdapters } from "./adapters";

const getQuoteRequest = notifierAdapters.quoteRequests.get;
const { notifyEachOnce } = notifierAdapters.sentNotifications;

const detailSchema = z.object({ metadata: eventMetadataSchema, data: quoteRequestedSchema });

/**
 * QuoteRequested: everything to the provider (reply-to the company's contact), and an
 * acknowledgement promising an answer within 48 hours to the company. Once per request.
 */
export async function onQuoteRequested(detail: unknown): Promise<void> {
  const { metadata, data } = detailSchema.parse(detail);
  const request = await getQuoteRequest(data.quote_id);
  if (!request) throw new Error(`Demande d'offre introuvable (événement ${metadata.eventId})`);
  const { PROVIDER_EMAIL } = getConfig();

  await notifyEachOnce([
    [
      `quote-request:${request.id}:provider-email`,
      () =>
        sendEmail({ to: PROVIDER_EMAIL, replyTo: request.email, ...quoteProviderEmail(request) }),
    ],
    [
      `quote-request:${request.id}:company-email`,
      () =>
        sendEmail({
          to: request.email,
          replyTo: PROVIDER_EMAIL,
          ...quoteAcknowledgementEmail(request),
        }),
    ],
  ]);
}
