import {
  type DayBeforeReminderPorts,
  sendDayBeforeReminders,
} from "@core/registrations/day-before-reminder";
import { getConfig } from "../../config";
import { errorText, log } from "../../logger";
import { dayBeforeReminderPorts } from "../../wiring/day-before-reminder";
import { wireStores } from "../../wiring/stores";

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
