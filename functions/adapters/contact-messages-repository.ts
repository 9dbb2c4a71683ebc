import { getConfig } from "../config";
import type { StoredContactMessage } from "../core/contact-message";
import { recordsWithOutbox } from "./records-with-outbox";

const contactMessages = recordsWithOutbox<StoredContactMessage>(
  () => getConfig().TABLE_CONTACT_MESSAGES,
);

/** Stores a contact message and its event's outbox item in one transaction. */
export const saveContactMessageWithEvent = contactMessages.saveWithEvent;
export const getContactMessage = contactMessages.get;
