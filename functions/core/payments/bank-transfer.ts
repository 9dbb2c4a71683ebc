import { normalizeBankReference } from "../../../shared/payments/bank-reference";
import type { Payment } from "./payment";
import { type SettlePorts, type SettleResult, settlePayment } from "./settle-payment";

export type BankTransferResult = { kind: "not_found" } | SettleResult;

/**
 * A bank transfer arrived with this reference (bank statement, or the provider by hand).
 * 1. Finds the bank-transfer payments carrying the reference; none: not found.
 * 2. Completes the pending one (the registration turns paid, or the payment is marked for refund
 *    when it was paid meanwhile); a reference whose payments are all final changes nothing.
 */
export async function markBankTransferPaid(
  reference: string,
  ports: SettlePorts,
): Promise<BankTransferResult> {
  const payments = await ports.store.findPaymentsByBankReference(normalizeBankReference(reference));
  if (payments.length === 0) return { kind: "not_found" };
  const newestFirst = [...payments].sort((a, b) => b.created_at.localeCompare(a.created_at));
  const target: Payment =
    newestFirst.find((p) => p.status === "pending") ?? (newestFirst[0] as Payment);
  return settlePayment(target.id, "completed", ports);
}
