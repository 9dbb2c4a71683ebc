import { contactAcknowledgementEmail, contactProviderEmail } from "@core/contact/emails";
import { ContactMessageReceived } from "@shared/events/contact-message-received";
import { getConfig } from "../../config";
import { notifierAdapters } from "./adapters";
import { notifierMessaging } from "./messaging";
import { onEvent } from "./registry";

const { sendEachOnce, toProvider, toVisitor } = notifierMessaging;

/**
 * ContactMessageReceived: the message goes to the provider (reply-to the visitor) and the visitor
 * gets an acknowledgement. Keys are per message, so a redelivered or republished event never
 * sends twice; a failure throws so that the message is retried.
 */
const received = onEvent(
  ContactMessageReceived,
  {
    missing: "Message de contact",
    load: ({ data }) => notifierAdapters.contactMessages.get(data.message_id),
  },
  (message) =>
    sendEachOnce([
      toProvider(`contact-message:${message.id}:provider-email`, message.email, () =>
        contactProviderEmail(message),
      ),
      toVisitor(`contact-message:${message.id}:visitor-email`, message.email, () =>
        contactAcknowledgementEmail(message, getConfig().SITE_URL),
      ),
    ]),
);

export const contactNotifications = [received];
