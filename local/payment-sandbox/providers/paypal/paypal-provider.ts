/**
 * PayPal, as the sandbox plays it: Orders v2 kept in memory, their API (api.ts), refunds of their
 * captures (refund.ts), their approval
 * page (approval-page.ts) and their webhooks (webhooks.ts), sent through the outbox:
 * CHECKOUT.ORDER.APPROVED when the buyer approves, PAYMENT.CAPTURE.COMPLETED (or .DENIED) when the
 * merchant captures, CHECKOUT.PAYMENT-APPROVAL.REVERSED when an approved order is left uncaptured
 * until it is voided.
 *
 * Lifetimes [unconfirmed, from the spec's `order.links` text and PayPal's uncaptured-payments
 * page]: an order not approved within 3 hours, or approved but not captured within 3 hours, is
 * VOIDED here; PayPal may instead stop answering for it (404).
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
import { handlePaypalApi, isPaypalApiPath, type PaypalApiContext } from "./api";
import {
  APPROVAL_PATH,
  type ApprovalPageContext,
  approvalPageUrl,
  handleApprovalPage,
} from "./approval-page";
import { type Credentials, TokenStore } from "./oauth";
import {
  approveOrder,
  cancelRedirect,
  captureOrder,
  createOrderRecord,
  isAwaitingPayer,
  type OrderRecord,
  orderRepresentation,
  returnRedirect,
  type UrlBuilders,
  voidOrder,
} from "./order";
import { type RefundRecord, refundCapture } from "./refund";
import { RequestIdStore } from "./request-ids";
import {
  approvalReversedResource,
  type PaypalEventType,
  type PaypalWebhookSigning,
  webhookEvent,
} from "./webhooks";

export const PAYPAL = "paypal";

/** How long a buyer has to approve, and the merchant to capture once approved [unconfirmed]. */
export const APPROVAL_WINDOW_SECONDS = 3 * 60 * 60;
export const CAPTURE_WINDOW_SECONDS = 3 * 60 * 60;

export interface PaypalProviderOptions {
  clock: SandboxClock;
  outbox: WebhookOutbox;
  failures: ApiFailures;
  /** The base of the sandbox's URLs (known once the server listens). */
  publicBaseUrl: () => string;
  credentials: Credentials;
  /** The signing half of the webhook target (its URL is the outbox's). */
  signing: PaypalWebhookSigning;
  /** The business name on the approval page when the order names no brand. */
  accountName: string;
}

const report = (error: unknown) =>
  console.error("[payment-sandbox] webhook delivery failed:", error);

/** The test control only PayPal has (listed by GET /_sandbox/). */
export const PAYPAL_CONTROLS = {
  "POST /_sandbox/paypal/orders/:id/decline-capture":
    "the next capture of this order completes the order with a DECLINED capture",
};

export class PaypalProvider implements SandboxProvider {
  readonly name = PAYPAL;
  readonly controls = PAYPAL_CONTROLS;
  private readonly records = new Map<string, OrderRecord>();
  private readonly refunds: RefundRecord[] = [];
  private readonly requestIds = new RequestIdStore();
  private readonly tokens: TokenStore;
  private readonly api: PaypalApiContext;
  private readonly page: ApprovalPageContext;

  constructor(private readonly options: PaypalProviderOptions) {
    this.tokens = new TokenStore(options.credentials, options.clock);
    this.api = {
      failures: options.failures,
      tokens: this.tokens,
      requestIds: this.requestIds,
      nowMs: () => options.clock.nowMs(),
      urls: () => this.urls(),
      create: (input, request) => {
        const record = createOrderRecord(input, request, options.clock.nowMs());
        this.records.set(record.order.id, record);
        return record;
      },
      find: (id) => this.records.get(id),
      capture: (record) => {
        this.capture(record).catch(report);
      },
      refund: (captureId, body) => {
        const capture = this.captureById(captureId);
        if (!capture) return undefined;
        const earlier = this.refunds.filter((r) => r.captureId === captureId);
        const made = refundCapture(capture, earlier, body, options.clock.nowMs(), this.urls().api);
        this.refunds.push(made);
        return made;
      },
      findRefund: (id) => this.refunds.find((r) => r.refund.id === id),
      verify: (request) => options.signing.verify(request),
      publicKeyPem: () => options.signing.publicKeyPem(),
      expireDue: () => {
        this.expireDue().catch(report);
      },
    };
    this.page = {
      accountName: options.accountName,
      find: (id) => this.records.get(id),
      approve: (id) => {
        const { record, deliveries } = this.approve(id);
        deliveries.catch(report);
        return returnRedirect(record);
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
    if (isPaypalApiPath(path)) {
      await handlePaypalApi(req, res, path, this.api);
      return true;
    }
    if (path === APPROVAL_PATH) {
      await handleApprovalPage(req, res, this.page);
      return true;
    }
    return false;
  }

  owns(sessionId: string): boolean {
    return this.records.has(sessionId);
  }

  sessions(): SandboxSessionView[] {
    return [...this.records.values()].map((record) => ({
      provider: PAYPAL,
      id: record.order.id,
      status: record.order.status,
      object: orderRepresentation(record, this.urls()),
      request: record.request,
      paid_with: record.approvedAtMs === null ? null : "paypal",
      refusals: record.refusals,
      refunds: this.refunds
        .filter((r) => r.captureId === record.order.purchase_units[0].payments?.captures[0]?.id)
        .map((r) => r.refund),
    }));
  }

  /** « Payer » approves the order; the merchant's capture is what takes the money. */
  async pay(sessionId: string, method?: PaymentMethod): Promise<PaymentOutcome> {
    if (method !== undefined && method !== "paypal") {
      throw new MethodNotOfferedError(`${method} is not offered by PayPal order ${sessionId}`);
    }
    const { record, deliveries } = this.approve(sessionId);
    return {
      session: orderRepresentation(record, this.urls()),
      redirect_url: returnRedirect(record),
      deliveries: await deliveries,
    };
  }

  refuse(sessionId: string): PaymentOutcome {
    const record = this.awaitingPayer(sessionId);
    record.refusals += 1;
    return {
      session: orderRepresentation(record, this.urls()),
      redirect_url: cancelRedirect(record),
      deliveries: [],
    };
  }

  async expire(sessionId: string): Promise<PaymentOutcome> {
    const record = this.find(sessionId);
    if (record.order.status === "COMPLETED" || record.order.status === "VOIDED") {
      throw new SessionClosedError(`PayPal order ${sessionId} is ${record.order.status}`);
    }
    return {
      session: orderRepresentation(record, this.urls()),
      redirect_url: null,
      deliveries: await this.void(record),
    };
  }

  /** State changes at once; the returned promise settles when the webhooks have been tried. */
  expireDue(): Promise<void> {
    const now = this.options.clock.nowMs();
    const sent: Promise<Delivery[]>[] = [];
    for (const record of this.records.values()) {
      const approvalOver =
        isAwaitingPayer(record) && now >= record.createdAtMs + APPROVAL_WINDOW_SECONDS * 1000;
      const captureOver =
        record.order.status === "APPROVED" &&
        record.approvedAtMs !== null &&
        now >= record.approvedAtMs + CAPTURE_WINDOW_SECONDS * 1000;
      if (approvalOver || captureOver) sent.push(this.void(record));
    }
    return Promise.all(sent).then(() => undefined);
  }

  /** Arms a DECLINED capture for this order's next capture (test control). */
  declineNextCapture(sessionId: string): { order_id: string; decline_next_capture: true } {
    const record = this.find(sessionId);
    if (record.order.status === "COMPLETED" || record.order.status === "VOIDED") {
      throw new SessionClosedError(`PayPal order ${sessionId} is ${record.order.status}`);
    }
    record.declineNextCapture = true;
    return { order_id: sessionId, decline_next_capture: true };
  }

  /** The provider's own controls under /_sandbox/paypal/…; undefined when the path is not one. */
  async control(req: IncomingMessage, path: string): Promise<unknown> {
    const match = /^\/_sandbox\/paypal\/orders\/([^/]+)\/decline-capture\/*$/.exec(path);
    if (req.method === "POST" && match) {
      return this.declineNextCapture(decodeURIComponent(match[1] as string));
    }
    return undefined;
  }

  reset(): void {
    this.records.clear();
    this.refunds.length = 0;
    this.requestIds.reset();
    this.tokens.reset();
    this.options.signing.reset();
  }

  private urls(): UrlBuilders {
    const base = this.options.publicBaseUrl();
    return { api: base, approvalPage: (id) => approvalPageUrl(base, id) };
  }

  private captureById(captureId: string) {
    for (const record of this.records.values()) {
      const capture = record.order.purchase_units[0].payments?.captures.find(
        (c) => c.id === captureId,
      );
      if (capture) return capture;
    }
    return undefined;
  }

  private find(sessionId: string): OrderRecord {
    this.expireDue().catch(report);
    const record = this.records.get(sessionId);
    if (!record) throw new SessionNotFoundError(`No such PayPal order: '${sessionId}'`);
    return record;
  }

  private awaitingPayer(sessionId: string): OrderRecord {
    const record = this.find(sessionId);
    if (!isAwaitingPayer(record)) {
      throw new SessionClosedError(`PayPal order ${sessionId} is ${record.order.status}`);
    }
    return record;
  }

  private approve(sessionId: string): { record: OrderRecord; deliveries: Promise<Delivery[]> } {
    const record = this.awaitingPayer(sessionId);
    approveOrder(record, this.options.clock.nowMs());
    const resource = orderRepresentation(record, this.urls());
    return { record, deliveries: this.emit("CHECKOUT.ORDER.APPROVED", resource) };
  }

  private capture(record: OrderRecord): Promise<Delivery[]> {
    const capture = captureOrder(record, this.options.clock.nowMs(), this.urls().api);
    const type =
      capture.status === "COMPLETED" ? "PAYMENT.CAPTURE.COMPLETED" : "PAYMENT.CAPTURE.DENIED";
    return this.emit(type, {
      ...capture,
      supplementary_data: { related_ids: { order_id: record.order.id } },
    });
  }

  private void(record: OrderRecord): Promise<Delivery[]> {
    const wasApproved = record.order.status === "APPROVED";
    voidOrder(record, this.options.clock.nowMs());
    if (!wasApproved) return Promise.resolve([]);
    return this.emit("CHECKOUT.PAYMENT-APPROVAL.REVERSED", approvalReversedResource(record.order));
  }

  private emit(type: PaypalEventType, resource: unknown): Promise<Delivery[]> {
    const event = webhookEvent(type, resource, this.options.clock.nowMs());
    return this.options.outbox.send({
      provider: PAYPAL,
      eventId: event.id,
      type,
      rawBody: JSON.stringify(event),
    });
  }
}
