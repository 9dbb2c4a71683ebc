import * as z from "../zod";
import type { EventContract } from "./envelope";
import { EVENT_NAMES } from "./names";

/** What became of one credit of a bank file. */
export const BANK_ENTRY_OUTCOMES = [
  /** Exact amount: the registration is paid, the receipt goes out. */
  "paid",
  /** Exact amount for a registration already paid by another payment: kept, to refund. */
  "paid_twice",
  /** Its payment was already completed (by hand, say): nothing changed. */
  "already_paid",
  /** Less than owed: reported, nothing applied. */
  "partial",
  /** More than owed: reported, nothing applied. */
  "excess",
  /** No reference, or one no registration carries. */
  "unknown_reference",
  /** An amount that cannot be read, or not in CHF. */
  "unreadable",
  /** This credit (same bank reference) was imported before: nothing applied again. */
  "duplicate",
] as const;

export type BankEntryOutcome = (typeof BANK_ENTRY_OUTCOMES)[number];

/** One credit and its outcome: references, ids and amounts, never the payer's name. */
export const bankEntryReportSchema = z.strictObject({
  entry_ref: z.string().check(z.minLength(1)),
  reference: z.nullable(z.string()),
  amount_centimes: z.nullable(z.number().check(z.int(), z.nonnegative())),
  outcome: z.enum(BANK_ENTRY_OUTCOMES),
  inscription_id: z.optional(z.string()),
  payment_id: z.optional(z.string()),
  /** What the registration owed, when it was found. */
  expected_centimes: z.optional(z.number().check(z.int(), z.nonnegative())),
});

export type BankEntryReport = z.infer<typeof bankEntryReportSchema>;

/** A bank file was imported; the notifier sends its summary to the provider. */
export const bankFileImportedSchema = z.strictObject({
  kind: z.enum(["camt.054", "camt.053"]),
  message_id: z.string(),
  file_name: z.string(),
  entries: z.array(bankEntryReportSchema),
});

export type BankFileImportedData = z.infer<typeof bankFileImportedSchema>;

export const bankFileImported: EventContract<typeof bankFileImportedSchema> = {
  name: EVENT_NAMES.bankFileImported,
  version: 1,
  schema: bankFileImportedSchema,
};
