import {
  BOOKING_PARTICIPANTS,
  bookingTotalCentimes,
  isOpenForBooking,
} from "@shared/bookings/booking-offer";
import { buildEvent, type EventEnvelope } from "@shared/events/envelope";
import { inscriptionCreated } from "@shared/events/inscription-created";
import { BOOKING_ERRORS, BOOKING_FIELD_MESSAGES } from "@shared/messages/booking";
import {
  capacityMessage,
  HIDDEN_ACTIVITY_ERROR,
  REGISTRATION_ERRORS,
} from "@shared/messages/registration";
import { CANCELLED_ACTIVITY_ERROR } from "@shared/messages/team-cancellation";
import { totalCentimes } from "@shared/money";
import { paymentSchedule } from "@shared/registrations/payment-deadlines";
import { type ParticipantEntry, peopleOf, rentalsOf } from "@shared/registrations/people";
import { registrationAmount } from "@shared/registrations/pricing";
import type { Activity } from "@shared/schemas/activity";
import { type BikeCounts, bikeTotal } from "@shared/schemas/bikes";
import type { Booking } from "@shared/schemas/booking";
import { rentsBikes } from "@shared/schemas/fleet";
import { outingChecks, type Registration } from "@shared/schemas/registration";
import type { FleetSnapshot } from "../fleet/fleet-state";
import { type BikeRefusal, bikeRefusal } from "./bike-refusal";

/** A participant as stored: as named, and once she alone is cancelled, when. */
export type StoredParticipant = ParticipantEntry;

import { isMeetingPast } from "@shared/time";
import { publicPlaces, type WaitlistCounters } from "../waitlist/rules";

/** What the table adds to every registration, whatever form it came from. */
interface StoredRegistrationFields {
  id: string;
  /**
   * The reference read over the phone (« JV-7K3M-Q9 », shared/registrations/short-reference.ts),
   * unique: claimed in the transaction that stores the registration. Absent on registrations
   * stored before it existed.
   */
  short_reference?: string;
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

/** A booking of /reservation-vtt as it is asked for: one person, at the booking's fixed price. */
export type BookingRequest = Booking & { kind: "booking"; nombre_participants: number };

/** What createRegistration takes: the registration dialog's payload, or a booking. */
export type NewRegistration = (Registration & { kind?: undefined }) | BookingRequest;

/**
 * A registration as stored in the inscriptions table: the registration dialog's (no `kind`), or a
 * booking of /reservation-vtt (`kind: "booking"`, its own fields, when its terms were accepted).
 */
export type RegistrationRecord = DialogRegistrationRecord | BookingRecord;

/** Omit over each member of a union (a registration or a booking), keeping `kind` to tell them apart. */
type WithoutStatus<T> = T extends unknown ? Omit<T, "status"> : never;

/** A registration as read back from the table: its status may have moved on (paid, expired...). */
export type StoredRegistration = WithoutStatus<RegistrationRecord> & { status: string };
export type DialogRegistrationRecord = Omit<Registration, "participants"> & {
  kind?: undefined;
  /** Absent when the others were not named (a registration stored before, or an old page's). */
  participants?: StoredParticipant[];
  /** The rental bikes it holds from the day's fleet, by size (absent: none). */
  velos_location?: BikeCounts;
  /** The rental supplement per bike it was priced with (absent: none rented). */
  supplement_velo_centimes?: number;
} & StoredRegistrationFields;
export type BookingRecord = BookingRequest &
  StoredRegistrationFields & { terms_accepted_at: string };

/** A booking as the registration core sees it. */
export function bookingRequest(booking: Booking): BookingRequest {
  return { ...booking, kind: "booking", nombre_participants: BOOKING_PARTICIPANTS };
}

export interface RegistrationResponse {
  statusCode: number;
  body:
    | {
        success: true;
        activity_title: string;
        total_price: number;
        inscription_id: string;
        /** The registration's short reference, to show instead of its id. */
        short_reference: string;
        /** When it is cancelled if still unpaid (ISO instant): the server's deadline, shown as is. */
        deadline: string;
        /** When the payment reminder goes out if still unpaid (ISO instant); absent: none will. */
        remind_at?: string;
      }
    | { success: false; error: string; details?: unknown };
}

export type CommitOutcome =
  | { ok: true }
  /** The Idempotency-Key was already used: its first answer exists. */
  | { ok: false; reason: "duplicate" }
  /** The outing vanished or has no longer enough places (or its limit or its date changed). */
  | { ok: false; reason: "activity_condition" }
  /** The day's rental bikes (or the fleet, or its blocks) changed since they were read. */
  | { ok: false; reason: "bikes_condition" }
  /** Another transaction touched the same items at the same time: worth retrying. */
  | { ok: false; reason: "conflict" }
  /** The short reference drawn belongs to another registration: draw again. */
  | { ok: false; reason: "reference_taken" };

export interface CreateRegistrationPorts {
  /** The outing as stored: `masquee` true when the team hid it from the calendar. */
  getActivity(
    id: string,
  ): Promise<
    (Activity & WaitlistCounters & { masquee?: boolean; annulation?: unknown }) | undefined
  >;
  getStoredResponse(idempotencyKey: string): Promise<RegistrationResponse | undefined>;
  /** The rental fleet and the day's bikes (rented, blocked), read when someone rents a bike. */
  readFleetDay(date: string): Promise<FleetSnapshot>;
  /**
   * One atomic write: takes the places (conditionally) and the rental bikes (`bikes`: none
   * beyond the day's fleet as read), stores the registration, claims its short reference
   * (refused if taken), the answer under the idempotency key (if any) and the event in the outbox.
   */
  commit(input: {
    activity: Activity;
    registration: RegistrationRecord;
    idempotencyKey?: string;
    response: RegistrationResponse;
    event: EventEnvelope;
    bikes?: BikesTaken;
  }): Promise<CommitOutcome>;
  /** Publishes the events and clears them from the outbox; false if they were left for the sweeper. */
  publishAndClear(events: EventEnvelope[]): Promise<boolean>;
  newId(): string;
  /** Draws a short reference (drawShortReference); uniqueness is the commit's. */
  newShortReference(): string;
  now(): Date;
  /** Pause before retrying after a transaction conflict. */
  sleep?(ms: number): Promise<void>;
}

/** The rental bikes a registration takes from its outing's day, against the fleet it read. */
export interface BikesTaken {
  date: string;
  counts: BikeCounts;
  snapshot: FleetSnapshot;
}

const MAX_ATTEMPTS = 5;

const failure = (statusCode: number, error: string): RegistrationResponse => ({
  statusCode,
  body: { success: false, error },
});

/** A booking names an outing open for booking, on the date the visitor saw (shared rule). */
function bookingRefusal(
  registration: NewRegistration,
  activity: Activity,
  now: Date,
): RegistrationResponse | undefined {
  if (registration.kind !== "booking") return undefined;
  if (registration.activityDate !== activity.date) {
    return {
      statusCode: 400,
      body: {
        success: false,
        error: BOOKING_ERRORS.invalid,
        details: { activityDate: BOOKING_FIELD_MESSAGES.activityDate },
      },
    };
  }
  // Past and full outings get the registration's own answers below.
  const open = isOpenForBooking({ ...activity, date: "9999-12-31", places_disponibles: null }, now);
  return open ? undefined : failure(409, BOOKING_ERRORS.notOffered);
}

/**
 * The amount, computed here only: a booking at the spec's fixed price (CHF 129 per person), a
 * registration at the outing's stored price per person.
 */
export function registrationTotalCentimes(registration: NewRegistration, activity: Activity) {
  return registration.kind === "booking"
    ? bookingTotalCentimes(registration.nombre_participants)
    : totalCentimes(activity.prix_centimes, registration.nombre_participants);
}

/** A refusal of the dialog's payload that only the outing can tell (ages that day, bike sizes). */
function outingRefusal(
  registration: NewRegistration,
  activity: Activity,
): RegistrationResponse | undefined {
  if (registration.kind === "booking") return undefined;
  // A page loaded before participants were named (no `participants`) asks no bike size: it is
  // accepted as before, its rental left to the founders (no size, no bike counted).
  if (registration.participants === undefined) return undefined;
  const details = outingChecks(registration, activity);
  if (Object.keys(details).length === 0) return undefined;
  return {
    statusCode: 400,
    body: { success: false, error: REGISTRATION_ERRORS.invalid, details },
  };
}

/**
 * The rental bikes of a dialog's registration on an e-bike outing (none elsewhere, nor for a
 * booking, which has its own offer): one per person who rents, by size.
 */
function rentalsAsked(registration: NewRegistration, activity: Activity): BikeCounts {
  if (registration.kind === "booking" || !rentsBikes(activity)) return {};
  return rentalsOf(peopleOf(registration));
}

/** Off an e-bike outing the sizes mean nothing: they are not stored. */
function withoutSizes<T extends NewRegistration>(registration: T): T {
  if (registration.kind === "booking") return registration;
  const { taille_velo: _size, ...rest } = registration;
  return {
    ...rest,
    ...(registration.participants
      ? {
          participants: registration.participants.map(({ taille_velo: _s, ...p }) => p),
        }
      : {}),
  } as T;
}

const bikeFailure = (refusal: BikeRefusal): RegistrationResponse => ({
  statusCode: 409,
  body: { success: false, error: refusal.error, details: refusal.details },
});

/**
 * Registers a visitor for an outing, from the registration dialog or the booking page.
 * 1. A retry with a known Idempotency-Key gets the first answer back.
 * 2. The outing must exist (404) and be shown (409 when the team hid it); a booking's outing must be open for booking on the date sent
 *    (409 / 400); its meeting time must not be past in Europe/Zurich (409) and it must have
 *    enough places (409, « complète » or « il ne reste que N places »). The dialog's payload
 *    must fit the outing (outingChecks: ages on the day, bike sizes; 400 per field).
 * 3. On an e-bike outing, the rental bikes asked (one per person renting, by size) must be
 *    free that day in the fleet shared by every outing of the day (409 « Plus de vélo de
 *    location en taille M ce jour-là », on the fields that asked for it).
 * 4. The total is computed by the server (registrationTotalCentimes, plus the fleet's supplement
 *    per rental bike), never the browser's; the reminder time and the payment deadline come from
 *    the one rule (paymentSchedule).
 * 5. One transaction takes the places and the bikes and stores registration (with its short
 *    reference, claimed there), answer and outbox event; if it is cancelled, the cause decides:
 *    first answer (duplicate key), fresh capacity or bike check, a new short reference (taken),
 *    or retry.
 * 6. The event is published and cleared from the outbox (or left there for the sweeper).
 */
export async function createRegistration(
  registration: NewRegistration,
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
    // What only the outing tells: ages on its day, rental sizes on an e-bike outing. Asked of a
    // page that names the participants; an older page (no `participants`) asks neither the
    // others nor any size, and is accepted unnamed, as its schema says.
    const details =
      registration.kind === "booking" || registration.participants === undefined
        ? {}
        : outingChecks(registration, activity);
    if (Object.keys(details).length > 0) {
      return {
        statusCode: 400,
        body: { success: false, error: REGISTRATION_ERRORS.invalid, details },
      };
    }
    // Hidden by the team: closed, and the transaction below checks it again.
    // Cancelled by the founders: closed for good (checked in the transaction too).
    if (activity.annulation) return failure(409, CANCELLED_ACTIVITY_ERROR);
    if (activity.masquee) return failure(409, HIDDEN_ACTIVITY_ERROR);
    const now = ports.now();
    const refusal = bookingRefusal(registration, activity, now);
    if (refusal) return refusal;
    if (isMeetingPast(activity.date, activity.heure_rdv, now)) {
      return failure(409, REGISTRATION_ERRORS.activityPast);
    }
    const invalid = outingRefusal(registration, activity);
    if (invalid) return invalid;
    // Places freed while entries wait on the outing's list are theirs (the commit checks it too).
    const places = publicPlaces(activity, now);
    if (places !== null && places < registration.nombre_participants) {
      return failure(409, capacityMessage(places));
    }

    const rentals = rentalsAsked(registration, activity);
    let bikes: BikesTaken | undefined;
    if (bikeTotal(rentals) > 0 && registration.kind !== "booking") {
      const snapshot = await ports.readFleetDay(activity.date);
      const refusal = bikeRefusal(registration, rentals, snapshot);
      if (refusal) return bikeFailure(refusal);
      bikes = { date: activity.date, counts: rentals, snapshot };
    }
    const supplement = bikes?.snapshot.fleet.supplement_centimes ?? 0;
    const total =
      registration.kind === "booking"
        ? registrationTotalCentimes(registration, activity)
        : registrationAmount({
            pricePerPersonCentimes: activity.prix_centimes,
            participants: registration.nombre_participants,
            rentals,
            supplementCentimes: supplement,
          });
    const { remindAt, deadline } = paymentSchedule({ createdAt: now, activity });
    const shortReference = ports.newShortReference();
    const stored: StoredRegistrationFields = {
      id: ports.newId(),
      short_reference: shortReference,
      activity_title: activity.titre,
      activity_date: activity.date,
      total_centimes: total,
      status: "pending_payment",
      created_at: now.toISOString(),
      ...(remindAt ? { remind_at: remindAt.toISOString() } : {}),
      deadline: deadline.toISOString(),
    };
    const record: RegistrationRecord =
      registration.kind === "booking"
        ? { ...registration, ...stored, terms_accepted_at: stored.created_at }
        : {
            ...(rentsBikes(activity) ? registration : withoutSizes(registration)),
            ...stored,
            ...(bikes
              ? { velos_location: bikes.counts, supplement_velo_centimes: supplement }
              : {}),
          };
    const response: RegistrationResponse = {
      statusCode: 201,
      body: {
        success: true,
        activity_title: activity.titre,
        total_price: total / 100,
        inscription_id: record.id,
        short_reference: shortReference,
        deadline: deadline.toISOString(),
        ...(remindAt ? { remind_at: remindAt.toISOString() } : {}),
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
        // The count this attempt read, minus its own places: exact unless another registration
        // for the same outing commits in between (the next event then corrects the dashboard).
        places_disponibles: places === null ? null : places - registration.nombre_participants,
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
      bikes,
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
    // "reference_taken": the next turn draws another reference; nothing was written.
    // "activity_condition": the next turn re-reads the outing and answers from its fresh state
    // (404, « complète », « il ne reste que N places »), or retries if its limit changed.
    // "bikes_condition": the next turn re-reads the day's bikes and answers « Plus de vélo de
    // location en taille M ce jour-là » if the last one went meanwhile; nothing was taken.
    if (outcome.reason === "conflict") await ports.sleep?.(20 * attempt + Math.random() * 30);
  }
  return failure(503, "Trop de demandes simultanées pour cette activité. Veuillez réessayer.");
}
