import { randomBytes, randomUUID } from "node:crypto";
import type { NewsletterPorts } from "@core/newsletter/subscription";
import type { Adapters } from "./adapters";

/** The newsletter's double opt-in: subscription, confirmation link, unsubscribe. */
export function newsletterPorts(
  adapters: Pick<Adapters, "newsletterSubscribers" | "outbox" | "clock">,
): NewsletterPorts {
  const subscribers = adapters.newsletterSubscribers;
  return {
    newId: randomUUID,
    newToken: () => randomBytes(32).toString("base64url"),
    now: adapters.clock.now,
    findByEmail: subscribers.findByEmail,
    findByToken: subscribers.findByToken,
    saveWithEvent: subscribers.saveWithEvent,
    changeStatus: subscribers.changeStatus,
    replaceByOptOut: subscribers.replaceByOptOut,
    publishAndClear: adapters.outbox.publishAndClear,
  };
}
