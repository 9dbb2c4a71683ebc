import { z } from "zod";
import { eventMetadataSchema } from "../../../shared/events/envelope";
import { paymentCompletedSchema } from "../../../shared/events/payment-events";
import { sendEmail } from "../../adapters/mailer";
import { getConfig } from "../../config";
import {
  paymentProviderEmail,
  paymentReceiptEmail,
  refundDueEmail,
} from "../../core/payments/payment-emails";
import { log } from "../../logger";
import { notifierAdapters } from "./adapters";

const { notifyOnce } = notifierAdapters.sentNotifications;

const detailSchema = z.object({ metadata: eventMetadataSchema, data: paymentCompletedSchema });

/**
 * PaymentCompleted: the visitor's receipt and the provider's notice; for a payment marked
 * `refund_due` (its registration was already paid), only the provider's refund request. Keys are
 * per payment, so an event delivered twice, or published twice, sends each e-mail once.
 */
export async function onPaymentCompleted(detail: unknown): Promise<void> {
  const { metadata, data } = detailSchema.parse(detail);
  const { store } = notifierAdapters.payments;
  const [payment, registration, activity] = await Promise.all([
    store.getPayment(data.payment_id),
    store.getRegistration(data.inscription_id),
    notifierAdapters.activities.get(data.activity_id),
  ]);
  if (!payment || !registration) {
    throw new Error(`Paiement ou inscription introuvable (événement ${metadata.eventId})`);
  }
  const { PROVIDER_EMAIL, SITE_URL } = getConfig();
  const key = (what: string) => `payment:${payment.id}:${what}`;

  if (data.refund_due) {
    await notifyOnce(key("refund-due-email"), () =>
      sendEmail({
        to: PROVIDER_EMAIL,
        replyTo: registration.email,
        ...refundDueEmail(payment, registration),
      }),
    );
  } else {
    await notifyOnce(key("receipt"), () =>
      sendEmail({
        to: registration.email,
        replyTo: PROVIDER_EMAIL,
        ...paymentReceiptEmail(payment, registration, activity, SITE_URL),
      }),
    );
    await notifyOnce(key("provider-email"), () =>
      sendEmail({
        to: PROVIDER_EMAIL,
        replyTo: registration.email,
        ...paymentProviderEmail(payment, registration, activity),
      }),
    );
  }
  log.info("payment_notified", {
    eventId: metadata.eventId,
    paymentId: payment.id,
    refundDue: data.refund_due,
  });
}
