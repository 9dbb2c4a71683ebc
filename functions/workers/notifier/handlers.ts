import { EVENT_NAMES } from "@shared/events/names";
import { onBankFileImported } from "./bank-file-imported";
import { onContactMessageReceived } from "./contact-message-received";
import {
  onInscriptionCancellationRequested,
  onInscriptionCancelled,
} from "./inscription-cancelled";
import { onInscriptionCreated } from "./inscription-created";
import { onInscriptionExpired } from "./inscription-expired";
import { onNewsletterSubscriptionRequested } from "./newsletter-subscription-requested";
import { onPaymentCompleted } from "./payment-completed";
import { onPaymentStarted } from "./payment-started";
import { onQuoteRequested } from "./quote-requested";

/** One handler per notification event, keyed by detail-type. Features register theirs here. */
export const notificationHandlers: Record<string, (detail: unknown) => Promise<void>> = {
  [EVENT_NAMES.inscriptionCreated]: onInscriptionCreated,
  [EVENT_NAMES.contactMessageReceived]: onContactMessageReceived,
  [EVENT_NAMES.quoteRequested]: onQuoteRequested,
  [EVENT_NAMES.newsletterSubscriptionRequested]: onNewsletterSubscriptionRequested,
  [EVENT_NAMES.paymentStarted]: onPaymentStarted,
  [EVENT_NAMES.paymentCompleted]: onPaymentCompleted,
  [EVENT_NAMES.inscriptionCancelled]: onInscriptionCancelled,
  [EVENT_NAMES.inscriptionCancellationRequested]: onInscriptionCancellationRequested,
  [EVENT_NAMES.bankFileImported]: onBankFileImported,
  [EVENT_NAMES.inscriptionExpired]: onInscriptionExpired,
};
