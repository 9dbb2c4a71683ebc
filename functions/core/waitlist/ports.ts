import type { EventEnvelope } from "@shared/events/envelope";
import type { BikeChoice } from "@shared/registrations/people";
import type { Activity } from "@shared/schemas/activity";
import type { BikeCounts } from "@shared/schemas/bikes";
import type { StoredActivity } from "../activities/stored-activity";
import type { Clock } from "../clock";
import type { FleetSnapshot } from "../fleet/fleet-state";
import type { RegistrationForPayment } from "../payments/payment";
import type { RegistrationRecord, StoredParticipant } from "../registrations/create-registration";
import type { PaymentLinks } from "../registrations/links";
import type { WaitlistEntry } from "./entry";
import type { WaitlistCounters } from "./rules";

/** The outing as the waiting list reads it: stored, with the list's counters. */
export type WaitlistActivity = StoredActivity & WaitlistCounters;

/** A registration an offer created: it names the entry whose places it holds. */
export type OfferedRegistration = RegistrationRecord & { waitlist_entry_id: string };

/** How a write of the list ended: done, a condition no longer true, or a concurrent write. */
export type WaitlistWrite = "ok" | "changed" | "conflict";

/**
 * The waiting list's table, and the transactions that keep it, the outing's places and counters,
 * the registrations and the outbox in step (adapters/waitlist-repository.ts).
 */
export interface WaitlistStore {
  /** An outing's entries in order of arrival (strongly consistent). */
  list(activityId: string): Promise<WaitlistEntry[]>;
  /** An entry by its id alone (the link's). */
  findEntry(entryId: string): Promise<WaitlistEntry | undefined>;
  /** Stores the entry, counts it waiting on the outing (still shown), writes the event. */
  join(input: {
    entry: WaitlistEntry;
    stopAt: string;
    event: EventEnvelope;
  }): Promise<WaitlistWrite>;
  /**
   * Takes the places (condition: still free, the entry counted waiting), stores the registration
   * (its short reference claimed), moves the entry waiting → offered and writes the event.
   * "places": the places or the count moved; "entry": the entry no longer waits; "reference":
   * the short reference is taken.
   */
  offer(input: {
    entry: WaitlistEntry;
    registration: OfferedRegistration;
    event: EventEnvelope;
  }): Promise<"ok" | "places" | "entry" | "reference" | "conflict">;
  /** A waiting entry leaves: waiting → left, one fewer counted waiting, the event. */
  leave(input: { entry: WaitlistEntry; at: Date; event: EventEnvelope }): Promise<WaitlistWrite>;
  /**
   * An offered entry declines: offered → declined, its unpaid registration cancelled, its places
   * back on the outing, the event: the worker offers them to the next entry at once.
   */
  decline(input: {
    entry: WaitlistEntry;
    /** With the rental bikes it holds that day, given back with its places. */
    registration: Pick<
      RegistrationForPayment,
      "id" | "activity_id" | "activity_date" | "nombre_participants"
    > & { velos_location?: BikeCounts };
    activityLimited: boolean | null;
    at: Date;
    event: EventEnvelope;
  }): Promise<WaitlistWrite>;
  /**
   * The others of an offer, named on acceptance: stored on its registration (condition: unpaid,
   * the entry still offered with it) with the registrant's bike, the rental bikes and the amount;
   * the day's bikes exchanged from those it held to those now rented (none beyond the fleet as
   * read), in the same transaction. Named again while unpaid, the new list replaces the old.
   * "changed" also when the day's bikes, the fleet or the registration's bikes moved meanwhile.
   */
  nameParticipants(input: {
    entry: Pick<WaitlistEntry, "activity_id" | "entry_id">;
    inscriptionId: string;
    participants: StoredParticipant[];
    registrant?: BikeChoice;
    bikes: OfferBikes;
    totalCentimes: number;
    at: Date;
  }): Promise<WaitlistWrite>;
  /** The offer's registration ended (expired, cancelled): offered → to, once. */
  endOffer(
    entry: Pick<WaitlistEntry, "activity_id" | "entry_id">,
    inscriptionId: string,
    to: "expired" | "declined",
    at: Date,
  ): Promise<void>;
}

/** The rental bikes of an offer's registration as named: those it held, and those it now rents. */
export interface OfferBikes {
  date: string;
  held: BikeCounts;
  wanted: BikeCounts;
  /** The fleet and the day as read (needed when a size is taken more). */
  snapshot?: FleetSnapshot;
  supplementCentimes: number;
}

export interface WaitlistPorts {
  store: WaitlistStore;
  /** The rental fleet and a day's bikes (rented, blocked), read when an offer's people rent. */
  readFleetDay(date: string): Promise<FleetSnapshot>;
  getActivity(id: string): Promise<WaitlistActivity | undefined>;
  getRegistration(id: string): Promise<RegistrationForPayment | undefined>;
  paymentLinks: Pick<PaymentLinks, "check" | "linkFor" | "waitlistLinkFor">;
  publishAndClear(events: EventEnvelope[]): Promise<unknown>;
  clock: Clock;
  newId(): string;
  newShortReference(): string;
  /** WAITLIST_OFFERS_STOP_HOURS (config). */
  offersStopHours: number;
}

export type { Activity };
