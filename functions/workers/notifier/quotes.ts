import { quoteAcknowledgementEmail, quoteProviderEmail } from "@core/quotes/emails";
import { QuoteRequested } from "@shared/events/quote-requested";
import { getConfig } from "../../config";
import { notifierAdapters } from "./adapters";
import { notifierMessaging } from "./messaging";
import { onEvent } from "./registry";

const { sendEachOnce, toProvider, toVisitor } = notifierMessaging;

/**
 * QuoteRequested: everything to the provider (reply-to the company's contact), and an
 * acknowledgement promising an answer within 48 hours to the company. Once per request.
 */
const requested = onEvent(
  QuoteRequested,
  {
    missing: "Demande d'offre",
    load: ({ data }) => notifierAdapters.quoteRequests.get(data.quote_id),
  },
  (request) =>
    sendEachOnce([
      toProvider(`quote-request:${request.id}:provider-email`, request.email, () =>
        quoteProviderEmail(request),
      ),
      toVisitor(`quote-request:${request.id}:company-email`, request.email, () =>
        quoteAcknowledgementEmail(request, getConfig().SITE_URL),
      ),
    ]),
);

export const quoteNotifications = [requested];
