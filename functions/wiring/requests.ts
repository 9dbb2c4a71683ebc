import { randomUUID } from "node:crypto";
import type { RequestKind } from "@core/requests/set-request-status";
import type { Stores } from "./stores";

/** The founders' lists: quote requests (with their payments), contact messages. */
export function requestListPorts(
  stores: Pick<Stores, "quoteRequests" | "contactMessages" | "paymentRecords">,
) {
  return {
    quotes: { quotes: stores.quoteRequests.inbox, getPayment: stores.paymentRecords.getPayment },
    messages: { messages: stores.contactMessages.inbox },
  };
}

/** A request's handling status set by a founder, with its event. */
export function requestStatusPorts(
  stores: Pick<Stores, "quoteRequests" | "contactMessages" | "clock" | "outbox">,
  kind: RequestKind,
) {
  return {
    clock: stores.clock,
    newId: randomUUID,
    publishAndClear: stores.outbox.publishAndClear,
    inbox: kind === "quote" ? stores.quoteRequests.inbox : stores.contactMessages.inbox,
  };
}
