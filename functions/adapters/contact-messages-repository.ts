import type { StoredContactMessage } from "@core/contact/contact-message";
import { type RecordsWithOutboxContext, recordsWithOutbox } from "./records-with-outbox";

/** Contact messages: each is stored with its event's outbox item in one transaction. */
export function contactMessagesRepository(context: RecordsWithOutboxContext) {
  return recordsWithOutbox<StoredContactMessage>(context);
}
