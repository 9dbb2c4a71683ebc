import { z } from "zod";
import { eventMetadataSchema } from "../../../shared/events/envelope";
import {
  type PaymentCompletedData,
  paymentCompletedSchema,
} from "../../../shared/events/payment-events";
import { sendEmail } from "../../adapters/mailer";
import { getConfig } from "../../config";
import type { EmailContent } from "../../core/email/layout";
import {
  companyPaymentProviderEmail,
  companyReceiptEmail,
  companyRefundDueEmail,
} from "../../core/payments/company-payment-emails";
import type { Payment } from "../../core/payments/payment";
import {
  paymentProviderEmail,
  paymentReceiptEmail,
  refundDueEmail,
} from "../../core/payments/payment-emails";
import { log } from "../../logger";
import { notifierAdapters } from "./adapters";

const { notifyOnce, notifyEachOnce } = notifierAdapters.sentNotifications;

const detailSchema = z.object({ metadata: eventMetadataSchema, data: paymentCompletedSchema });

/** The payer's address and the three e-mails of a completed payment, whatever it paid. */
interface CompletedPaymentMail {
  payerEmail: string;
  receipt(): EmailContent;
  providerNotice(): EmailContent;
  refundDue(): EmailContent;
}

/** A registration's payment: the visitor's receipt and the provider's notice. */
async function registrationMail(
  payment: Payment,
  data: PaymentCompletedData,
): Promise<CompletedPaymentMail | undefined> {
  const [registration, activity] = await Promise.all([
    notifierAdapters.registrations.get(data.inscription_id ?? ""),
    data.activity_id ? notifierAdapters.activities.get(data.activity_id) : undefined,
  ]);
  if (!registration) return undefined;
  return {
    payerEmail: registration.email,
    receipt: () => paymentReceiptEmail(payment, registration, activity, getConfig().SITE_URL),
    providerNotice: () => paymentProviderEmail(payment, registration, activity),
    refundDue: () => refundDueEmail(payment, registration),
  };
}

/** A company's direct payment: its receipt, and the provider's notice of the quote request paid. */
async function companyMail(
  payment: Payment,
  quoteRequestId: string,
): Promise<CompletedPaymentMail | undefined> {
  const quote = await notifierAdapters.quoteRequests.get(quoteRequestId);
  if (!quote) return undefined;
  return {
    payerEmail: quote.email,
    receipt: () => companyReceiptEmail(payment, quote, getConfig().SITE_URL),
    providerNotice: () => companyPaymentProviderEmail(payment, quote),
    refundDue: () => companyRefundDueEmail(payment, quote),
  };
}

/**
 * PaymentCompleted: the payer's receipt and the provider's notice (a registration's visitor, or a
 * company for its direct payment); for a payment marked `refund_due` (what it paid was already
 * paid), only the provider's refund request. Keys are per payment, so an event delivered twice,
 * or published twice, sends each e-mail once.
 */
export async function onPaymentCompleted(detail: unknown): Promise<void> {
  const { metadata, data } = detailSchema.parse(detail);
  const payment = await notifierAdapters.payments.store.getPayment(data.payment_id);
  const mail =
    payment &&
    (data.quote_request_id
      ? await companyMail(payment, data.quote_request_id)
      : await registrationMail(payment, data));
  if (!payment || !mail) {
    throw new Error(`Paiement ou cible du paiement introuvable (événement ${metadata.eventId})`);
  }
  const { PROVIDER_EMAIL } = getConfig();
  const key = (what: string) => `payment:${payment.id}:${what}`;

  if (data.refund_due) {
    await notifyOnce(key("refund-due-email"), () =>
      sendEmail({ to: PROVIDER_EMAIL, replyTo: mail.payerEmail, ...mail.refundDue() }),
    );
  } else {
    await notifyEachOnce([
      [
        key("receipt"),
        () => sendEmail({ to: mail.payerEmail, replyTo: PROVIDER_EMAIL, ...mail.receipt() }),
      ],
      [
        key("provider-email"),
        () => sendEmail({ to: PROVIDER_EMAIL, replyTo: mail.payerEmail, ...mail.providerNotice() }),
      ],
    ]);
  }
  log.info("payment_notified", {
    eventId: metadata.eventId,
    paymentId: payment.id,
    refundDue: data.refund_due,
  });
}
