import type { StoredContactMessage } from "@core/contact/contact-message";
import type { EventEnvelope } from "@shared/events/envelope";
import { type RecordsWithOutboxContext, recordsWithOutbox } from "./records-with-outbox";
import { NEW_REQUEST_HANDLING, requestInbox } from "./request-inbox";

/**
 * Contact messages: each is stored with its event's outbox item in one transaction, « à traiter »
 * (the team space's `by-handling` index lists it from then on).
 */
export function contactMessagesRepository(context: RecordsWithOutboxContext) {
  const records = recordsWithOutbox<StoredContactMessage>(context);
  return {
    get: records.get,
    /** The team space's list and status (request-inbox.ts). */
    inbox: requestInbox<StoredContactMessage>(context),
    saveWithEvent: (message: StoredContactMessage, event: EventEnvelope) =>
      records.saveWithEvent({ ...message, ...NEW_REQUEST_HANDLING }, event),
  };
}
