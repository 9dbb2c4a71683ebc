import { readBankFile } from "@adapters/bank/read-bank-file";
import { type ReadS3Object, readS3Object } from "@adapters/s3-client";
import { type BankFilePorts, importBankFile } from "@core/payments/bank/bank-file-import";
import type { S3Event } from "aws-lambda";
import { getConfig } from "../../config";
import { log } from "../../logger";
import { bankImportPorts } from "../../wiring/payments-desk";

/** S3 writes keys URL-encoded in its events, spaces as "+". */
export const objectKeyOf = (key: string) => decodeURIComponent(key.replace(/\+/g, " "));

/**
 * A bank file dropped under imports/ of the private bucket: the same import as
 * `npm run payments -- import-camt FILE` (importBankFile). S3 may deliver an event twice; each
 * credit still applies once. A failure throws: Lambda retries the asynchronous event.
 */
export function bankImportHandler(
  readObject: ReadS3Object,
  ports: BankFilePorts,
): (event: S3Event) => Promise<void> {
  return async (event) => {
    for (const record of event.Records) {
      const bucket = record.s3.bucket.name;
      const key = objectKeyOf(record.s3.object.key);
      const bytes = await readObject(bucket, key);
      if (bytes.length === 0) throw new Error(`Fichier bancaire vide : ${key}`);
      const name = key.split("/").pop() ?? key;
      const data = await importBankFile(readBankFile(bytes, name), ports);
      const counts: Record<string, number> = {};
      for (const entry of data.entries) counts[entry.outcome] = (counts[entry.outcome] ?? 0) + 1;
      log.info("bank_file_imported", { key, kind: data.kind, ...counts });
    }
  };
}

export const handler = bankImportHandler(readS3Object, bankImportPorts(getConfig()));
