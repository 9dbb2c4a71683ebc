import { buildEvent, type EventEnvelope } from "../../shared/events/envelope";
import { inscriptionCreated } from "../../shared/events/inscription-created";
import { capacityMessage, REGISTRATION_ERRORS } from "../../shared/messages/registration";
import { totalCentimes } from "../../shared/money";
import { paymentSchedule } from "../../shared/registrations/payment-deadlines";
import type { Activity } from "../../shared/schemas/activity";
import type { Registration } from "../../shared/schemas/registration";
import { isMeetingPast } from "../../shared/time";

/** A registration as stored in the inscriptions table. */
export interface RegistrationRecord extends Registration {
  id: string;
  activity_title: string;
  activity_date: string;
  total_centimes: number;
  status: "pending_payment";
  created_at: string;
  /** When the one payment reminder is due (shared/registrations/payment-deadlines.ts); absent: none. */
  remind_at?: string;
  /**
   * When it expires if still unpaid; a bank transfer chosen later pushes it back. Absent on
   * registrations stored before the rule (their payment link runs until the meeting time).
   */
  deadline?: string;
}

export interface RegistrationResponse {
  statusCode: number;
  body:
    | { success: true; activity_title: string; total_price: number; inscription_id: string }
    | { success: false; error: string; details?: unknown };
}

export type CommitOutcome =
  | { ok: true }
  /** The Idempotency-Key was already used: its first answer exists. */
  | { ok: false; reason: "duplicate" }
  /** The outing vanished or has no longer enough places (or its limit changed). */
  | { ok: false; reason: "activity_condition" }
  /** Another transaction touched the same items at the same time: worth retrying. */
  | { ok: false; reason: "conflict" };

export interface CreateRegistrationPorts {
  getActivity(id: string): Promise<Activity | undefined>;
  getStoredResponse(idempotencyKey: string): Promise<RegistrationResponse | undefined>;
  /**
   * One atomic write: takes the places (conditionally), stores the registration, the answer under
   * the idempotency key (if any) and the event in the outbox.
   */
  commit(input: {
    activity: Activity;
    registration: RegistrationRecord;
    idempotencyKey?: string;
    response: RegistrationResponse;
    event: EventEnvelope;
  }): Promise<CommitOutcome>;
  /** Publishes the events and clears them from the outbox; false if they were left for the sweeper. */
  publishAndClear(events: EventEnvelope[]): Promise<boolean>;
  newId(): string;
  now(): Date;
  /** Pause before retrying after a transaction conflict. */
  sleep?(ms: number): Promise<void>;
}

const MAX_ATTEMPTS = 5;

const failure = (statusCode: number, error: string): RegistrationResponse => ({
  statusCode,
  body: { success: false, error },
});

/**
 * Registers a visitor for an outing.
 * 1. A retry with a known Idempotency-Key gets the first answer back.
 * 2. The outing must exist (404), its meeting time not be past in Europe/Zurich (409) and it must
 *    have enough places (409, « complète » or « il ne reste que N places »).
 * 3. The total is the stored price per person times the participants (never the browser's); the
 *    reminder time and the payment deadline come from the one rule (paymentSchedule).
 * 4. One transaction takes the places and stores registration, answer and outbox event; if it is
 *    cancelled, the cause decides: first answer (duplicate key), fresh capacity check, or retry.
 * 5. The event is published and cleared from the outbox (or left there for the sweeper).
 */
export async function createRegistration(
  registration: Registration,
  idempotencyKey: string | undefined,
  ports: CreateRegistrationPorts,
): Promise<RegistrationResponse> {
  if (idempotencyKey) {
    const stored = await ports.getStoredResponse(idempotencyKey);
    if (stored) return stored;
  }

  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const activity = await ports.getActivity(registration.activity_id);
    if (!activity) return failure(404, REGISTRATION_ERRORS.activityNotFound);
    const now = ports.now();
    if (isMeetingPast(activity.date, activity.heure_rdv, now)) {
      return failure(409, REGISTRATION_ERRORS.activityPast);
    }
    const places = activity.places_disponibles;
    if (places !== null && places < registration.nombre_participants) {
      return failure(409, capacityMessage(places));
    }

    const total = totalCentimes(activity.prix_centimes, registration.nombre_participants);
    const { remindAt, deadline } = paymentSchedule({ createdAt: now, activity });
    const record: RegistrationRecord = {
      ...registration,
      id: ports.newId(),
      activity_title: activity.titre,
      activity_date: activity.date,
      total_centimes: total,
      status: "pending_payment",
      created_at: now.toISOString(),
      ...(remindAt ? { remind_at: remindAt.toISOString() } : {}),
      deadline: deadline.toISOString(),
    };
    const response: RegistrationResponse = {
      statusCode: 201,
      body: {
        success: true,
        activity_title: activity.titre,
        total_price: total / 100,
        inscription_id: record.id,
      },
    };
    const event = buildEvent(
      inscriptionCreated,
      {
        inscription_id: record.id,
        activity_id: activity.id,
        activity_title: activity.titre,
        activity_date: activity.date,
        participants: registration.nombre_participants,
        total_centimes: total,
        status: "pending_payment",
      },
      ports.newId(),
      now,
    );

    const outcome = await ports.commit({
      activity,
      registration: record,
      idempotencyKey,
      response,
      event,
    });
    if (outcome.ok) {
      await ports.publishAndClear([event]);
      return response;
    }
    if (outcome.reason === "duplicate" && idempotencyKey) {
      const stored = await ports.getStoredResponse(idempotencyKey);
      if (stored) return stored;
      return failure(409, REGISTRATION_ERRORS.idempotencyInProgress);
    }
    // "activity_condition": the next turn re-reads the outing and answers from its fresh state
    // (404, « complète », « il ne reste que N places »), or retries if its limit changed.
    if (outcome.reason === "conflict") await ports.sleep?.(20 * attempt + Math.random() * 30);
  }
  return failure(503, "Trop de demandes simultanées pour cette activité. Veuillez réessayer.");
}
