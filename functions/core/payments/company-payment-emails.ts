import { formatDate, formatDateTime } from "@shared/date-format";
import { formatChf } from "@shared/money";
import { PAYMENT_METHOD_LABELS } from "@shared/payments/payment-methods";
import { type EmailContent, type EmailRow, renderEmail } from "../email/layout";
import { providerNotice } from "../email/provider-notice";
import type { Payment, QuoteRequestForPayment } from "./payment";
import { paymentReference, providerReferenceRow, signOff } from "./payment-emails";

/**
 * The e-mails of a company's direct payment (quote dialog): the company's receipt, the provider's
 * « Paiement reçu » notice and, for a second payment, the refund request. Pure: the notifier sends
 * them.
 */

function quoteRows(quote: QuoteRequestForPayment): EmailRow[] {
  return [
    { label: "Entreprise", value: quote.companyName },
    { label: "Participants (estimation)", value: `${quote.participants} personnes` },
    { label: "Date souhaitée", value: quote.date ? formatDate(quote.date) : "à convenir" },
  ];
}

function paymentRows(payment: Payment): EmailRow[] {
  return [
    { label: "Montant", value: formatChf(payment.amount_centimes) },
    { label: "Moyen de paiement", value: PAYMENT_METHOD_LABELS[payment.method] },
  ];
}

/** The company's receipt once its direct payment is completed. */
export function companyReceiptEmail(
  payment: Payment,
  quote: QuoteRequestForPayment,
  siteUrl: string,
): EmailContent {
  return {
    subject: `Paiement reçu : sortie entreprise – ${quote.companyName}`,
    ...renderEmail({
      title: "Paiement reçu, merci !",
      preheader: `${formatChf(payment.amount_centimes)} pour la sortie de ${quote.companyName}`,
      intro: [
        `Bonjour ${quote.contactName},`,
        "Nous avons bien reçu votre paiement pour la sortie de votre entreprise. Nous vous recontactons dans les 48 heures pour en fixer les détails avec vous.",
      ],
      sections: [
        {
          heading: "Votre reçu",
          rows: [
            ...quoteRows(quote),
            { label: "Montant payé", value: formatChf(payment.amount_centimes) },
            { label: "Moyen de paiement", value: PAYMENT_METHOD_LABELS[payment.method] },
            { label: "Référence du paiement", value: paymentReference(payment) },
            {
              label: "Date du paiement",
              value: formatDateTime(payment.completed_at ?? payment.updated_at),
            },
            { label: "Numéro de la demande", value: quote.id },
          ],
        },
        { paragraphs: ["Une question ? Répondez simplement à cet e-mail."] },
      ],
      closing: [signOff],
      siteUrl,
    }),
  };
}

function providerRows(payment: Payment, quote: QuoteRequestForPayment): EmailRow[] {
  return [
    ...quoteRows(quote),
    { label: "Contact", value: quote.contactName },
    { label: "E-mail", value: quote.email },
    { label: "Téléphone", value: quote.phone },
    ...paymentRows(payment),
    providerReferenceRow(payment),
    { label: "Numéro de la demande", value: quote.id },
    { label: "Numéro de paiement", value: payment.id },
  ];
}

/** The provider's notice that a company paid its quote request directly. */
export function companyPaymentProviderEmail(
  payment: Payment,
  quote: QuoteRequestForPayment,
): EmailContent {
  return providerNotice({
    subject: `Paiement reçu : ${quote.companyName} – sortie entreprise (${formatChf(payment.amount_centimes)})`,
    title: "Demande d'offre payée",
    intro: [
      "Une entreprise vient de payer directement sa demande d'offre, au prix fixe d'une sortie entreprise. Convenez avec elle des détails de la sortie.",
    ],
    sections: [{ rows: providerRows(payment, quote) }],
    replyName: quote.contactName,
  });
}

/** A second payment for a quote request already paid: the provider refunds it. */
export function companyRefundDueEmail(
  payment: Payment,
  quote: QuoteRequestForPayment,
): EmailContent {
  return providerNotice({
    subject: `À rembourser : paiement en double – ${quote.companyName} (${formatChf(payment.amount_centimes)})`,
    title: "Paiement en double à rembourser",
    intro: [
      "Un deuxième paiement est arrivé pour une demande d'offre déjà payée. Il est enregistré et marqué « à rembourser » : rien n'a été remboursé automatiquement. Remboursez-le chez le prestataire de paiement indiqué ci-dessous.",
    ],
    sections: [
      {
        rows: [
          ...providerRows(payment, quote),
          { label: "Payée d'abord par le paiement", value: quote.paid_payment_id ?? "—" },
        ],
      },
    ],
    replyName: quote.contactName,
  });
}
