import type { EventEnvelope } from "@shared/events/envelope";
import type { Clock } from "../clock";
import type { FleetSnapshot } from "../fleet/fleet-state";
import type { Payment, RegistrationForPayment } from "../payments/payment";
import type { PlacesWrite } from "./change-rules";
import type { PastPosition } from "./past-cursor";
import type { ActivityFields, StoredActivity } from "./stored-activity";

/** A write's outcome: done, its condition failed, or another transaction touched the outing. */
export type WriteOutcome = "ok" | "condition" | "conflict";

/** An answer as the team API gives it (status and JSON body), kept under an Idempotency-Key. */
export interface TeamAnswer<Body = unknown> {
  statusCode: number;
  body: Body;
}

/** The team's writes on an outing, each with its event in the same transaction. */
export interface ActivityWrites {
  create(input: {
    activity: StoredActivity;
    event: EventEnvelope;
    idempotency?: { recordKey: string; response: TeamAnswer };
  }): Promise<WriteOutcome | "duplicate">;
  change(input: {
    id: string;
    fields: ActivityFields;
    places: PlacesWrite;
    now: string;
    event: EventEnvelope;
  }): Promise<WriteOutcome>;
  setHidden(input: {
    id: string;
    hidden: boolean;
    now: string;
    event: EventEnvelope;
  }): Promise<WriteOutcome>;
}

/** What the team's use cases read and write through (the team function and the CLI alike). */
export interface TeamActivityPorts {
  activities: {
    /** The outings from a date (yyyy-mm-dd) on, hidden and cancelled ones included, by start. */
    listFrom(date: string): Promise<StoredActivity[]>;
    /** A page of the outings before `today`, hidden and cancelled ones included, newest first. */
    listPastStoredPage(page: {
      today: string;
      after?: PastPosition;
      size: number;
    }): Promise<{ activities: StoredActivity[]; next: PastPosition | null }>;
    get(id: string): Promise<StoredActivity | undefined>;
  };
  registrations: {
    listByActivity(activityId: string): Promise<RegistrationForPayment[]>;
    get(id: string): Promise<RegistrationForPayment | undefined>;
  };
  getPayment(id: string): Promise<Payment | undefined>;
  /** The day's rental bikes (shared by every outing of the day), for an e-bike outing's view. */
  fleet?: { snapshot(date: string): Promise<FleetSnapshot> };
  writes: ActivityWrites;
  getStoredAnswer(recordKey: string): Promise<TeamAnswer | undefined>;
  publishAndClear(events: EventEnvelope[]): Promise<boolean>;
  clock: Clock;
  newId(): string;
}
