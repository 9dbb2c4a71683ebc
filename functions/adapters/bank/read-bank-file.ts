import { createHash } from "node:crypto";
import type { BankFile } from "@core/payments/bank/bank-file-import";
import { parseCamt } from "./camt";

/** A camt.054 / camt.053 file's bytes, read for importBankFile (throws CamtFormatError). */
export function readBankFile(bytes: Uint8Array, name: string): BankFile {
  const report = parseCamt(Buffer.from(bytes).toString("utf8"));
  return {
    kind: report.kind,
    messageId: report.messageId,
    name,
    digest: createHash("sha256").update(bytes).digest("hex").slice(0, 40),
    credits: report.credits,
  };
}
