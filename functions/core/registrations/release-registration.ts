import type { EventEnvelope } from "@shared/events/envelope";
import type { BikeCounts } from "@shared/schemas/bikes";
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
