import { sendEmail } from "@adapters/mailer";
import { sendSms } from "@adapters/sms";
import { messaging } from "@core/email/sending";
import { getConfig } from "../../config";
import { notifierAdapters } from "./adapters";

/** The notifier's one e-mail and SMS path (core/email/sending.ts), once per key in sent-notifications. */
export const notifierMessaging = messaging({
  sendEmail,
  sendSms,
  ...notifierAdapters.sentNotifications,
  providerEmail: getConfig().PROVIDER_EMAIL,
});
