/**
 * Every webhook the sandbox sends goes through this outbox, whatever the provider: it signs each
 * delivery at the moment it is sent (with the provider's own signer), records every attempt, and
 * obeys the test controls (hold and release in order or reversed, duplicate, drop). A delivery
 * that fails (no answer, or an answer outside 2xx) stays "failed" until retried.
 */
import type { SandboxClock } from "./clock";
import { randomId } from "./ids";

/** The headers a provider adds to a webhook: its signature, its user agent. */
export interface WebhookSigner {
  headers(rawBody: string, timestampSeconds: number): Record<string, string>;
}

/** Where a provider's webhooks go, and how they are signed. */
export interface WebhookTarget {
  url: string;
  signer: WebhookSigner;
}

export interface OutgoingWebhook {
  provider: string;
  /** The provider's event id (evt_… for Stripe): the receiver deduplicates on it. */
  eventId: string;
  type: string;
  /** Exactly the bytes sent, and signed. */
  rawBody: string;
  /** Headers that stay the same on every copy and retry (Shopify's X-Shopify-Webhook-Id…). */
  headers?: Record<string, string>;
}

export type DeliveryState = "held" | "sending" | "delivered" | "failed" | "dropped";

export interface DeliveryAttempt {
  at: string;
  /** The receiver's HTTP status, when it answered. */
  status?: number;
  /** Why no answer came (refused connection, timeout, no endpoint configured). */
  error?: string;
  /** The headers of this attempt: the webhook's own, and its signature (signed afresh each time). */
  headers: Record<string, string>;
}

export interface Delivery {
  id: string;
  provider: string;
  event_id: string;
  type: string;
  url: string | null;
  state: DeliveryState;
  /** 1 for the webhook itself, 2.. for the copies asked by duplicate-next. */
  copy: number;
  attempts: DeliveryAttempt[];
  raw_body: string;
  /** The webhook's own headers, sent with every attempt besides the signature's. */
  headers: Record<string, string>;
}

export type ReleaseOrder = "sent" | "reverse";

export interface OutboxOptions {
  targets: Record<string, WebhookTarget | undefined>;
  clock: SandboxClock;
  /** How long a receiver may take to answer (Stripe allows a few seconds too). */
  timeoutMs?: number;
}

const isSuccess = (status: number) => status >= 200 && status < 300;

export class WebhookOutbox {
  private readonly deliveries: Delivery[] = [];
  private readonly inFlight = new Set<Promise<unknown>>();
  private holding = false;
  private dropsArmed = 0;
  private duplicate: { times: number; concurrent: boolean } | undefined;

  constructor(private readonly options: OutboxOptions) {}

  /** Sends (or holds, drops, duplicates) one webhook; resolves when its attempts are done. */
  send(webhook: OutgoingWebhook): Promise<Delivery[]> {
    const url = this.options.targets[webhook.provider]?.url ?? null;
    const make = (copy: number, state: DeliveryState): Delivery => {
      const delivery: Delivery = {
        id: randomId("whd_", 16),
        provider: webhook.provider,
        event_id: webhook.eventId,
        type: webhook.type,
        url,
        state,
        copy,
        attempts: [],
        raw_body: webhook.rawBody,
        headers: { ...webhook.headers },
      };
      this.deliveries.push(delivery);
      return delivery;
    };

    // Drop wins over duplicate: a duplicate asked for stays armed for the next webhook.
    if (this.dropsArmed > 0) {
      this.dropsArmed -= 1;
      return Promise.resolve([make(1, "dropped")]);
    }
    const duplicate = this.duplicate ?? { times: 1, concurrent: false };
    this.duplicate = undefined;
    const copies = Array.from({ length: duplicate.times }, (_, i) =>
      make(i + 1, this.holding ? "held" : "sending"),
    );
    if (this.holding) return Promise.resolve(copies);
    return this.track(this.attemptAll(copies, duplicate.concurrent)).then(() => copies);
  }

  hold(): void {
    this.holding = true;
  }

  /** Stops holding and sends what was held, in the order it was held or reversed. */
  release(order: ReleaseOrder = "sent"): Promise<Delivery[]> {
    this.holding = false;
    const held = this.deliveries.filter((d) => d.state === "held");
    if (order === "reverse") held.reverse();
    for (const delivery of held) delivery.state = "sending";
    return this.track(this.attemptAll(held, false)).then(() => held);
  }

  /** The next webhook is sent `times` times (same event, same id), one after another or at once. */
  duplicateNext(times: number, concurrent = false): void {
    this.duplicate = { times, concurrent };
  }

  /** The next `count` webhooks are recorded as dropped and never sent. */
  dropNext(count = 1): void {
    this.dropsArmed += count;
  }

  /** Sends again every failed delivery (or only the one given). */
  retryFailed(deliveryId?: string): Promise<Delivery[]> {
    const failed = this.deliveries.filter(
      (d) => d.state === "failed" && (deliveryId === undefined || d.id === deliveryId),
    );
    for (const delivery of failed) delivery.state = "sending";
    return this.track(this.attemptAll(failed, false)).then(() => failed);
  }

  list(): Delivery[] {
    return this.deliveries.map((d) => ({ ...d, attempts: [...d.attempts] }));
  }

  status(): { holding: boolean; drops_armed: number; duplicate_next: number } {
    return {
      holding: this.holding,
      drops_armed: this.dropsArmed,
      duplicate_next: this.duplicate?.times ?? 1,
    };
  }

  /** Resolves when no delivery is under way. */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  reset(): void {
    this.deliveries.length = 0;
    this.holding = false;
    this.dropsArmed = 0;
    this.duplicate = undefined;
  }

  private track<T>(work: Promise<T>): Promise<T> {
    this.inFlight.add(work);
    return work.finally(() => this.inFlight.delete(work));
  }

  private async attemptAll(deliveries: Delivery[], concurrent: boolean): Promise<void> {
    if (concurrent) {
      await Promise.all(deliveries.map((d) => this.attempt(d)));
      return;
    }
    for (const delivery of deliveries) await this.attempt(delivery);
  }

  private async attempt(delivery: Delivery): Promise<void> {
    const target = this.options.targets[delivery.provider];
    const at = new Date(this.options.clock.nowMs()).toISOString();
    if (!target) {
      delivery.attempts.push({ at, error: "no webhook endpoint configured", headers: {} });
      delivery.state = "failed";
      return;
    }
    const headers = {
      ...delivery.headers,
      ...target.signer.headers(delivery.raw_body, this.options.clock.nowSeconds()),
    };
    try {
      const response = await fetch(target.url, {
        method: "POST",
        headers: { "content-type": "application/json; charset=utf-8", ...headers },
        body: delivery.raw_body,
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
      await response.arrayBuffer();
      delivery.attempts.push({ at, status: response.status, headers });
      delivery.state = isSuccess(response.status) ? "delivered" : "failed";
    } catch (error) {
      const cause = error instanceof Error ? (error.cause ?? error) : error;
      const message = cause instanceof Error ? cause.message : String(cause);
      delivery.attempts.push({ at, error: message, headers });
      delivery.state = "failed";
    }
  }
}
