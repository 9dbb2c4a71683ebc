import { buildEvent, type EventEnvelope } from "@shared/events/envelope";
import { inscriptionExpired } from "@shared/events/inscription-expired";
import type { Activity } from "@shared/schemas/activity";
import type { Clock } from "../clock";
import { type ClosePaymentPorts, closeCheckoutPayment } from "../payments/close-payment";
import { openPaymentSlot, type RegistrationForPayment } from "../payments/payment";
import type { ReleaseRegistration } from "./release-registration";

/** An unpaid registration as the deadline job reads it (shared/registrations/payment-deadlines.ts). */
export type DueRegistration = RegistrationForPayment & {
  remind_at?: string;
  reminded_at?: string;
  deadline?: string;
};

export interface RegistrationDeadlinePorts {
  clock: Clock;
  /** Off: a registration past its deadline is left unpaid, its places held (config). */
  automaticExpiry: boolean;
  getRegistration(id: string): Promise<DueRegistration | undefined>;
  getActivity(id: string): Promise<Activity | undefined>;
  /**
   * Sends the reminder at most once per registration, reading the registration again when it
   * sends: nothing goes out if it was paid meanwhile. True when it sent now.
   */
  sendReminderOnce(registration: DueRegistration, activity: Activity): Promise<boolean>;
  markReminded(id: string, at: Date): Promise<void>;
  rescheduleDue(id: string, nextDue: string): Promise<void>;
  leaveDueIndex(id: string): Promise<void>;
  /** Status, places and event in one transaction (adapters.releaseRegistration). */
  release: ReleaseRegistration;
  publishAndClear(events: EventEnvelope[]): Promise<unknown>;
  /** Stripe's checkout, to expire the open sessions of an expired registration. */
  payments: ClosePaymentPorts;
  newId(): string;
}

export type DeadlineOutcome =
  | "unknown"
  /** Paid or cancelled meanwhile: nothing is due any more. */
  | "settled"
  | "reminded"
  /** The reminder had gone out already (a second run): only its time is recorded. */
  | "reminder_already_sent"
  | "expired"
  /** Expired by an earlier run: its open payments are closed again (a crash half-way). */
  | "already_expired"
  | "expiry_off"
  /** Nothing due yet (a later deadline, a bank transfer chosen): the due time moved. */
  | "rescheduled";

/** The payment methods whose open checkout is closed at the provider when the registration expires. */
const CLOSED_AT_EXPIRY = ["card", "twint"] as const;

/**
 * What is due for one unpaid registration, decided afresh from what is stored (a message
 * delivered twice, or late, does the right thing or nothing):
 * 1. Gone, paid or cancelled: nothing. Already expired: its open Stripe sessions are closed again.
 * 2. Past its deadline: with automatic expiry on, one transaction turns it `expired`, returns its
 *    places and writes InscriptionExpired (the notifier e-mails the visitor and the provider);
 *    then its open Stripe sessions are expired (PayPal orders lapse by themselves; a bank
 *    transfer may still arrive: settlePayment takes the places again or marks it for refund).
 *    With expiry off, it leaves the due index.
 * 3. Past its reminder time and not reminded: the reminder, once per registration.
 * 4. Otherwise its due time moves to what comes next.
 */
export async function handleDueRegistration(
  registrationId: string,
  ports: RegistrationDeadlinePorts,
): Promise<DeadlineOutcome> {
  const registration = await ports.getRegistration(registrationId);
  if (!registration) return "unknown";
  if (registration.status === "expired") {
    await closeOpenCheckouts(registration, ports);
    return "already_expired";
  }
  if (registration.status !== "pending_payment") return "settled";
  const now = ports.clock.now();

  if (registration.deadline && Date.parse(registration.deadline) <= now.getTime()) {
    if (!ports.automaticExpiry) {
      await ports.leaveDueIndex(registration.id);
      return "expiry_off";
    }
    return expire(registration, now, ports);
  }

  const remindAt = registration.remind_at;
  if (remindAt && !registration.reminded_at && Date.parse(remindAt) <= now.getTime()) {
    const activity = await ports.getActivity(registration.activity_id);
    if (!activity) throw new Error(`Activité ${registration.activity_id} introuvable`);
    const sent = await ports.sendReminderOnce(registration, activity);
    await ports.markReminded(registration.id, now);
    return sent ? "reminded" : "reminder_already_sent";
  }

  const next = registration.reminded_at
    ? registration.deadline
    : (remindAt ?? registration.deadline);
  if (next) await ports.rescheduleDue(registration.id, next);
  return "rescheduled";
}

async function expire(
  registration: DueRegistration,
  now: Date,
  ports: RegistrationDeadlinePorts,
): Promise<DeadlineOutcome> {
  const activity = await ports.getActivity(registration.activity_id);
  const event = buildEvent(
    inscriptionExpired,
    {
      inscription_id: registration.id,
      activity_id: registration.activity_id,
      activity_title: registration.activity_title,
      activity_date: registration.activity_date,
      participants: registration.nombre_participants,
      total_centimes: registration.total_centimes,
      deadline: registration.deadline ?? now.toISOString(),
      status: "expired",
    },
    ports.newId(),
    now,
  );
  const outcome = await ports.release({
    registration,
    from: ["pending_payment"],
    to: "expired",
    at: now,
    activityLimited: activity ? activity.places_disponibles !== null : null,
    event,
    set: { expired_at: now.toISOString() },
  });
  if (outcome === "status_changed") {
    // Paid a moment ago, or expired by a concurrent run: read again and act on what it is now.
    return handleDueRegistration(registration.id, ports);
  }
  await ports.publishAndClear([event]);
  await closeOpenCheckouts(registration, ports);
  return "expired";
}

/** Expires the open Stripe sessions: they can no longer be paid once the places are gone. */
async function closeOpenCheckouts(
  registration: DueRegistration,
  ports: RegistrationDeadlinePorts,
): Promise<void> {
  for (const method of CLOSED_AT_EXPIRY) {
    const paymentId = registration[openPaymentSlot(method)];
    const payment = paymentId ? await ports.payments.store.getPayment(paymentId) : undefined;
    if (payment) await closeCheckoutPayment(payment, "deadline", ports.payments);
  }
}
