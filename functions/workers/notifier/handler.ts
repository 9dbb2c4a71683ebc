import { sqsBatchHandler } from "../sqs-batch";
import { contactNotifications } from "./contact";
import { newsletterNotifications } from "./newsletter";
import { paymentNotifications } from "./payments";
import { quoteNotifications } from "./quotes";
import { registrationNotifications } from "./registrations";
import { type BusMessage, notificationRegistry } from "./registry";
import { teamNotifications } from "./team";
import { waitlistNotifications } from "./waitlist";

/** Every notification event's e-mails and SMS, by feature, keyed by detail-type. */
const notify = notificationRegistry([
  ...registrationNotifications,
  ...paymentNotifications,
  ...contactNotifications,
  ...quoteNotifications,
  ...newsletterNotifications,
  ...teamNotifications,
  ...waitlistNotifications,
]);

/**
 * Consumes the notifications queue. Each message is an EventBridge event; the notification of its
 * detail-type sends the e-mails and SMS. A failing message alone is retried (sqsBatchHandler).
 */
export const handler = sqsBatchHandler("notification_failed", (record) =>
  notify(JSON.parse(record.body) as BusMessage),
);
