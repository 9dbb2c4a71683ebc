import { type MessagingPorts, messaging } from "@core/email/sending";
import { sendEmail } from "./mailer";
import type { SentNotificationsRepository } from "./sent-notifications";
import { sendSms } from "./sms";

/** The senders of the path: SES for e-mails, SNS for SMS (a test may give failing ones). */
export type Senders = Pick<MessagingPorts, "sendEmail" | "sendSms">;

/**
 * The e-mail and SMS path (core/email/sending.ts) on SES, SNS and the sent-notifications table:
 * what the notifier, the deadline worker and the day-before reminder send through.
 */
export function messagingOn(
  sentNotifications: Pick<SentNotificationsRepository, "notifyOnce" | "notifyEachOnce">,
  providerEmail: string,
  senders: Senders = { sendEmail, sendSms },
) {
  return messaging({
    ...senders,
    notifyOnce: sentNotifications.notifyOnce,
    notifyEachOnce: sentNotifications.notifyEachOnce,
    providerEmail,
  });
}
