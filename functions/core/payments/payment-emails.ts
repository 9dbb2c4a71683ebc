import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { fr } from "date-fns/locale";
import { formatReference } from "swissqrbill/utils";
import { BUSINESS } from "../../../shared/constants/business";
import { POLICY } from "../../../shared/constants/offer";
import { formatChf } from "../../../shared/money";
import { PAYMENT_METHOD_LABELS } from "../../../shared/payments/payment-methods";
import type { Activity } from "../../../shared/schemas/activity";
import { TIME_ZONE } from "../../../shared/time";
import type { EmailContent } from "../contact-message-emails";
import { renderEmail } from "../form-email-layout";
import { frenchDate, frenchTime } from "../inscription-notifications";
import type { Payment, RegistrationForPayment } from "./payment";

/**
 * The e-mails of a payment: the visitor's receipt, the provider's notice, the provider's refund
 * request for a second payment, and the visitor's QR-bill. Pure: the notifier sends them.
 */

/** What the visitor sees as the payment's reference: the QR-bill reference, or the end of
 * Stripe's session id (the payment confirmation page shows the same eight characters). */
export function paymentReference(payment: Payment): string {
  if (payment.bank_reference) return formatReference(payment.bank_reference);
  return (payment.provider_ref ?? payment.id).slice(-8);
}

/** « 1 mai 2026 à 10h05 », in Europe/Zurich. */
function frenchDateTime(iso: string): string {
  return format(new TZDate(iso, TIME_ZONE), "d MMMM yyyy 'à' H'h'mm", { locale: fr });
}

function participants(n: number): string {
  return n === 1 ? "1 participant" : `${n} participants`;
}

function activityRows(
  registration: RegistrationForPayment,
  activity: Activity | undefined,
): [string, string][] {
  return [
    ["Activité", registration.activity_title],
    ["Date", frenchDate(registration.activity_date)],
    ...(activity
      ? ([
          ["Heure de rendez-vous", frenchTime(activity.heure_rdv)],
          ["Point de rendez-vous", `${activity.lieu_rdv}, ${activity.lieu}`],
        ] as [string, string][])
      : []),
    ["Participants", participants(registration.nombre_participants)],
  ];
}

const contactLine = `Une question ? ${BUSINESS.phoneDisplay} ou ${BUSINESS.email}.`;

/** The visitor's receipt once the payment is completed. */
export function paymentReceiptEmail(
  payment: Payment,
  registration: RegistrationForPayment,
  activity: Activity | undefined,
): EmailContent {
  return {
    subject: `Paiement reçu : ${registration.activity_title} le ${frenchDate(registration.activity_date)}`,
    ...renderEmail({
      paragraphs: [
        `Bonjour ${registration.prenom} ${registration.nom},`,
        "Nous avons bien reçu votre paiement : votre inscription est confirmée. Merci !",
        "Votre reçu :",
      ],
      details: [
        ...activityRows(registration, activity),
        ["Montant payé", formatChf(payment.amount_centimes)],
        ["Moyen de paiement", PAYMENT_METHOD_LABELS[payment.method]],
        ["Référence du paiement", paymentReference(payment)],
        ["Date du paiement", frenchDateTime(payment.completed_at ?? payment.updated_at)],
        ["Numéro d'inscription", registration.id],
      ],
      closing: [
        `Annulation gratuite jusqu'à ${POLICY.freeCancellationHours} h avant le départ ; ensuite, la sortie reste due.`,
        `Casque obligatoire (prêt possible sur demande). ${contactLine}`,
        `À bientôt sur les sentiers du Jura !\n${BUSINESS.name}`,
      ],
    }),
  };
}

function providerRows(payment: Payment, registration: RegistrationForPayment): [string, string][] {
  return [
    ["Participant", `${registration.prenom} ${registration.nom}`],
    ["E-mail", registration.email],
    ["Téléphone", registration.telephone],
    ["Montant", formatChf(payment.amount_centimes)],
    ["Moyen de paiement", PAYMENT_METHOD_LABELS[payment.method]],
    [
      payment.provider === "stripe" ? "Session Stripe" : "Référence QR",
      payment.provider_ref ?? paymentReference(payment),
    ],
    ["Numéro d'inscription", registration.id],
    ["Numéro de paiement", payment.id],
  ];
}

/** The provider's notice that a registration is paid. */
export function paymentProviderEmail(
  payment: Payment,
  registration: RegistrationForPayment,
  activity: Activity | undefined,
): EmailContent {
  return {
    subject: `Paiement reçu : ${registration.prenom} ${registration.nom} – ${registration.activity_title} le ${frenchDate(registration.activity_date)} (${formatChf(payment.amount_centimes)})`,
    ...renderEmail({
      paragraphs: ["Une inscription vient d'être payée ; elle est confirmée."],
      details: [...activityRows(registration, activity), ...providerRows(payment, registration)],
      closing: [`Répondez simplement à cet e-mail pour écrire à ${registration.prenom}.`],
    }),
  };
}

/** A second payment for a registration already paid: the provider refunds it. */
export function refundDueEmail(
  payment: Payment,
  registration: RegistrationForPayment,
): EmailContent {
  const how =
    payment.provider === "stripe"
      ? "Remboursez-le depuis le tableau de bord Stripe : Paiements, cherchez la session ci-dessous, puis « Rembourser »."
      : "Remboursez-le par virement depuis votre e-banking, sur le compte d'où il vient (voir le relevé bancaire).";
  return {
    subject: `À rembourser : paiement en double – ${registration.prenom} ${registration.nom} (${formatChf(payment.amount_centimes)})`,
    ...renderEmail({
      paragraphs: [
        "Un deuxième paiement est arrivé pour une inscription déjà payée. Il est enregistré et marqué « à rembourser » : rien n'a été remboursé automatiquement.",
        how,
      ],
      details: [
        ["Activité", `${registration.activity_title} – ${frenchDate(registration.activity_date)}`],
        ...providerRows(payment, registration),
        ["Payée d'abord par le paiement", registration.paid_payment_id ?? "—"],
      ],
      closing: [`Répondez simplement à cet e-mail pour écrire à ${registration.prenom}.`],
    }),
  };
}

/** The visitor's QR-bill (the PDF goes along as an attachment). */
export function qrBillEmail(
  payment: Payment,
  registration: RegistrationForPayment,
  iban: string,
): EmailContent {
  const date = frenchDate(registration.activity_date);
  return {
    subject: `Votre facture QR : ${registration.activity_title} le ${date}`,
    ...renderEmail({
      paragraphs: [
        `Bonjour ${registration.prenom} ${registration.nom},`,
        "Vous avez choisi de payer par virement bancaire. Votre facture QR est jointe à cet e-mail (PDF).",
      ],
      details: [
        ["Activité", registration.activity_title],
        ["Date", date],
        ["Participants", participants(registration.nombre_participants)],
        ["Montant", formatChf(payment.amount_centimes)],
        ["Compte (IBAN)", iban.replace(/(.{4})/g, "$1 ").trim()],
        [
          "Bénéficiaire",
          `${BUSINESS.bankAccountHolder}, ${BUSINESS.postalCode} ${BUSINESS.locality}`,
        ],
        ["Référence", paymentReference(payment)],
      ],
      closing: [
        "Pour payer, scannez le code QR avec l'application de votre banque, ou recopiez le compte, le montant et la référence dans votre e-banking. Merci de ne pas modifier la référence : elle nous permet de reconnaître votre paiement.",
        "Vous recevrez une confirmation par e-mail dès que votre paiement nous sera parvenu.",
        contactLine,
        `À bientôt sur les sentiers du Jura !\n${BUSINESS.name}`,
      ],
    }),
  };
}
