import { type ContactMessagePorts, receiveContactMessage } from "@core/contact/contact-message";
import { contactMessageSchema } from "@shared/schemas/contact";
import { log } from "../../logger";
import { accepted, type FormGate } from "../form-submission";
import type { ApiEvent } from "../http";
import { bindRoutes } from "../router";

/**
 * POST /api/contact: stores the message and publishes ContactMessageReceived; the notifier
 * e-mails it to the provider (reply-to the visitor) and acknowledges it to the visitor.
 * 202 { success: true }; 400 per-field French messages; 429 over the hourly limit.
 */
export function contactRoutes(ports: ContactMessagePorts, gate: FormGate) {
  async function postContact(event: ApiEvent) {
    const submission = await gate(event, contactMessageSchema, "contact");
    if (submission.kind === "trapped") return accepted();
    const { message_id } = await receiveContactMessage(submission.data, ports);
    log.info("contact_message_received", { messageId: message_id });
    return accepted();
  }

  return bindRoutes("contact", { send: postContact });
}
