import { randomUUID } from "node:crypto";
import type { ContactMessagePorts } from "@core/contact/contact-message";
import type { Adapters } from "./adapters";

/** The contact form's message: stored with its event, published. */
export function contactPorts(
  adapters: Pick<Adapters, "contactMessages" | "outbox" | "clock">,
): ContactMessagePorts {
  return {
    newId: randomUUID,
    now: adapters.clock.now,
    saveWithEvent: adapters.contactMessages.saveWithEvent,
    publishAndClear: adapters.outbox.publishAndClear,
  };
}
