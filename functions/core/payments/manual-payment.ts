import { CURRENCY } from "@shared/constants/offer";
import { bankReferenceType, normalizeBankReference } from "@shared/payments/bank-reference";
import type { Payment, RegistrationForPayment } from "./payment";
import type { PaymentRecords } from "./ports/payment-store";
import {
  type SettlePorts,
  type SettleResult,
  type SettleStore,
  settlePayment,
} from "./settle-payment";

/** Besides the settle: the payments by reference, and the insert of the payment taken by hand. */
type ManualPaymentPorts = SettlePorts<
  SettleStore & Pick<PaymentRecords, "findPaymentsByBankReference" | "insert">
>;

export type ManualPaymentResult = { kind: "not_found" } | SettleResult;

/**
 * The one payment of a registration paid by hand by TWINT: a fixed id, so that the same payment
 * entered twice is found again instead of recorded twice.
 */
export function manualTwintPaymentId(registrationId: string): string {
  return `twint-manual-${registrationId}`;
}

/**
 * The registration a reference names: its id (written in the TWINT message, as the page asks),
 * or the reference of its QR-bill (a visitor may copy the one of the bill they received).
 */
async function registrationFor(
  reference: string,
  ports: ManualPaymentPorts,
): Promise<RegistrationForPayment | undefined> {
  const byId = await ports.store.getRegistration(reference.trim());
  if (byId) return byId;
  if (!bankReferenceType(reference)) return undefined;
  const [payment] = await ports.store.findPaymentsByBankReference(
    normalizeBankReference(reference),
  );
  return payment?.inscription_id ? ports.store.getRegistration(payment.inscription_id) : undefined;
}

/**
 * The provider received a TWINT payment by hand (/paiement-twint) and records it.
 * 1. Finds the registration by its id or its QR-bill reference; none: not found.
 * 2. Stores its manual TWINT payment (provider `twint`, the registration's stored total), unless
 *    it is there already.
 * 3. Completes it through settlePayment: the registration turns paid and the receipt goes out; a
 *    registration paid meanwhile keeps the money marked for refund; a payment recorded before
 *    changes nothing.
 */
export async function markManualTwintPaid(
  reference: string,
  ports: ManualPaymentPorts,
): Promise<ManualPaymentResult> {
  const registration = await registrationFor(reference, ports);
  if (!registration) return { kind: "not_found" };
  const id = manualTwintPaymentId(registration.id);
  if (!(await ports.store.getPayment(id))) {
    const now = ports.clock.now().toISOString();
    const payment: Payment = {
      id,
      inscription_id: registration.id,
      activity_id: registration.activity_id,
      method: "twint",
      provider: "twint",
      provider_ref: null,
      amount_centimes: registration.total_centimes,
      currency: CURRENCY,
      status: "pending",
      created_at: now,
      updated_at: now,
      expires_at: null,
      refund_due: false,
    };
    // A conflict is the same payment stored by a run at the same moment: settled below all the same.
    await ports.store.insert(payment);
  }
  return settlePayment(id, "completed", ports);
}
