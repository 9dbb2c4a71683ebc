/**
 * When an unpaid registration (or booking) is reminded and when it expires: one rule, computed
 * from its creation time, the activity's meeting time (Europe/Zurich, see shared/time.ts) and the
 * payment method chosen. docs/payments.md explains the figures to the founders.
 *
 * - Reminder: REMINDER_AFTER_HOURS after registering (the spec's « rappel 24 h »), skipped when
 *   that falls less than REMINDER_MIN_LEAD_HOURS before the meeting time (a reminder on the
 *   morning of the outing helps nobody) or at or after the deadline.
 * - Deadline: DEADLINE_AFTER_HOURS after registering, BANK_TRANSFER_DEADLINE_AFTER_HOURS for a
 *   bank transfer (statements reach the provider a day or two late), and never later than
 *   DEADLINE_BEFORE_MEETING_HOURS before the meeting time. A registration made closer to the
 *   meeting than that has its deadline at its own creation time plus GRACE_MINUTES: the visitor
 *   pays at once or the places return.
 */
import { meetingInstant } from "../time";

export const PAYMENT_DEADLINES = {
  REMINDER_AFTER_HOURS: 24,
  REMINDER_MIN_LEAD_HOURS: 6,
  DEADLINE_AFTER_HOURS: 48,
  BANK_TRANSFER_DEADLINE_AFTER_HOURS: 120,
  DEADLINE_BEFORE_MEETING_HOURS: 4,
  GRACE_MINUTES: 60,
} as const;

const HOUR = 3_600_000;
const MINUTE = 60_000;

export interface PaymentScheduleInput {
  /** When the registration was stored (its created_at). */
  createdAt: Date;
  /** The activity's date (yyyy-mm-dd) and meeting time (hh:mm), read in Europe/Zurich. */
  activity: { date: string; heure_rdv: string };
  /** The method chosen so far; a bank transfer gets the longer deadline. */
  method?: string | null;
}

export interface PaymentSchedule {
  /** When the one reminder is due, or null when there is none. */
  remindAt: Date | null;
  /** When the registration expires if still unpaid. */
  deadline: Date;
}

export function paymentSchedule({
  createdAt,
  activity,
  method,
}: PaymentScheduleInput): PaymentSchedule {
  const d = PAYMENT_DEADLINES;
  const created = createdAt.getTime();
  const meeting = meetingInstant(activity.date, activity.heure_rdv).getTime();
  const after =
    method === "virement" ? d.BANK_TRANSFER_DEADLINE_AFTER_HOURS : d.DEADLINE_AFTER_HOURS;
  const latest = meeting - d.DEADLINE_BEFORE_MEETING_HOURS * HOUR;
  const deadline = Math.max(
    Math.min(created + after * HOUR, latest),
    Math.min(created + d.GRACE_MINUTES * MINUTE, meeting),
  );
  const remind = created + d.REMINDER_AFTER_HOURS * HOUR;
  const remindable = remind <= meeting - d.REMINDER_MIN_LEAD_HOURS * HOUR && remind < deadline;
  return { remindAt: remindable ? new Date(remind) : null, deadline: new Date(deadline) };
}
