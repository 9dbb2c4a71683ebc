import { sendEmail } from "@adapters/mailer";
import { sendSms } from "@adapters/sms";
import { type MessagingPorts, messaging } from "@core/email/sending";
import type { DayBeforeReminderPorts } from "@core/registrations/day-before-reminder";
import type { Config } from "../config";
import type { Stores } from "./stores";

type ReminderConfig = Pick<Config, "SITE_URL" | "PROVIDER_EMAIL" | "DAY_BEFORE_REMINDER">;

/** The day-before reminder's ports: the function's stores and clock, the mailer and the SMS. */
export function dayBeforeReminderPorts(
  stores: Stores,
  config: ReminderConfig,
  senders: Pick<MessagingPorts, "sendEmail" | "sendSms"> = { sendEmail, sendSms },
): DayBeforeReminderPorts {
  return {
    clock: stores.clock,
    enabled: config.DAY_BEFORE_REMINDER === "on",
    activitiesOn: stores.activities.listOnDate,
    registrationsOf: stores.registrations.listByActivity,
    getRegistration: stores.registrations.get,
    messaging: messaging({
      ...senders,
      ...stores.sentNotifications,
      providerEmail: config.PROVIDER_EMAIL,
    }),
    siteUrl: config.SITE_URL,
  };
}
