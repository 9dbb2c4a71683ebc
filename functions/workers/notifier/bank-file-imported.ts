import { sendEmail } from "@adapters/mailer";
import { bankImportEmail } from "@core/payments/bank/bank-import-summary";
import { bankFileImportedSchema } from "@shared/events/bank-file-imported";
import { eventMetadataSchema } from "@shared/events/envelope";
import { z } from "zod";
import { getConfig } from "../../config";
import { notifierAdapters } from "./adapters";

const { notifyOnce } = notifierAdapters.sentNotifications;

const detailSchema = z.object({ metadata: eventMetadataSchema, data: bankFileImportedSchema });

/** BankFileImported: the provider's French summary of the import, once per event. */
export async function onBankFileImported(detail: unknown): Promise<void> {
  const { metadata, data } = detailSchema.parse(detail);
  const { PROVIDER_EMAIL } = getConfig();
  await notifyOnce(`bank-import:${metadata.eventId}:provider-email`, () =>
    sendEmail({ to: PROVIDER_EMAIL, ...bankImportEmail(data) }),
  );
}
