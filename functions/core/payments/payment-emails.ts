import { BUSINESS } from "@shared/constants/business";
import { POLICY } from "@shared/constants/offer";
import { formatDate, formatDateTime, formatLongDate, formatTime } from "@shared/date-format";
import { formatChf } from "@shared/money";
import { PAYMENT_METHOD_LABELS } from "@shared/payments/payment-methods";
import { amountOwed } from "@shared/registrations/amount-owed";
import { participantsLabel } from "@shared/registrations/participants-label";
import { registrationNoun } from "@shared/registrations/registration-noun";
import { registrationReference } from "@shared/registrations/short-reference";
import type { Activity } from "@shared/schemas/activity";
import { formatReference } from "swissqrbill/utils";
import { type EmailContent, type EmailRow, type EmailSection, renderEmail } from "../email/layout";
import { peopleRows } from "../email/people-rows";
import { providerNotice } from "../email/provider-notice";
import { whatToBringSection } from "../email/what-to-bring-section";
import { greetingName, participantName } from "../registrations/person";
import type { Payment, RegistrationForPayment } from "./payment";

/**
 * The e-mails of a payment: the visitor's receipt, the provider's notice, the provider's refund
 * request for a second payment, and the visitor's QR-bill. Pure: the notifier sends them.
 */

/**
 * What the visitor sees as the payment's reference: the QR-bill reference in its printed groups,
 * or the end of Stripe's session id, PayPal's order id or Shopify's cart token (the payment confirmation page shows
 * the same 8 characters).
 */
export function paymentReference(payment: Payment): string {
  if (payment.bank_reference) return formatReference(payment.bank_reference);
  // A Shopify cart id ends with its key (?key=…): the reference is the end of the cart token.
  return (payment.provider_ref ?? payment.id).replace(/\?.*$/, "").slice(-8);
}

function activityRows(
  registration: RegistrationForPayment,
  activity: Activity | undefined,
): EmailRow[] {
  return [
    { label: "Activité", value: registration.activity_title },
    { label: "Date", value: formatLongDate(registration.activity_date) },
    ...(activity
      ? [
          { label: "Heure de rendez-vous", value: formatTime(activity.heure_rdv) },
          { label: "Point de rendez-vous", value: `${activity.lieu_rdv}, ${activity.lieu}` },
        ]
      : []),
    { label: "Participants", value: participantsLabel(registration.nombre_participants) },
    ...peopleRows(registration, activity, { label: "Noms" }),
  ];
}

export const signOff = `À bientôt sur les sentiers du Jura !\n${BUSINESS.name}`;

/** The visitor's receipt once the payment is completed. */
export function paymentReceiptEmail(
  payment: Payment,
  registration: RegistrationForPayment,
  activity: Activity | undefined,
  siteUrl: string,
  /** « Annuler mon inscription » with its signed link (registrations/cancellation-emails.ts). */
  cancellation?: EmailSection,
): EmailContent {
  const date = formatDate(registration.activity_date);
  return {
    subject: `Paiement reçu : ${registration.activity_title} le ${date}`,
    ...renderEmail({
      title: "Paiement reçu, merci !",
      preheader: `${formatChf(payment.amount_centimes)} pour ${registration.activity_title}, ${date}`,
      intro: [
        `Bonjour ${participantName(registration)},`,
        `Nous avons bien reçu votre paiement : votre ${registrationNoun(registration).noun} est payée et votre place est confirmée.`,
      ],
      sections: [
        {
          heading: "Votre reçu",
          rows: [
            ...activityRows(registration, activity),
            { label: "Montant payé", value: formatChf(payment.amount_centimes) },
            { label: "Moyen de paiement", value: PAYMENT_METHOD_LABELS[payment.method] },
            { label: "Référence du paiement", value: paymentReference(payment) },
            {
              label: "Date du paiement",
              value: formatDateTime(payment.completed_at ?? payment.updated_at),
            },
            {
              label: `Numéro ${registrationNoun(registration).of}`,
              value: registrationReference(registration),
            },
          ],
        },
        // The way to cancel, with its rule; without a link, the rule alone.
        ...(cancellation
          ? [cancellation]
          : [
              {
                paragraphs: [
                  `Annulation gratuite jusqu'à ${POLICY.freeCancellationHours} h avant le départ ; ensuite, la sortie reste due.`,
                ],
              },
            ]),
        ...(activity ? [whatToBringSection(activity)] : []),
        { paragraphs: ["Une question ? Répondez simplement à cet e-mail."] },
      ],
      closing: [signOff],
      siteUrl,
    }),
  };
}

/** Where the provider finds the payment: Stripe's session, PayPal's order, Shopify's cart, or the QR reference. */
export function providerReferenceRow(payment: Payment): EmailRow {
  switch (payment.provider) {
    case "stripe":
      return { label: "Session Stripe", value: payment.provider_ref ?? "—" };
    case "shopify":
      return { label: "Panier Shopify", value: payment.provider_ref ?? "—" };
    case "paypal":
      return { label: "Commande PayPal", value: payment.provider_ref ?? "—" };
    case "twint":
      return { label: "Paiement", value: "TWINT reçu à la main, enregistré par vous" };
    default:
      return { label: "Référence QR", value: paymentReference(payment) };
  }
}

export function providerRows(payment: Payment, registration: RegistrationForPayment): EmailRow[] {
  return [
    { label: "Participant", value: participantName(registration) },
    { label: "E-mail", value: registration.email },
    { label: "Téléphone", value: registration.telephone },
    { label: "Montant", value: formatChf(payment.amount_centimes) },
    { label: "Moyen de paiement", value: PAYMENT_METHOD_LABELS[payment.method] },
    providerReferenceRow(payment),
    { label: `Numéro ${registrationNoun(registration).of}`, value: registration.id },
    { label: "Numéro de paiement", value: payment.id },
  ];
}

/** The provider's notice that a registration is paid. */
export function paymentProviderEmail(
  payment: Payment,
  registration: RegistrationForPayment,
  activity: Activity | undefined,
): EmailContent {
  const date = formatDate(registration.activity_date);
  return providerNotice({
    subject: `Paiement reçu : ${participantName(registration)} – ${registration.activity_title} le ${date} (${formatChf(payment.amount_centimes)})`,
    title: `${registrationNoun(registration).Noun} payée`,
    intro: [`Une ${registrationNoun(registration).noun} vient d'être payée ; elle est confirmée.`],
    sections: [
      { rows: [...activityRows(registration, activity), ...providerRows(payment, registration)] },
    ],
    replyName: greetingName(registration),
  });
}

/** How the provider refunds a payment by hand, where its money went. */
export function refundByHandInstruction(payment: Payment): string {
  return {
    stripe:
      "Remboursez-le depuis le tableau de bord Stripe : Paiements, cherchez la session ci-dessous, puis « Rembourser ».",
    paypal:
      "Remboursez-le depuis votre compte PayPal : Activité, ouvrez le paiement de la commande ci-dessous, puis « Rembourser ».",
    shopify:
      "Remboursez-le depuis l'administration Shopify : Commandes, ouvrez la commande du panier ci-dessous, puis « Rembourser ».",
    bank: "Remboursez-le par virement depuis votre e-banking, sur le compte d'où il vient (voir le relevé bancaire).",
    twint: "Remboursez-le depuis votre application TWINT, au numéro d'où il vient.",
  }[payment.provider];
}

/**
 * A payment the provider refunds by hand: a second one for a registration already paid, or one
 * that came after the registration expired and its places went to others.
 */
export function refundDueEmail(
  payment: Payment,
  registration: RegistrationForPayment,
): EmailContent {
  const how = refundByHandInstruction(payment);
  // Paid after its deadline, once its places had gone to others; otherwise a second payment.
  const late = registration.status === "expired";
  return providerNotice({
    subject: `À rembourser : ${late ? "paiement après expiration" : "paiement en double"} – ${participantName(registration)} (${formatChf(payment.amount_centimes)})`,
    title: late ? "Paiement après expiration à rembourser" : "Paiement en double à rembourser",
    intro: [
      late
        ? "Un paiement est arrivé pour une inscription expirée faute de paiement, alors que ses places ne sont plus libres. Il est enregistré et marqué « à rembourser » : rien n'a été remboursé automatiquement."
        : "Un deuxième paiement est arrivé pour une inscription déjà payée. Il est enregistré et marqué « à rembourser » : rien n'a été remboursé automatiquement.",
      how,
    ],
    sections: [
      {
        rows: [
          {
            label: "Activité",
            value: `${registration.activity_title} – ${formatDate(registration.activity_date)}`,
          },
          ...providerRows(payment, registration),
          late
            ? {
                label: "Inscription",
                value: `expirée le ${registration.expired_at ? formatDateTime(registration.expired_at) : "—"}`,
              }
            : {
                label: "Payée d'abord par le paiement",
                value: registration.paid_payment_id ?? "—",
              },
        ],
      },
    ],
    replyName: greetingName(registration),
  });
}

/** "CH4431999123000889012" -> "CH44 3199 9123 0008 8901 2" */
function printedIban(iban: string): string {
  return iban.replace(/(.{4})(?=.)/g, "$1 ");
}

/** The visitor's QR-bill (the PDF goes along as an attachment), and the way to cancel. */
export function qrBillEmail(
  payment: Payment,
  registration: RegistrationForPayment,
  iban: string,
  siteUrl: string,
  /** « Annuler mon inscription » with its signed link (registrations/cancellation-emails.ts). */
  cancellation?: EmailSection,
): EmailContent {
  const date = formatDate(registration.activity_date);
  return {
    subject: `Votre QR-facture : ${registration.activity_title} le ${date}`,
    ...renderEmail({
      title: "Votre QR-facture",
      preheader: `${formatChf(payment.amount_centimes)} par virement pour ${registration.activity_title}`,
      intro: [
        `Bonjour ${participantName(registration)},`,
        "Vous avez choisi de payer par virement bancaire. Votre QR-facture est jointe à cet e-mail (PDF).",
        // The registration's deadline, as stored once the bank transfer was chosen (it is longer).
        `${amountOwed(payment.amount_centimes, registration.deadline, registration)} Votre place est réservée, mais pas encore payée, jusqu'à ce délai.`,
      ],
      sections: [
        {
          rows: [
            { label: "Activité", value: registration.activity_title },
            { label: "Date", value: formatLongDate(registration.activity_date) },
            { label: "Participants", value: participantsLabel(registration.nombre_participants) },
            { label: "Montant", value: formatChf(payment.amount_centimes) },
            { label: "Compte (IBAN)", value: printedIban(iban) },
            {
              label: "Payable à",
              value: `${BUSINESS.bankAccountHolder}, ${BUSINESS.postalCode} ${BUSINESS.locality}`,
            },
            { label: "Référence", value: paymentReference(payment) },
            {
              label: `Numéro ${registrationNoun(registration).of}`,
              value: registrationReference(registration),
            },
          ],
        },
        {
          heading: "Comment payer",
          paragraphs: [
            "Scannez le code QR avec l'application de votre banque, ou recopiez le compte, le montant et la référence dans votre e-banking. Merci de ne pas modifier la référence : elle nous permet de reconnaître votre paiement.",
            "Vous recevrez une confirmation par e-mail dès que votre paiement nous sera parvenu.",
          ],
        },
        ...(cancellation ? [cancellation] : []),
      ],
      closing: [signOff],
      siteUrl,
    }),
  };
}
