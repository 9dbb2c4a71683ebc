/**
 * Stripe, as the sandbox plays it: Checkout Sessions kept in memory, their API (api.ts), their
 * hosted page (hosted-page.ts), the refunds of paid ones (refund.ts) and their webhooks (checkout.session.completed when paid,
 * checkout.session.expired when expired by the API or by time), sent through the outbox.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { ApiFailures } from "../../api-failures";
import type { SandboxClock } from "../../clock";
import {
  MethodNotOfferedError,
  type PaymentMethod,
  type PaymentOutcome,
  type SandboxProvider,
  type SandboxSessionView,
  SessionClosedError,
  SessionNotFoundError,
} from "../../provider";
import type { Delivery, WebhookOutbox } from "../../webhooks-outbox";
import { type ApiRequestInfo, handleStripeApi, type StripeApiContext } from "./api";
import {
  completeSession,
  createSessionRecord,
  expireSession,
  type SessionRecord,
  sessionResponse,
  successRedirect,
} from "./checkout-session";
import { type CheckoutEventType, checkoutEvent } from "./events";
import { type HostedPageContext, handleHostedPage, PAGE_PATH } from "./hosted-page";
import { IdempotencyStore } from "./idempotency";

export const STRIPE = "stripe";

export interface StripeProviderOptions {
  clock: SandboxClock;
  outbox: WebhookOutbox;
  failures: ApiFailures;
  /** The base of the hosted pages' URLs (known once the server listens). */
  publicBaseUrl: () => string;
  /** The one secret key accepted; without it any `sk_test_…` key is. */
  secretKey?: string;
  /** The business name the hosted page shows, as Stripe shows the account's. */
  accountName: string;
}

const report = (error: unknown) =>
  console.error("[payment-sandbox] webhook delivery failed:", error);

export class StripeProvider implements SandboxProvider {
  readonly name = STRIPE;
  private readonly records = new Map<string, SessionRecord>();
  private readonly idempotency = new IdempotencyStore();
  private readonly api: StripeApiContext;
  private readonly page: HostedPageContext;

  constructor(private readonly options: StripeProviderOptions) {
    this.api = {
      clock: options.clock,
      failures: options.failures,
      idempotency: this.idempotency,
      secretKey: options.secretKey,
      create: (input, request) => {
        const record = createSessionRecord(
          input,
          request,
          options.clock.nowSeconds(),
          (id) => `${options.publicBaseUrl()}${PAGE_PATH}${id}`,
        );
        this.records.set(record.session.id, record);
        return record;
      },
      find: (id) => this.records.get(id),
      findByPaymentIntent: (intent) =>
        [...this.records.values()].find((r) => r.session.payment_intent === intent),
      expireByApi: (record, request) => {
        expireSession(record);
        this.emit("checkout.session.expired", record, request).catch(report);
      },
      expireDue: () => {
        this.expireDue().catch(report);
      },
    };
    this.page = {
      accountName: options.accountName,
      find: (id) => this.records.get(id),
      pay: (id, method) => {
        const { record, deliveries } = this.complete(id, method);
        deliveries.catch(report);
        return successRedirect(record.session);
      },
      refuse: (id) => {
        this.refuse(id);
      },
      expireDue: () => {
        this.expireDue().catch(report);
      },
    };
  }

  async handle(req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean> {
    if (path.startsWith("/v1/")) {
      await handleStripeApi(req, res, path, this.api);
      return true;
    }
    if (path.startsWith(PAGE_PATH)) {
      await handleHostedPage(req, res, path, this.page);
      return true;
    }
    return false;
  }

  owns(sessionId: string): boolean {
    return this.records.has(sessionId);
  }

  sessions(): SandboxSessionView[] {
    return [...this.records.values()].map((record) => ({
      provider: STRIPE,
      id: record.session.id,
      status: record.session.status,
      object: sessionResponse(record, []),
      request: record.request,
      paid_with: record.paidWith,
      refusals: record.refusals,
      refunds: record.refunds,
    }));
  }

  async pay(sessionId: string, method?: PaymentMethod): Promise<PaymentOutcome> {
    const { record, deliveries } = this.complete(sessionId, method);
    return {
      session: sessionResponse(record, []),
      redirect_url: successRedirect(record.session),
      deliveries: await deliveries,
    };
  }

  refuse(sessionId: string): PaymentOutcome {
    const record = this.open(sessionId);
    record.refusals += 1;
    return {
      session: sessionResponse(record, []),
      redirect_url: record.session.cancel_url,
      deliveries: [],
    };
  }

  async expire(sessionId: string): Promise<PaymentOutcome> {
    const record = this.open(sessionId);
    expireSession(record);
    return {
      session: sessionResponse(record, []),
      redirect_url: null,
      deliveries: await this.emit("checkout.session.expired", record),
    };
  }

  /** State changes at once; the returned promise settles when the webhooks have been tried. */
  expireDue(): Promise<void> {
    const now = this.options.clock.nowSeconds();
    const sent: Promise<Delivery[]>[] = [];
    for (const record of this.records.values()) {
      if (record.session.status === "open" && record.session.expires_at <= now) {
        expireSession(record);
        sent.push(this.emit("checkout.session.expired", record));
      }
    }
    return Promise.all(sent).then(() => undefined);
  }

  reset(): void {
    this.records.clear();
    this.idempotency.reset();
  }

  private open(sessionId: string): SessionRecord {
    this.expireDue().catch(report);
    const record = this.records.get(sessionId);
    if (!record) throw new SessionNotFoundError(`No such checkout.session: '${sessionId}'`);
    if (record.session.status !== "open") {
      throw new SessionClosedError(`checkout.session ${sessionId} is ${record.session.status}`);
    }
    return record;
  }

  private complete(
    sessionId: string,
    method: PaymentMethod | undefined,
  ): { record: SessionRecord; deliveries: Promise<Delivery[]> } {
    const record = this.open(sessionId);
    if (method === undefined || !record.session.payment_method_types.includes(method)) {
      const offered = record.session.payment_method_types.join(", ");
      throw new MethodNotOfferedError(
        method === undefined
          ? `name the method: ${sessionId} offers ${offered}`
          : `${method} is not offered by ${sessionId} (${offered})`,
      );
    }
    completeSession(record, method);
    return { record, deliveries: this.emit("checkout.session.completed", record) };
  }

  private emit(
    type: CheckoutEventType,
    record: SessionRecord,
    request?: ApiRequestInfo,
  ): Promise<Delivery[]> {
    const event = checkoutEvent(type, record.session, this.options.clock.nowSeconds(), request);
    return this.options.outbox.send({
      provider: STRIPE,
      eventId: event.id,
      type,
      rawBody: JSON.stringify(event, null, 2),
    });
  }
}
