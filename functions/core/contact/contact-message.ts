import { ContactMessageReceived } from "@shared/events/contact-message-received";
import { buildEvent, type EventEnvelope } from "@shared/events/envelope";
import type { ContactMessage } from "@shared/schemas/contact";
import { type PublishAndClear, publishOrLeaveForSweeper } from "../forms/form-outbox";
import { formRecord } from "../forms/form-record";

/** A contact message as stored (the spec's field names; no honeypot). */
export interface StoredContactMessage {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  message: string;
  created_at: string;
}

export interface ContactMessagePorts {
  newId(): string;
  now(): Date;
  /** Stores the message and the outbox item of its event in one transaction. */
  saveWithEvent(message: StoredContactMessage, event: EventEnvelope): Promise<void>;
  publishAndClear: PublishAndClear;
}

/**
 * Receives a validated contact message.
 * 1. Builds the stored record (empty phone left out).
 * 2. Builds ContactMessageReceived, carrying the message id only.
 * 3. Writes the record and the event's outbox item together.
 * 4. Publishes the event (or leaves it to the sweeper); the notifier e-mails the provider.
 */
export async function receiveContactMessage(
  input: ContactMessage,
  ports: ContactMessagePorts,
): Promise<{ message_id: string }> {
  const now = ports.now();
  const message: StoredContactMessage = formRecord(
    input,
    ["firstName", "lastName", "email", "phone", "message"],
    ports.newId(),
    now,
  );
  const event = buildEvent(ContactMessageReceived, { message_id: message.id }, ports.newId(), now);
  await ports.saveWithEvent(message, event);
  await publishOrLeaveForSweeper(ports.publishAndClear, [event]);
  return { message_id: message.id };
}
