import { randomUUID } from "node:crypto";
import type { WaitlistActivity, WaitlistPorts } from "@core/waitlist/ports";
import type { Adapters } from "./adapters";

/**
 * What the waiting list's use cases run on (the api's routes, its worker), with the hours before
 * the meeting when its offers stop (WAITLIST_OFFERS_STOP_HOURS).
 */
export function waitlistPorts(adapters: Adapters, offersStopHours: number): WaitlistPorts {
  return {
    store: adapters.waitlist,
    readFleetDay: adapters.fleet.snapshot,
    getActivity: (id) => adapters.activities.get(id) as Promise<WaitlistActivity | undefined>,
    getRegistration: adapters.registrations.get,
    paymentLinks: adapters.paymentLinks,
    publishAndClear: adapters.outbox.publishAndClear,
    clock: adapters.clock,
    newId: randomUUID,
    newShortReference: adapters.shortReference,
    offersStopHours,
  };
}
