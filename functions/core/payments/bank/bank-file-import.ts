import { type BankFileImportedData, bankFileImported } from "@shared/events/bank-file-imported";
import { buildEvent, type EventEnvelope } from "@shared/events/envelope";
import type { SettlePorts } from "../settle-payment";
import { type BankCreditInput, type BankImportStore, importBankCredits } from "./bank-import";

/** A bank file, read (camt.054 or camt.053). */
export interface BankFile {
  kind: BankFileImportedData["kind"];
  messageId: string;
  name: string;
  /** A digest of the file's bytes: the same file imported again makes the same summary event. */
  digest: string;
  credits: BankCreditInput[];
}

export interface BankFilePorts extends SettlePorts<BankImportStore> {
  /** Stores the events in the outbox and publishes them (the summary e-mail follows). */
  announce(events: EventEnvelope[]): Promise<void>;
}

/**
 * The import of one bank file, from the command line or from the bucket alike.
 * 1. Each credit is imported once (importBankCredits): exact amounts pay, the rest is reported.
 * 2. BankFileImported carries the report (ids, references and amounts, no names): the notifier
 *    e-mails the provider its French summary, once per file (the event id is the file's digest,
 *    so importing the same file again sends nothing more).
 */
export async function importBankFile(
  file: BankFile,
  ports: BankFilePorts,
): Promise<BankFileImportedData> {
  const entries = await importBankCredits(file.credits, ports);
  const data: BankFileImportedData = {
    kind: file.kind,
    message_id: file.messageId,
    file_name: file.name,
    entries,
  };
  const event = buildEvent(bankFileImported, data, `bank-file-${file.digest}`, ports.clock.now());
  await ports.announce([event]);
  return data;
}
