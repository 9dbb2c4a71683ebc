/**
 * The reminder of the outing itself (« Votre sortie de demain »): at DAY_BEFORE_REMINDER_TIME in
 * Europe/Zurich the day before the outing, to each registration paid, or waiting for its bank
 * transfer, that was made before that moment. Pure rules, read by the reminder job and by the
 * confirmation (e-mail and page) that tells a late visitor no reminder will come.
 */
import { addDaysIso, meetingInstant, zurichToday } from "../time";

/** The hour of the reminder, the day before the outing, in Europe/Zurich. */
export const DAY_BEFORE_REMINDER_TIME = "18:00";

/** The instant the reminder of an outing on `activityDate` (yyyy-mm-dd) goes out. */
export function dayBeforeReminderInstant(activityDate: string): Date {
  // A plain Date: the instant, not a zoned view of it.
  return new Date(meetingInstant(addDaysIso(activityDate, -1), DAY_BEFORE_REMINDER_TIME).getTime());
}

/**
 * The date whose outings are reminded at `now`: tomorrow in Europe/Zurich once today's reminder
 * hour has come, null before it (the job then does nothing).
 */
export function dayBeforeReminderDate(now: Date): string | null {
  const tomorrow = addDaysIso(zurichToday(now), 1);
  return dayBeforeReminderInstant(tomorrow).getTime() <= now.getTime() ? tomorrow : null;
}

/**
 * A registration made at or after its outing's reminder instant gets no reminder (its
 * confirmation says so): it already has everything in its confirmation.
 */
export function madeBeforeDayBeforeReminder(createdAt: string, activityDate: string): boolean {
  return Date.parse(createdAt) < dayBeforeReminderInstant(activityDate).getTime();
}

/** What the reminder job reads of a registration to decide. */
export interface ReminderCandidate {
  status: string;
  created_at: string;
  /** Set once the visitor asked for a QR-bill: a bank transfer is on its way. */
  open_virement_payment_id?: string;
}

/**
 * Paid, or unpaid with a bank transfer chosen (statements arrive late: the visitor has paid),
 * and made before the reminder instant. Expired and cancelled ones never.
 */
export function getsDayBeforeReminder(
  registration: ReminderCandidate,
  activityDate: string,
): boolean {
  const settled =
    registration.status === "paid" ||
    (registration.status === "pending_payment" && Boolean(registration.open_virement_payment_id));
  return settled && madeBeforeDayBeforeReminder(registration.created_at, activityDate);
}

/** What the confirmation of a late registration says: no reminder will come. */
export const NO_DAY_BEFORE_REMINDER = {
  tomorrow: "Votre sortie a lieu demain : vous ne recevrez pas de rappel.",
  today: "Votre sortie a lieu aujourd'hui : vous ne recevrez pas de rappel.",
} as const;

/**
 * The confirmation's notice for a registration made at `createdAt`: none when the reminder will
 * come, else that the outing is tomorrow (or today) and no reminder follows.
 */
export function noDayBeforeReminderNotice(createdAt: string, activityDate: string): string | null {
  if (madeBeforeDayBeforeReminder(createdAt, activityDate)) return null;
  return zurichToday(new Date(createdAt)) >= activityDate
    ? NO_DAY_BEFORE_REMINDER.today
    : NO_DAY_BEFORE_REMINDER.tomorrow;
}
