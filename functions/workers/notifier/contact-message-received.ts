import { sendEmail } from "@adapters/mailer";
import { contactAcknowledgementEmail, contactProviderEmail } from "@core/contact/emails";
import { contactMessageReceivedSchema } from "@shared/events/contact-message-received";
import { eventMetadataSchema } from "@shared/events/envelope";
import { z } from "zod";
import { getConfig } from "../../config";
import { notifierAdapters } from "./adapters";

const getContactMessage = notifierAdapters.contactMessages.get;
const { notifyEachOnce } = notifierAdapters.sentNotifications;

const detailSchema = z.object({
  metadata: eventMetadataSchema,
  data: contactMessageReceivedSchema,
});

/**
 * ContactMessageReceived: the message goes to the provider (reply-to the visitor) and the visitor
 * gets an acknowledgement. Keys are per message, so a redelivered or republished event never
 * sends twice; a failure throws so that the message is retried.
 */
export async function onContactMessageReceived(detail: unknown): Promise<void> {
  const { metadata, data } = detailSchema.parse(detail);
  const message = await getContactMessage(data.message_id);
  if (!message) throw new Error(`Message de contact introuvable (événement ${metadata.eventId})`);
  const { PROVIDER_EMAIL } = getConfig();

  await notifyEachOnce([
    [
      `contact-message:${message.id}:provider-email`,
      () =>
        sendEmail({ to: PROVIDER_EMAIL, replyTo: message.email, ...contactProviderEmail(message) }),
    ],
    [
      `contact-message:${message.id}:visitor-email`,
      () =>
        sendEmail({
          to: message.email,
          replyTo: PROVIDER_EMAIL,
          ...contactAcknowledgementEmail(message),
        }),
    ],
  ]);
}
