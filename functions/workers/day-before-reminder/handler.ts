import { sendEmail } from "@adapters/mailer";
import { sendSms } from "@adapters/sms";
import {
  type DayBeforeReminderPorts,
  sendDayBeforeReminders,
} from "@core/registrations/day-before-reminder";
import { type Config, getConfig } from "../../config";
import { errorText, log } from "../../logger";
import { wireStores } from "../../wiring/stores";

type ReminderConfig = Pick<Config, "SITE_URL" | "PROVIDER_EMAIL" | "DAY_BEFORE_REMINDER">;

/** The reminder's ports on the function's stores, clock, mailer and SMS. */
export function dayBeforeReminderPorts(
  stores: ReturnType<typeof wireStores>,
  config: ReminderConfig,
  senders: Pick<DayBeforeReminderPorts, "sendEmail" | "sendSms"> = { sendEmail, sendSms },
): DayBeforeReminderPorts {
  return {
    clock: stores.clock,
    enabled: config.DAY_BEFORE_REMINDER === "on",
    activitiesOn: stores.activities.listOnDate,
    registrationsOf: stores.registrations.listByActivity,
    getRegistration: stores.registrations.get,
    sendEachOnce: stores.sentNotifications.notifyEachOnce,
    ...senders,
    siteUrl: config.SITE_URL,
    providerEmail: config.PROVIDER_EMAIL,
  };
}

/**
 * Scheduled (every quarter of an hour in the evening, infra/resources.ts): the day-before
 * reminder. Logs ids and counts only. Fails when a send failed, so that the error shows on the
 * function's metrics; the next run sends what is missing, and nothing twice.
 */
export function dayBeforeReminderJob(ports: DayBeforeReminderPorts) {
  return async () => {
    const run = await sendDayBeforeReminders(ports);
    if (run.reminded.length > 0 || run.failed.length > 0) {
      log.info("day_before_reminders", {
        date: run.date,
        reminded: run.reminded.length,
        failed: run.failed.length,
      });
    }
    for (const { registrationId, error } of run.failed) {
      log.error("day_before_reminder_failed", { registrationId, error: errorText(error) });
    }
    if (run.failed.length > 0) {
      throw new Error(`Rappel de la veille : ${run.failed.length} envoi(s) en échec`);
    }
    return { date: run.date, reminded: run.reminded.length };
  };
}

const config = getConfig();

export const handler = dayBeforeReminderJob(dayBeforeReminderPorts(wireStores(config), config));
