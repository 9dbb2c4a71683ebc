import type { EventEnvelope } from "@shared/events/envelope";
import type { BikeCounts, BikeSize } from "@shared/schemas/bikes";
import type { RegistrationRecord } from "./create-registration";

/**
 * The port through which a registration ends and gives its places and rental bikes back (expiry,
 * cancellation):
 * adapters/registrations-repository.ts `registrationRelease` does it in one transaction.
 */
export interface RegistrationRelease {
  registration: Pick<RegistrationRecord, "id" | "activity_id" | "nombre_participants"> & {
    /** The outing's day, whose fleet gets the rental bikes back. */
    activity_date: string;
    /** The rental bikes it holds (absent: none). */
    velos_location?: BikeCounts;
  };
  /** The statuses the registration may be in (it is left alone otherwise). */
  from: readonly string[];
  /** Its new status: "expired", "cancelled"... */
  to: string;
  at: Date;
  /** Whether the outing counts its places (places_disponibles not null); null: the outing is gone. */
  activityLimited: boolean | null;
  /** The event of the change, written to the outbox in the same transaction. */
  event: EventEnvelope;
  /** More fields of the registration to set (cancelled_by, expired_at...). */
  set?: Record<string, unknown>;
}

export type ReleaseRegistration = (
  release: RegistrationRelease,
) => Promise<"released" | "status_changed">;

/**
 * The port through which one participant of a registration is cancelled alone:
 * adapters/registrations-repository.ts `participantRelease` does it in one transaction (her
 * `annule_le`, one person and her share fewer, her bike, her place back to the outing and the day's
 * fleet, the event).
 */
export interface ParticipantRelease {
  registration: Pick<RegistrationRecord, "id" | "activity_id" | "activity_date">;
  /** Her position (1 = participants[0]). */
  position: number;
  /** The statuses the registration may be in (it is left alone otherwise). */
  from: readonly string[];
  /** Her share of the amount, taken off `total_centimes`. */
  shareCentimes: number;
  /** Her rental bike's size, when she holds one (taken off `velos_location`, given back). */
  bikeSize?: BikeSize;
  at: Date;
  /** Whether the outing counts its places; null: the outing is gone. */
  activityLimited: boolean | null;
  event: EventEnvelope;
}

export type ReleaseParticipant = (
  release: ParticipantRelease,
) => Promise<"released" | "already_changed">;

/** A late request for one participant: recorded on her line with its event, once. */
export type RequestParticipantCancellation = (request: {
  registrationId: string;
  position: number;
  from: readonly string[];
  at: Date;
  event: EventEnvelope;
}) => Promise<"recorded" | "already_recorded">;
