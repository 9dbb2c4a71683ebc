import { CURRENCY } from "@shared/constants/offer";
import type { BankEntryReport } from "@shared/events/bank-file-imported";
import type { PaymentRecords } from "../ports/payment-store";
import { type SettleOnceStore, type SettlePorts, settlePayment } from "../settle-payment";
import { findBankTransferPayment } from "./bank-transfer";

/** Each credit once (the event log), its payment by reference, then the settle. */
export type BankImportStore = SettleOnceStore & Pick<PaymentRecords, "findPaymentsByBankReference">;

/** A credit read from the bank's file (camt.054 / camt.053), reduced to what the import reads. */
export interface BankCreditInput {
  /** The bank's unique reference of the credit (AcctSvcrRef). */
  entryRef: string;
  reference: string | null;
  amountCentimes: number | null;
  currency: string;
}

/** The key that records a credit as imported, beside the providers' webhook event ids. */
export const bankEntryKey = (entryRef: string) => `bank#${entryRef}`;

/**
 * One credit of a bank file.
 * 1. A credit already imported (its bank reference recorded) changes nothing: duplicate.
 * 2. Its structured reference finds the bank-transfer payment (the newest pending one, else the
 *    newest); none: unknown reference.
 * 3. An amount other than the payment's, to the centime (or not in CHF), is reported and never
 *    applied: partial, excess, unreadable. The credit is recorded, so a second import reports it
 *    as a duplicate.
 * 4. The exact amount completes the payment through settlePayment (the path of `mark-paid`): the
 *    registration turns paid and the receipt goes out, or, when it was paid meanwhile, the money
 *    is kept for a refund; the credit is recorded in the same transaction.
 */
export async function importBankCredit(
  credit: BankCreditInput,
  ports: SettlePorts<BankImportStore>,
): Promise<BankEntryReport> {
  const key = bankEntryKey(credit.entryRef);
  const base = {
    entry_ref: credit.entryRef,
    reference: credit.reference,
    amount_centimes: credit.amountCentimes,
  };
  const { store, clock } = ports;
  if (await store.isProviderEventRecorded(key)) return { ...base, outcome: "duplicate" };
  const report = async (entry: BankEntryReport): Promise<BankEntryReport> =>
    (await store.recordProviderEvent(key, clock.now())) ? entry : { ...base, outcome: "duplicate" };

  const payment = credit.reference
    ? await findBankTransferPayment(credit.reference, ports)
    : undefined;
  if (!payment) return report({ ...base, outcome: "unknown_reference" });
  const found = {
    ...base,
    inscription_id: payment.inscription_id,
    payment_id: payment.id,
    expected_centimes: payment.amount_centimes,
  };
  if (credit.amountCentimes === null || credit.currency.toUpperCase() !== CURRENCY) {
    return report({ ...found, outcome: "unreadable" });
  }
  if (credit.amountCentimes < payment.amount_centimes)
    return report({ ...found, outcome: "partial" });
  if (credit.amountCentimes > payment.amount_centimes)
    return report({ ...found, outcome: "excess" });

  const result = await settlePayment(payment.id, "completed", ports, { providerEventKey: key });
  switch (result.kind) {
    case "applied":
      return { ...found, outcome: result.refundDue ? "paid_twice" : "paid" };
    case "unchanged":
      // settlePayment recorded the credit; it may be this very credit, recorded by a run at the
      // same moment.
      return { ...found, outcome: "already_paid" };
    case "unknown_payment":
      return report({ ...found, outcome: "unknown_reference" });
  }
}

/**
 * Every credit of a file, one after the other (a credit twice in the same file is a duplicate
 * the second time). Safe to run twice, or again after a crash: each credit applies once.
 */
export async function importBankCredits(
  credits: BankCreditInput[],
  ports: SettlePorts<BankImportStore>,
): Promise<BankEntryReport[]> {
  const reports: BankEntryReport[] = [];
  for (const credit of credits) reports.push(await importBankCredit(credit, ports));
  return reports;
}
