import { randomUUID } from "node:crypto";
import { receiveContactMessage } from "@core/contact/contact-message";
import { contactMessageSchema } from "@shared/schemas/contact";
import { log } from "../../logger";
import type { Adapters } from "../../wiring/adapters";
import { accepted, type FormGate } from "../form-submission";
import type { ApiEvent } from "../http";
import { bindRoutes } from "../router";

/**
 * POST /api/contact: stores the message and publishes ContactMessageReceived; the notifier
 * e-mails it to the provider (reply-to the visitor) and acknowledges it to the visitor.
 * 202 { success: true }; 400 per-field French messages; 429 over the hourly limit.
 */
export function contactRoutes({
  clock,
  contactMessages,
  outbox,
  gate,
}: Pick<Adapters, "contactMessages" | "outbox" | "clock"> & { gate: FormGate }) {
  async function postContact(event: ApiEvent) {
    const submission = await gate(event, contactMessageSchema, "contact");
    if (submission.kind === "trapped") return accepted();
    const { message_id } = await receiveContactMessage(submission.data, {
      newId: randomUUID,
      now: clock.now,
      saveWithEvent: contactMessages.saveWithEvent,
      publishAndClear: outbox.publishAndClear,
    });
    log.info("contact_message_received", { messageId: message_id });
    return accepted();
  }

  return bindRoutes("contact", { send: postContact });
}
