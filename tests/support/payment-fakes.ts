/**
 * In-memory ports for the payment use cases: a store that honours the same conditions as the
 * DynamoDB transactions, a checkout provider with Stripe's idempotency, a wallet with PayPal's
 * (one order per payment, one capture per order), a QR-bill stand-in.
 */

import { payableOf } from "@core/payments/payable";
import {
  type OpenPaymentSlot,
  openPaymentSlot,
  type Payment,
  type QuoteRequestForPayment,
  type RegistrationForPayment,
} from "@core/payments/payment";
import type { QrBillPort } from "@core/payments/ports/bank-transfer";
import {
  type CheckoutProvider,
  CheckoutProviderError,
  type CheckoutRequest,
  type CheckoutState,
  type QrCodePort,
} from "@core/payments/ports/checkout";
import type { PaymentStore } from "@core/payments/ports/payment-store";
import type { WalletOrderState, WalletProvider } from "@core/payments/ports/wallet";
import { RECONCILE_AFTER_MS, RECONCILED_PROVIDERS } from "@core/payments/reconcile-payment";
import type { StartPaymentPorts } from "@core/payments/start-payment";
import type { DialogRegistrationRecord } from "@core/registrations/create-registration";
import { paymentLinks } from "@core/registrations/links";
import type { EventEnvelope } from "@shared/events/envelope";
import type { Registration } from "@shared/schemas/registration";
import { anActivity, validRegistration } from "./registration-fixtures";

/** The key the fakes sign payment links with (the functions' own is PAYMENT_LINK_SECRET). */
export const TEST_PAYMENT_LINK_SECRET = "payment-link-secret-of-the-unit-tests-0123456789";

/** The activity of aRegistration(): 10 May 2026, meeting at 09:00 in Saint-Cergue. */
export const registrationActivity = anActivity({
  id: "act-1",
  titre: "Crêtes du Jura",
  date: "2026-05-10",
  heure_rdv: "09:00",
});

/** A stored registration of 2 people (CHF 150.00), the visitor of the registration tests. */
export function aRegistration(
  overrides: Partial<RegistrationForPayment> = {},
): RegistrationForPayment {
  const base: DialogRegistrationRecord = {
    ...(validRegistration("act-1") as Registration),
    id: "reg-1",
    activity_title: "Crêtes du Jura",
    activity_date: "2026-05-10",
    total_centimes: 15000,
    status: "pending_payment",
    created_at: "2026-05-01T07:00:00.000Z",
  };
  return { ...base, ...overrides } as RegistrationForPayment;
}

/** A company's stored quote request (no status until its first direct payment). */
export function aQuoteRequest(
  overrides: Partial<QuoteRequestForPayment> = {},
): QuoteRequestForPayment {
  return {
    id: "quote-1",
    companyName: "Fromagerie du Jura SA",
    contactName: "Claire Dubois",
    email: "claire.dubois@fromagerie.test",
    phone: "+41 79 555 12 34",
    participants: "6-8",
    date: "2026-06-12",
    comments: "Sortie d'équipe en juin",
    created_at: "2026-05-01T07:00:00.000Z",
    ...overrides,
  };
}

export class FakePaymentStore implements PaymentStore {
  registrations = new Map<string, RegistrationForPayment>();
  quoteRequests = new Map<string, QuoteRequestForPayment>();
  payments = new Map<string, Payment>();
  providerEvents = new Set<string>();
  outbox: EventEnvelope[] = [];
  /** Idempotency-Key -> payment id, written with the payment or its checkout. */
  answers = new Map<string, string>();
  /** The next reads of a registration answer as before another request filled its slots. */
  staleRegistrationReads = 0;
  /** Free places per activity (null: no limit); an activity absent here is gone. */
  activityPlaces = new Map<string, number | null>([[registrationActivity.id, 10]]);

  async getActivityPlaces(id: string) {
    const places = this.activityPlaces.get(id);
    return places === undefined ? undefined : { places_disponibles: places };
  }

  async getRegistration(id: string) {
    const r = this.registrations.get(id);
    if (!r) return undefined;
    if (this.staleRegistrationReads > 0) {
      this.staleRegistrationReads -= 1;
      return {
        ...r,
        open_card_payment_id: undefined,
        open_virement_payment_id: undefined,
        open_twint_payment_id: undefined,
      };
    }
    return { ...r };
  }
  async getQuoteRequest(id: string) {
    const q = this.quoteRequests.get(id);
    return q ? { ...q } : undefined;
  }
  /** The stored record of a payment's target, as the DynamoDB store updates it. */
  private targetOf(payment: Payment):
    | (Partial<Record<OpenPaymentSlot, string>> & {
        status?: string;
        paid_payment_id?: string;
        deadline?: string;
      })
    | undefined {
    const ref = payableOf(payment);
    return ref.kind === "registration"
      ? this.registrations.get(ref.id)
      : this.quoteRequests.get(ref.id);
  }
  async getPayment(id: string) {
    const p = this.payments.get(id);
    return p ? { ...p } : undefined;
  }
  async findPaymentsByBankReference(reference: string) {
    return [...this.payments.values()].filter((p) => p.bank_reference === reference);
  }
  async findPendingDue(dueBy: Date) {
    return [...this.payments.values()]
      .filter(
        (p) =>
          p.status === "pending" &&
          RECONCILED_PROVIDERS.includes(p.provider) &&
          Date.parse(p.created_at) + RECONCILE_AFTER_MS <= dueBy.getTime(),
      )
      .map((p) => p.id);
  }
  async open(input: Parameters<PaymentStore["open"]>[0]) {
    const { payment, replaces, events, idempotencyKey } = input;
    const target = this.targetOf(payment);
    if (!target || (target.status ?? "pending_payment") !== "pending_payment")
      return "conflict" as const;
    const slot = openPaymentSlot(payment.method);
    if (target[slot] !== replaces) return "conflict" as const;
    if (idempotencyKey && this.answers.has(idempotencyKey)) return "conflict" as const;
    this.payments.set(payment.id, { ...payment });
    target[slot] = payment.id;
    target.status ??= "pending_payment";
    if (input.deadline) target.deadline = input.deadline;
    this.outbox.push(...events);
    if (idempotencyKey) this.answers.set(idempotencyKey, payment.id);
    return "stored" as const;
  }
  async attachCheckout(input: Parameters<PaymentStore["attachCheckout"]>[0]) {
    const payment = this.payments.get(input.paymentId);
    if (payment?.status !== "pending") return "conflict" as const;
    if (input.idempotencyKey && this.answers.has(input.idempotencyKey)) return "conflict" as const;
    payment.provider_ref = input.providerRef;
    payment.redirect_url = input.redirectUrl;
    this.outbox.push(...input.events);
    if (input.idempotencyKey) this.answers.set(input.idempotencyKey, payment.id);
    return "stored" as const;
  }
  async insert(payment: Payment) {
    if (this.payments.has(payment.id)) return "conflict" as const;
    this.payments.set(payment.id, { ...payment });
    return "stored" as const;
  }
  async answeredPaymentId(idempotencyKey: string) {
    return this.answers.get(idempotencyKey);
  }
  async settle(input: Parameters<PaymentStore["settle"]>[0]) {
    if (input.providerEventKey && this.providerEvents.has(input.providerEventKey))
      return "duplicate_event" as const;
    const payment = this.payments.get(input.payment.id);
    if (payment?.status !== "pending") return "payment_changed" as const;
    const target = this.targetOf(payment);
    if (input.payTarget) {
      if ((target?.status ?? "pending_payment") !== "pending_payment" || !target)
        return "registration_changed" as const;
      target.status = "paid";
      target.paid_payment_id = payment.id;
    }
    if (input.reclaimPlaces) {
      const registration = this.registrations.get(payment.inscription_id ?? "");
      if (!registration || registration.status !== "expired" || !payment.activity_id)
        return "registration_changed" as const;
      const places = this.activityPlaces.get(payment.activity_id);
      const needed = input.reclaimPlaces.participants;
      if (places === undefined || (places !== null && places < needed)) {
        return "places_taken" as const;
      }
      if (places !== null) this.activityPlaces.set(payment.activity_id, places - needed);
      registration.status = "paid";
      registration.paid_payment_id = payment.id;
    }
    payment.status = input.to;
    payment.refund_due = input.refundDue;
    if (input.providerPaymentRef) payment.provider_payment_ref = input.providerPaymentRef;
    if (input.failureReason) payment.failure_reason = input.failureReason;
    if (input.providerEventKey) this.providerEvents.add(input.providerEventKey);
    this.outbox.push(...input.events);
    return "applied" as const;
  }
  async recordProviderEvent(key: string) {
    if (this.providerEvents.has(key)) return false;
    this.providerEvents.add(key);
    return true;
  }
  async isProviderEventRecorded(key: string) {
    return this.providerEvents.has(key);
  }
  async markRefund(paymentId: string, status: "requested" | "by_hand", at: Date) {
    const payment = this.payments.get(paymentId);
    if (payment?.status !== "completed" || payment.refund_status) return false;
    payment.refund_status = status;
    payment.refund_requested_at = at.toISOString();
    return true;
  }
  async markRefundPart(
    paymentId: string,
    part: { key: string; amountCentimes: number },
    status: "requested" | "by_hand",
    at: Date,
  ) {
    const payment = this.payments.get(paymentId);
    if (payment?.status !== "completed" || payment.refund_status) return false;
    if (payment.refund_parts?.[part.key]) return false;
    payment.refund_parts = {
      ...payment.refund_parts,
      [part.key]: { amount_centimes: part.amountCentimes, status, requested_at: at.toISOString() },
    };
    payment.refunded_centimes = (payment.refunded_centimes ?? 0) + part.amountCentimes;
    payment.refund_pending = status;
    return true;
  }
  async leaveRefundIndex(paymentId: string, seen: number) {
    const payment = this.payments.get(paymentId);
    if (payment && (payment.refunded_centimes ?? 0) === seen) delete payment.refund_pending;
  }
  async recordRefund(paymentId: string, refundId: string, at: Date, partKey?: string) {
    const payment = this.payments.get(paymentId);
    const part = partKey ? payment?.refund_parts?.[partKey] : undefined;
    if (partKey) {
      if (!part || part.status === "by_hand") throw new Error(`no part ${partKey} requested`);
      part.status = "refunded";
      part.refund_id = refundId;
      part.refunded_at = at.toISOString();
      return;
    }
    if (!payment?.refund_status || payment.refund_status === "by_hand") {
      throw new Error(`no refund requested for ${paymentId}`);
    }
    payment.refund_status = "refunded";
    payment.refund_id = refundId;
    payment.refunded_at = at.toISOString();
  }
}

/** Stripe as the use cases see it: sessions by id, one per idempotency key. */
export class FakeCheckout implements CheckoutProvider {
  sessions = new Map<string, CheckoutState & { request: CheckoutRequest }>();
  requests: CheckoutRequest[] = [];
  failNext: ("busy" | "unavailable")[] = [];
  /** Every expiry asked: the session and the idempotency key sent. */
  expiries: { providerRef: string; idempotencyKey: string }[] = [];
  failNextExpiry = false;

  async createCheckout(request: CheckoutRequest) {
    this.requests.push(request);
    const failure = this.failNext.shift();
    if (failure) throw new CheckoutProviderError(failure, `stripe ${failure}`);
    const existing = [...this.sessions.values()].find((s) => s.paymentId === request.paymentId);
    const session = existing ?? {
      providerRef: `cs_test_${this.sessions.size + 1}`,
      paymentId: request.paymentId,
      status: "open" as const,
      paymentStatus: "unpaid" as const,
      amountCentimes: request.lineItem.unitAmountCentimes * request.lineItem.quantity,
      currency: "chf",
      request,
    };
    this.sessions.set(session.providerRef, session);
    return {
      providerRef: session.providerRef,
      redirectUrl: `https://checkout.test/pay/${session.providerRef}`,
    };
  }
  async retrieveCheckout(providerRef: string) {
    const session = this.sessions.get(providerRef);
    if (!session) throw new Error(`No such checkout.session: ${providerRef}`);
    const { request: _request, ...state } = session;
    return { ...state };
  }
  /** As Stripe: an open session expires; a paid or expired one stays as it is. */
  async expireCheckout(providerRef: string, idempotencyKey: string) {
    this.expiries.push({ providerRef, idempotencyKey });
    if (this.failNextExpiry) {
      this.failNextExpiry = false;
      throw new CheckoutProviderError("unavailable", "stripe unavailable");
    }
    const session = this.sessions.get(providerRef);
    if (!session) throw new Error(`No such checkout.session: ${providerRef}`);
    if (session.status === "open") session.status = "expired";
    return this.retrieveCheckout(providerRef);
  }
  /** The visitor pays (or the session expires) on the provider's side. */
  set(providerRef: string, change: Partial<CheckoutState>) {
    const session = this.sessions.get(providerRef);
    if (!session) throw new Error(`No such checkout.session: ${providerRef}`);
    Object.assign(session, change);
  }
}

/** PayPal as the use cases see it: one order per payment id, captured at most once. */
export class FakeWallet implements WalletProvider {
  orders = new Map<string, WalletOrderState>();
  requests: CheckoutRequest[] = [];
  captures: string[] = [];
  failNext: ("busy" | "unavailable")[] = [];
  /** The stage a capture ends in (a declined capture: "failed"). */
  captureOutcome: "completed" | "failed" = "completed";

  async createCheckout(request: CheckoutRequest) {
    this.requests.push(request);
    const failure = this.failNext.shift();
    if (failure) throw new CheckoutProviderError(failure, `paypal ${failure}`);
    const existing = [...this.orders.values()].find((o) => o.paymentId === request.paymentId);
    const order = existing ?? {
      providerRef: `ORDER${this.orders.size + 1}`,
      paymentId: request.paymentId,
      stage: "pending" as const,
      amountCentimes: request.lineItem.unitAmountCentimes * request.lineItem.quantity,
      currency: "CHF",
    };
    this.orders.set(order.providerRef, order);
    return {
      providerRef: order.providerRef,
      redirectUrl: `https://paypal.test/checkoutnow?token=${order.providerRef}`,
    };
  }
  async readOrder(providerRef: string) {
    const order = this.orders.get(providerRef);
    if (!order) throw new CheckoutProviderError("unavailable", `no order ${providerRef}`);
    return { ...order };
  }
  async captureOrder(providerRef: string) {
    const order = this.orders.get(providerRef);
    if (!order) throw new CheckoutProviderError("unavailable", `no order ${providerRef}`);
    if (order.stage === "approved") {
      this.captures.push(providerRef);
      order.stage = this.captureOutcome;
    }
    return { ...order };
  }
  /** The visitor approves (or the order is voided) on PayPal's side. */
  set(providerRef: string, change: Partial<WalletOrderState>) {
    const order = this.orders.get(providerRef);
    if (!order) throw new Error(`no order ${providerRef}`);
    Object.assign(order, change);
  }
}

/** A pending bank-transfer payment of reg-1's CHF 150.00 (its reference, when given). */
export function aBankTransferPayment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: "transfer-1",
    inscription_id: "reg-1",
    activity_id: "act-1",
    method: "virement",
    provider: "bank",
    provider_ref: null,
    amount_centimes: 15000,
    currency: "CHF",
    status: "pending",
    created_at: "2026-05-01T07:30:00.000Z",
    updated_at: "2026-05-01T07:30:00.000Z",
    expires_at: null,
    refund_due: false,
    ...overrides,
  };
}

export const fakeQrBill: QrBillPort = {
  reference: async (registrationId) =>
    `RF18${registrationId.replace(/[^A-Za-z0-9]/g, "").toUpperCase()}`,
  iban: () => "CH4431999123000889012",
  svg: async (bill) => `<svg data-reference="${bill.reference}"></svg>`,
  pdf: async (bill) => new TextEncoder().encode(`%PDF ${bill.reference}`),
};

/** The address as the QR code's "image", readable back by the tests. */
export const fakeQrCode: QrCodePort = {
  pngDataUrl: async (text) => `data:image/png;base64,${Buffer.from(text).toString("base64")}`,
};

/** Ports around the fakes, with a clock the test moves and a list of what was published. */
export function paymentPorts(start = new Date("2026-05-01T08:00:00Z")) {
  const store = new FakePaymentStore();
  const checkout = new FakeCheckout();
  const shopifyCheckout = new FakeCheckout();
  const wallet = new FakeWallet();
  const published: EventEnvelope[] = [];
  const clock = { current: start, now: () => clock.current };
  let ids = 0;
  const ports: StartPaymentPorts & { store: FakePaymentStore } = {
    store,
    checkout,
    shopifyCheckout,
    wallet,
    qrBill: fakeQrBill,
    qrCode: fakeQrCode,
    clock,
    siteUrl: "https://www.jura-vtt-vitalite.ch",
    paymentLinks: paymentLinks(async () => TEST_PAYMENT_LINK_SECRET),
    getActivity: async (id) => (id === registrationActivity.id ? registrationActivity : undefined),
    newId: () => `id-${++ids}`,
    publishAndClear: async (events) => {
      published.push(...events);
    },
  };
  return {
    ports,
    store,
    checkout,
    shopifyCheckout,
    wallet,
    published,
    advance: (ms: number) => {
      clock.current = new Date(clock.current.getTime() + ms);
    },
  };
}
