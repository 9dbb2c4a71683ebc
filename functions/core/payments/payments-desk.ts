import { ANONYMISED_PARTICIPANT_NAME } from "@shared/messages/data-protection";
import { printedBankReference } from "@shared/payments/bank-reference";
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from "@shared/payments/payment-methods";
import type {
  DeskRefund,
  DeskUnpaidRegistration,
  PaymentsDesk,
} from "@shared/schemas/team-payments";
import { paymentIdsOf } from "../activities/participants";
import type { Clock } from "../clock";
import {
  hasRequestedRefund,
  type Payment,
  type RegistrationForPayment,
  refundOwed,
} from "./payment";
import type { PayableReader, PaymentRecords } from "./ports/payment-store";
import type { PendingRefunds } from "./ports/refunds";
import { REFUND_FAILING_AFTER_ATTEMPTS, refundLeftRequested } from "./refund-retries";

export interface PaymentsDeskPorts {
  /** The unpaid registrations, from the sparse due index. */
  listUnpaid(): Promise<RegistrationForPayment[]>;
  store: Pick<PaymentRecords, "getPayment"> & PayableReader;
  pending: Pick<PendingRefunds, "listPendingRefunds">;
  clock: Clock;
}

const nameOf = (registration: RegistrationForPayment) =>
  registration.anonymised_at
    ? ANONYMISED_PARTICIPANT_NAME
    : registration.kind === "booking"
      ? registration.fullName
      : `${registration.prenom} ${registration.nom}`.trim();

/** The method a registration chose: the booking's, else a bank transfer opened, else any opened. */
function chosenMethod(
  registration: RegistrationForPayment,
  payments: Payment[],
): PaymentMethod | undefined {
  if (registration.kind === "booking") return registration.paymentMethod;
  return (payments.find((p) => p.method === "virement") ?? payments[0])?.method;
}

async function unpaidLine(
  registration: RegistrationForPayment,
  store: PaymentsDeskPorts["store"],
): Promise<DeskUnpaidRegistration> {
  const payments = (await Promise.all(paymentIdsOf(registration).map(store.getPayment))).filter(
    (p): p is Payment => p?.status === "pending",
  );
  const method = chosenMethod(registration, payments);
  const bankReference = payments.find((p) => p.bank_reference)?.bank_reference;
  return {
    inscription_id: registration.id,
    reference: registration.short_reference ?? null,
    nom: nameOf(registration),
    email: registration.anonymised_at ? "" : (registration.email ?? ""),
    telephone: registration.anonymised_at ? "" : (registration.telephone ?? ""),
    sortie: { titre: registration.activity_title, date: registration.activity_date },
    montant_centimes: registration.total_centimes,
    moyen_paiement: method ? PAYMENT_METHOD_LABELS[method] : null,
    methode_manuelle: bankReference ? "virement" : "twint",
    reference_paiement: bankReference ? printedBankReference(bankReference) : registration.id,
    reference_qr: bankReference ? printedBankReference(bankReference) : null,
    delai: registration.deadline ?? null,
  };
}

async function refundLine(
  payment: Payment,
  store: PaymentsDeskPorts["store"],
): Promise<DeskRefund> {
  const registration = payment.inscription_id
    ? await store.getRegistration(payment.inscription_id)
    : undefined;
  const quote =
    !registration && payment.quote_request_id
      ? await store.getQuoteRequest(payment.quote_request_id)
      : undefined;
  const attempts = payment.refund_attempts ?? 0;
  return {
    payment_id: payment.id,
    inscription_id: payment.inscription_id ?? null,
    nom: registration ? nameOf(registration) : (quote?.companyName ?? ""),
    sortie: registration
      ? { titre: registration.activity_title, date: registration.activity_date }
      : null,
    // What is still owed: a participant's share alone, the rest after parts, or the whole.
    montant_centimes: refundOwed(payment, payment.refund_pending ?? "by_hand"),
    moyen_paiement: PAYMENT_METHOD_LABELS[payment.method],
    demande_le:
      payment.refund_requested_at ??
      Object.values(payment.refund_parts ?? {})
        .map((part) => part.requested_at)
        .sort()[0] ??
      null,
    essais: attempts,
    prochain_essai: hasRequestedRefund(payment) ? (payment.refund_retry_at ?? null) : null,
    en_echec: attempts >= REFUND_FAILING_AFTER_ATTEMPTS,
  };
}

const byDeadline = (a: DeskUnpaidRegistration, b: DeskUnpaidRegistration) =>
  (a.delai ?? "9999").localeCompare(b.delai ?? "9999");

/**
 * The payments desk: the unpaid registrations (soonest deadline first), the refunds the provider
 * refused for longer than a moment (with their tries and next one) and those to do by hand. Read
 * from the two sparse indexes, never a Scan.
 */
export async function loadPaymentsDesk(ports: PaymentsDeskPorts): Promise<PaymentsDesk> {
  const now = ports.clock.now();
  const [unpaid, requested, byHand] = await Promise.all([
    ports.listUnpaid(),
    ports.pending.listPendingRefunds("requested"),
    ports.pending.listPendingRefunds("by_hand"),
  ]);
  const refused = requested.filter((p) => refundLeftRequested(p, now));
  return {
    success: true,
    non_payees: (await Promise.all(unpaid.map((r) => unpaidLine(r, ports.store)))).sort(byDeadline),
    remboursements: {
      refuses: await Promise.all(refused.map((p) => refundLine(p, ports.store))),
      a_la_main: await Promise.all(byHand.map((p) => refundLine(p, ports.store))),
    },
  };
}
