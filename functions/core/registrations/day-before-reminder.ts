import {
  dayBeforeReminderDate,
  getsDayBeforeReminder,
} from "@shared/registrations/day-before-reminder";
import type { Clock } from "../clock";
import type { Messaging, Send } from "../email/sending";
import type { RegistrationForPayment } from "../payments/payment";
import {
  dayBeforeReminderEmail,
  dayBeforeReminderSms,
  type RemindedActivity,
} from "./day-before-emails";

/** An outing as the reminder job reads it: cancelled ones carry `annulation`. */
export type ReminderActivity = RemindedActivity & { id: string; annulation?: unknown };

export interface DayBeforeReminderPorts {
  clock: Clock;
  /** Off (config DAY_BEFORE_REMINDER=off): nothing is sent. */
  enabled: boolean;
  /** The outings on a date (an index Query, never a Scan). */
  activitiesOn(date: string): Promise<ReminderActivity[]>;
  /** An outing's registrations (by-activity index: eventually consistent). */
  registrationsOf(
    activityId: string,
  ): Promise<{ id: string; status: string; created_at: string }[]>;
  /** The registration as stored now (a consistent read). */
  getRegistration(id: string): Promise<RegistrationForPayment | undefined>;
  /**
   * The e-mail and SMS path: each send at most once per key, each tried even when one before
   * failed; throws once all are tried if one failed.
   */
  messaging: Pick<Messaging, "sendEachOnce" | "toVisitor" | "sms">;
  siteUrl: string;
}

export interface DayBeforeReminderRun {
  /** The outings' date reminded, or null before the reminder hour (or switched off). */
  date: string | null;
  /** Registrations whose reminder was handled (sent now, or sent by an earlier run). */
  reminded: string[];
  /** Registrations whose e-mail or SMS failed, and why: the next run tries again. */
  failed: { registrationId: string; error: unknown }[];
}

/**
 * The day-before reminder, run every quarter of an hour in the evening (infra/resources.ts):
 * 1. Off, or before 18:00 in Europe/Zurich: nothing.
 * 2. Tomorrow's outings (Zurich date), cancelled ones left out, and their registrations.
 * 3. Each registration paid, or waiting for its bank transfer, made before 18:00 the day before,
 *    read again at once (cancelled a moment ago: nothing).
 * 4. Its e-mail, and its SMS where a phone was given, each once per registration whatever the
 *    runs, overlaps and retries (keys in sent-notifications); a failure is left for the next run.
 */
export async function sendDayBeforeReminders(
  ports: DayBeforeReminderPorts,
): Promise<DayBeforeReminderRun> {
  const run: DayBeforeReminderRun = { date: null, reminded: [], failed: [] };
  if (!ports.enabled) return run;
  const date = dayBeforeReminderDate(ports.clock.now());
  if (!date) return run;
  run.date = date;

  for (const activity of await ports.activitiesOn(date)) {
    if (activity.annulation) continue;
    for (const listed of await ports.registrationsOf(activity.id)) {
      if (!getsDayBeforeReminder(listed, activity.date)) continue;
      const registration = await ports.getRegistration(listed.id);
      // No address: anonymised meanwhile (a person's erasure from the team space).
      if (!registration?.email || !getsDayBeforeReminder(registration, activity.date)) continue;
      try {
        await ports.messaging.sendEachOnce(reminderSends(registration, activity, ports));
        run.reminded.push(registration.id);
      } catch (error) {
        run.failed.push({ registrationId: registration.id, error });
      }
    }
  }
  return run;
}

function reminderSends(
  registration: RegistrationForPayment,
  activity: ReminderActivity,
  ports: DayBeforeReminderPorts,
): Send[] {
  const { toVisitor, sms } = ports.messaging;
  const key = (what: string) => `registration:${registration.id}:${what}`;
  const phone = registration.telephone;
  return [
    toVisitor(key("day-before-email"), registration.email, () =>
      dayBeforeReminderEmail(registration, activity, ports.siteUrl),
    ),
    ...(phone ? [sms(key("day-before-sms"), phone, () => dayBeforeReminderSms(activity))] : []),
  ];
}
