import type { EmailContent, EmailSection } from "@core/email/layout";
import type { Mail } from "@core/email/sending";
import { bankImportEmail } from "@core/payments/bank/bank-import-summary";
import { bankTransferBill } from "@core/payments/bank/bank-transfer-bill";
import {
  companyPaymentProviderEmail,
  companyReceiptEmail,
  companyRefundDueEmail,
} from "@core/payments/company-payment-emails";
import type { Payment, RegistrationForPayment } from "@core/payments/payment";
import {
  paymentProviderEmail,
  paymentReceiptEmail,
  qrBillEmail,
  refundDueEmail,
} from "@core/payments/payment-emails";
import { cancellationSection } from "@core/registrations/cancellation-emails";
import { cancellationLinkUrl } from "@core/registrations/links";
import { inviteAttachment } from "@core/registrations/notifications";
import { bankFileImported } from "@shared/events/bank-file-imported";
import {
  type PaymentCompletedData,
  paymentCompleted,
  paymentStarted,
} from "@shared/events/payment-events";
import type { Activity } from "@shared/schemas/activity";
import { getConfig } from "../../config";
import { log } from "../../logger";
import { notifierAdapters } from "./adapters";
import { notifierMessaging } from "./messaging";
import { onEvent } from "./registry";

const { sendEachOnce, sendOnce, toProvider, toVisitor } = notifierMessaging;

const { store, qrBill } = notifierAdapters.payments;

/**
 * PaymentStarted: a bank transfer sends the visitor the QR-bill as a PDF, once per payment; a card
 * payment needs no e-mail (the visitor is on Stripe's page).
 */
const started = onEvent(paymentStarted, async ({ metadata, data }) => {
  // Only a registration pays by bank transfer.
  if (data.method !== "virement" || !data.inscription_id) return;
  const [payment, registration] = await Promise.all([
    store.getPayment(data.payment_id),
    notifierAdapters.registrations.get(data.inscription_id),
  ]);
  if (!payment || !registration) {
    throw new Error(`Paiement ou inscription introuvable (événement ${metadata.eventId})`);
  }
  await sendOnce(
    toVisitor(`payment:${payment.id}:qr-bill-email`, registration.email, async () => ({
      ...qrBillEmail(
        payment,
        registration,
        qrBill.iban(),
        getConfig().SITE_URL,
        await cancellationOf(registration),
      ),
      attachments: [
        {
          filename: "qr-facture.pdf",
          contentType: "application/pdf",
          content: await qrBill.pdf(bankTransferBill(payment, registration)),
        },
      ],
    })),
  );
  log.info("qr_bill_sent", { eventId: metadata.eventId, paymentId: payment.id });
});

/** The payer's address and the three e-mails of a completed payment, whatever it paid. */
interface CompletedPaymentMail {
  payerEmail: string;
  receipt(): Mail | Promise<Mail>;
  providerNotice(): EmailContent;
  refundDue(): EmailContent;
}

/** « Annuler mon inscription » for an e-mail of a registration that can still be cancelled. */
async function cancellationSectionFor(
  registration: RegistrationForPayment,
  activity: Activity,
): Promise<EmailSection> {
  const { jeton } = await notifierAdapters.paymentLinks.cancellationLinkFor(registration, activity);
  const url = cancellationLinkUrl(getConfig().SITE_URL, registration.id, jeton);
  return cancellationSection({ url }, registration);
}

/** The QR-bill's way to cancel: the registration's outing read for its link (none without it). */
async function cancellationOf(registration: RegistrationForPayment) {
  const activity = await notifierAdapters.activities.get(registration.activity_id);
  return activity ? cancellationSectionFor(registration, activity) : undefined;
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
    receipt: async () => ({
      ...paymentReceiptEmail(
        payment,
        registration,
        activity,
        getConfig().SITE_URL,
        activity ? await cancellationSectionFor(registration, activity) : undefined,
      ),
      // The confirmation's invitation, now confirmed (same UID): the outing is paid for.
      ...(activity
        ? {
            attachments: [
              inviteAttachment(
                registration,
                activity,
                getConfig().SITE_URL,
                notifierAdapters.clock.now(),
                "paid",
              ),
            ],
          }
        : {}),
    }),
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
const completed = onEvent(
  paymentCompleted,
  {
    missing: "Paiement ou cible du paiement",
    async load({ data }) {
      const payment = await store.getPayment(data.payment_id);
      const mail =
        payment &&
        (data.quote_request_id
          ? await companyMail(payment, data.quote_request_id)
          : await registrationMail(payment, data));
      return payment && mail && { payment, mail };
    },
  },
  async ({ payment, mail }, { metadata, data }) => {
    const key = (what: string) => `payment:${payment.id}:${what}`;
    if (data.refund_due) {
      await sendOnce(toProvider(key("refund-due-email"), mail.payerEmail, mail.refundDue));
    } else {
      await sendEachOnce([
        toVisitor(key("receipt"), mail.payerEmail, mail.receipt),
        toProvider(key("provider-email"), mail.payerEmail, mail.providerNotice),
      ]);
    }
    log.info("payment_notified", {
      eventId: metadata.eventId,
      paymentId: payment.id,
      refundDue: data.refund_due,
    });
  },
);

/** BankFileImported: the provider's French summary of the import, once per event. */
const bankFileImportedSummary = onEvent(bankFileImported, ({ metadata, data }) =>
  sendOnce(
    toProvider(`bank-import:${metadata.eventId}:provider-email`, undefined, () =>
      bankImportEmail(data),
    ),
  ),
);

/** The e-mails of payments: the QR-bill, the receipts and notices, the bank file's summary. */
export const paymentNotifications = [started, completed, bankFileImportedSummary];
