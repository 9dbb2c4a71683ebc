import { buildEvent, type EventEnvelope } from "@shared/events/envelope";
import { NewsletterSubscriptionRequested } from "@shared/events/newsletter-subscription-requested";
import type { NewsletterSubscription, SubscriberStatus } from "@shared/schemas/newsletter";
import { type PublishAndClear, publishOrLeaveForSweeper } from "../forms/form-outbox";
import { addressFingerprint } from "./address-fingerprint";

/** A newsletter subscriber (table keyed by e-mail; found by id for the notifier, by token for links). */
export interface Subscriber {
  email: string;
  subscriber_id: string;
  /** Secret of the confirmation and unsubscribe links. */
  token: string;
  status: SubscriberStatus;
  created_at: string;
  updated_at: string;
  confirmed_at?: string;
  unsubscribed_at?: string;
  /**
   * While pending: when the confirmation was last asked for. A sign-up never confirmed is erased
   * 30 days after it (shared/data-protection/retention.ts), by the retention job.
   */
  requested_at?: string;
}

export interface NewsletterPorts {
  newId(): string;
  newToken(): string;
  now(): Date;
  findByEmail(email: string): Promise<Subscriber | undefined>;
  findByToken(token: string): Promise<Subscriber | undefined>;
  /**
   * Writes the subscriber and the outbox item of its event in one transaction, only if the stored
   * status is still `expected` (undefined: no subscriber yet). False when someone changed it first.
   */
  saveWithEvent(
    subscriber: Subscriber,
    event: EventEnvelope,
    expected: SubscriberStatus | undefined,
  ): Promise<boolean>;
  /** Moves a subscriber from one of `from` to `to`; false when its status was not in `from`. */
  changeStatus(
    email: string,
    from: SubscriberStatus[],
    to: SubscriberStatus,
    at: string,
  ): Promise<boolean>;
  /**
   * Unsubscribes for good: the subscriber's record (keyed by its address) is replaced, in one
   * transaction, by its opt-out keyed by `fingerprint`, with its id, token and dates but no
   * address; only while its status is still one of `from`. False when it changed first.
   */
  replaceByOptOut(
    subscriber: Subscriber,
    fingerprint: string,
    from: SubscriberStatus[],
    at: string,
  ): Promise<boolean>;
  publishAndClear: PublishAndClear;
}

export type SubscribeOutcome = "confirmation_sent" | "already_confirmed";

/**
 * Asks for a subscription (double opt-in).
 * 1. An address already confirmed: nothing to do, nothing is sent (subscribing twice is no error).
 * 2. A pending address keeps its token and gets the confirmation again; an unsubscribed one
 *    starts over with a fresh token; a new one is stored as pending.
 * 3. The subscriber and NewsletterSubscriptionRequested (id only) are written together, then the
 *    event is published; the notifier sends the confirmation e-mail.
 */
export async function requestSubscription(
  input: NewsletterSubscription,
  ports: NewsletterPorts,
): Promise<SubscribeOutcome> {
  const existing = await ports.findByEmail(input.email);
  if (existing?.status === "confirmed") return "already_confirmed";

  const now = ports.now();
  const at = now.toISOString();
  const subscriber: Subscriber =
    existing?.status === "pending"
      ? { ...existing, updated_at: at, requested_at: at }
      : {
          email: input.email,
          subscriber_id: existing?.subscriber_id ?? ports.newId(),
          token: ports.newToken(),
          status: "pending",
          created_at: existing?.created_at ?? at,
          updated_at: at,
          requested_at: at,
        };
  const event = buildEvent(
    NewsletterSubscriptionRequested,
    { subscriber_id: subscriber.subscriber_id },
    ports.newId(),
    now,
  );
  const saved = await ports.saveWithEvent(subscriber, event, existing?.status);
  // Lost a race with an identical request: that one sends the confirmation.
  if (!saved) return "confirmation_sent";
  await publishOrLeaveForSweeper(ports.publishAndClear, [event]);
  return "confirmation_sent";
}

export type ConfirmOutcome = "confirmed" | "already_confirmed" | "unsubscribed" | "unknown";

/** Confirms the subscription whose link was followed. Safe to follow twice. */
export async function confirmSubscription(
  token: string,
  ports: NewsletterPorts,
): Promise<ConfirmOutcome> {
  const subscriber = await ports.findByToken(token);
  if (!subscriber) return "unknown";
  if (subscriber.status === "confirmed") return "already_confirmed";
  if (subscriber.status === "unsubscribed") return "unsubscribed";
  const changed = await ports.changeStatus(
    subscriber.email,
    ["pending"],
    "confirmed",
    ports.now().toISOString(),
  );
  return changed ? "confirmed" : "already_confirmed";
}

export type UnsubscribeOutcome = "unsubscribed" | "unknown";

/**
 * What the unsubscribe link shows before anything changes (a GET never unsubscribes: mail
 * scanners follow links): a question with a button, a note that it is already done, or the
 * invalid-link page.
 */
export type UnsubscribeQuestion = "ask" | "already_unsubscribed" | "unknown";

export async function unsubscribeQuestion(
  token: string,
  ports: Pick<NewsletterPorts, "findByToken">,
): Promise<UnsubscribeQuestion> {
  const subscriber = await ports.findByToken(token);
  if (!subscriber) return "unknown";
  return subscriber.status === "unsubscribed" ? "already_unsubscribed" : "ask";
}

/**
 * Unsubscribes, by the button of the unsubscribe page or the RFC 8058 one-click POST that mail
 * programs send. Safe to repeat. The address goes at once: only its fingerprint stays, with the
 * token (the link still says « déjà désinscrit ») and the dates that prove the opt-out. Subscribing
 * again later starts a new sign-up, confirmed by e-mail as any other.
 */
export async function unsubscribe(
  token: string,
  ports: NewsletterPorts,
): Promise<UnsubscribeOutcome> {
  const subscriber = await ports.findByToken(token);
  if (!subscriber) return "unknown";
  if (subscriber.status !== "unsubscribed") {
    await ports.replaceByOptOut(
      subscriber,
      addressFingerprint(subscriber.email),
      ["pending", "confirmed"],
      ports.now().toISOString(),
    );
  }
  return "unsubscribed";
}
