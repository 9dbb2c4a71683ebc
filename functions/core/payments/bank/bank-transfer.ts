import { normalizeBankReference } from "@shared/payments/bank-reference";
import type { Payment } from "../payment";
import type { PaymentRecords } from "../ports/payment-store";
import {
  type SettlePorts,
  type SettleResult,
  type SettleStore,
  settlePayment,
} from "../settle-payment";

type ByReference = Pick<PaymentRecords, "findPaymentsByBankReference">;

export type BankTransferResult = { kind: "not_found" } | SettleResult;

/**
 * The bank-transfer payment a reference pays: among the payments carrying it, the newest pending
 * one, else the newest (final already: settling it changes nothing).
 */
export async function findBankTransferPayment(
  reference: string,
  ports: { store: ByReference },
): Promise<Payment | undefined> {
  const payments = await ports.store.findPaymentsByBankReference(normalizeBankReference(reference));
  const newestFirst = [...payments].sort((a, b) => b.created_at.localeCompare(a.created_at));
  return newestFirst.find((p) => p.status === "pending") ?? newestFirst[0];
}

/**
 * A bank transfer arrived with this reference (the provider by hand; the bank import checks the
 * amount first, then takes the same transition).
 * 1. Finds the bank-transfer payment carrying the reference; none: not found.
 * 2. Completes it (the registration turns paid, or the payment is marked for refund when it was
 *    paid meanwhile); a payment already final changes nothing.
 */
export async function markBankTransferPaid(
  reference: string,
  ports: SettlePorts<SettleStore & ByReference>,
): Promise<BankTransferResult> {
  const target = await findBankTransferPayment(reference, ports);
  if (!target) return { kind: "not_found" };
  return settlePayment(target.id, "completed", ports);
}
