import { z } from "zod";
import { eventMetadataSchema } from "../../../shared/events/envelope";
import { paymentStartedSchema } from "../../../shared/events/payment-events";
import { sendEmail } from "../../adapters/mailer";
import { getConfig } from "../../config";
import { bankTransferBill } from "../../core/payments/bank-transfer-bill";
import { qrBillEmail } from "../../core/payments/payment-emails";
import { log } from "../../logger";
import { notifierAdapters } from "./adapters";

const { notifyOnce } = notifierAdapters.sentNotifications;

const detailSchema = z.object({ metadata: eventMetadataSchema, data: paymentStartedSchema });

/**
 * PaymentStarted: a bank transfer sends the visitor the QR-bill as a PDF, once per payment; a card
 * payment needs no e-mail (the visitor is on Stripe's page).
 */
export async function onPaymentStarted(detail: unknown): Promise<void> {
  const { metadata, data } = detailSchema.parse(detail);
  // Only a registration pays by bank transfer.
  if (data.method !== "virement" || !data.inscription_id) return;
  const { store, qrBill } = notifierAdapters.payments;
  const [payment, registration] = await Promise.all([
    store.getPayment(data.payment_id),
    notifierAdapters.registrations.get(data.inscription_id),
  ]);
  if (!payment || !registration) {
    throw new Error(`Paiement ou inscription introuvable (événement ${metadata.eventId})`);
  }
  await notifyOnce(`payment:${payment.id}:qr-bill-email`, async () =>
    sendEmail({
      to: registration.email,
      replyTo: getConfig().PROVIDER_EMAIL,
      ...qrBillEmail(payment, registration, qrBill.iban(), getConfig().SITE_URL),
      attachments: [
        {
          filename: "facture-qr.pdf",
          contentType: "application/pdf",
          content: await qrBill.pdf(bankTransferBill(payment, registration)),
        },
      ],
    }),
  );
  log.info("qr_bill_sent", { eventId: metadata.eventId, paymentId: payment.id });
}
