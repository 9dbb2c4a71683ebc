import { randomUUID } from "node:crypto";
import type { TeamActivityPorts } from "@core/activities/ports";
import type { Stores } from "./stores";

/**
 * The founders' outings (list, create, edit, hide, participants): the stores alone, no payment
 * provider's client, so that the team function's bundle stays small.
 */
export function teamActivityPorts(stores: Stores): TeamActivityPorts {
  return {
    activities: stores.activities,
    registrations: stores.registrations,
    getPayment: stores.paymentRecords.getPayment,
    fleet: stores.fleet,
    writes: stores.activityWrites,
    getStoredAnswer: stores.idempotency.getStoredResponse,
    publishAndClear: stores.outbox.publishAndClear,
    clock: stores.clock,
    newId: randomUUID,
  };
}
