import {
  CANCELED_BY_VISITOR,
  cancelPayment,
  expireOverduePayment,
} from "@core/payments/close-payment";
import type { Payment } from "@core/payments/payment";
import { CHECKOUT_LIFETIME_MS } from "@core/payments/provider-pages";
import { startPayment } from "@core/payments/start-payment";
import { TWINT_QR } from "@shared/constants/offer";
import { describe, expect, it } from "vitest";
import {
  aRegistration,
  type FakePaymentStore,
  fakeQrCode,
  paymentPorts,
} from "../../support/payment-fakes";

const START = new Date("2026-05-01T08:00:00Z");

function setup() {
  const world = paymentPorts(START);
  const registration = aRegistration();
  world.store.registrations.set(registration.id, registration);
  const payTwint = () =>
    startPayment({ inscription_id: registration.id, method: "twint" }, undefined, world.ports);
  return { ...world, registration, payTwint };
}

/** The payment as stored (a copy), failing when there is none. */
function stored(store: FakePaymentStore, id: string): Payment {
  const payment = store.payments.get(id);
  if (!payment) throw new Error(`no payment ${id}`);
  return { ...payment };
}

type Answer = { payment_id: string; url: string; qr_code?: string; expires_at: string };
const bodyOf = (res: { body: unknown }) => res.body as Answer;

describe("startPayment: TWINT by QR code", () => {
  it("opens a Stripe Checkout limited to TWINT, answered with its page as a QR code and our 10-minute deadline", async () => {
    const { payTwint, checkout, store } = setup();
    const res = await payTwint();

    expect(res.statusCode).toBe(201);
    expect(res.body).toMatchObject({
      success: true,
      method: "twint",
      status: "pending",
      amount_centimes: 15000,
      currency: "CHF",
      url: "https://checkout.test/pay/cs_test_1",
      expires_at: new Date(START.getTime() + TWINT_QR.lifetimeMs).toISOString(),
    });
    expect(bodyOf(res).qr_code).toBe(await fakeQrCode.pngDataUrl(bodyOf(res).url));

    const [request] = checkout.requests;
    expect(request?.paymentMethods).toEqual(["twint"]);
    // Stripe's session lives its 31 minutes; the 10 minutes are ours to enforce.
    expect(request?.expiresAt.getTime()).toBe(START.getTime() + CHECKOUT_LIFETIME_MS);
    expect(request?.successUrl).toMatch(
      /^https:\/\/www\.jura-vtt-vitalite\.ch\/payment-callback\?session_id=\{CHECKOUT_SESSION_ID\}&payment_id=id-/,
    );
    expect(store.registrations.get("reg-1")?.open_twint_payment_id).toBe(bodyOf(res).payment_id);
  });

  it("a card payment still offers card and TWINT on Stripe's page", async () => {
    const { ports, checkout } = setup();
    await startPayment({ inscription_id: "reg-1", method: "card" }, undefined, ports);
    expect(checkout.requests[0]?.paymentMethods).toEqual(["card", "twint"]);
  });

  it("within the 10 minutes, asking again shows the same code and deadline", async () => {
    const { payTwint, checkout, advance } = setup();
    const first = await payTwint();
    advance(TWINT_QR.lifetimeMs - 1000);
    const again = await payTwint();
    expect(again.statusCode).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(checkout.requests).toHaveLength(1);
    expect(checkout.expiries).toEqual([]);
  });

  it("after the 10 minutes, the old session is expired at Stripe before a new code is made", async () => {
    const { payTwint, checkout, store, published, advance } = setup();
    const first = bodyOf(await payTwint());
    advance(TWINT_QR.lifetimeMs);
    const second = await payTwint();

    expect(second.statusCode).toBe(201);
    expect(bodyOf(second).payment_id).not.toBe(first.payment_id);
    expect(checkout.expiries).toEqual([
      { providerRef: "cs_test_1", idempotencyKey: `${first.payment_id}:expire` },
    ]);
    expect(checkout.sessions.get("cs_test_1")?.status).toBe("expired");
    expect(store.payments.get(first.payment_id)?.status).toBe("expired");
    expect(published.map((e) => e.detailType)).toEqual([
      "PaymentStarted",
      "PaymentExpired",
      "PaymentStarted",
    ]);
  });

  it("Stripe silent when the old session is expired: the new code is made all the same", async () => {
    const { payTwint, checkout, store, advance } = setup();
    const first = bodyOf(await payTwint());
    advance(TWINT_QR.lifetimeMs + 1000);
    checkout.failNextExpiry = true;
    const second = await payTwint();
    expect(second.statusCode).toBe(201);
    // Left pending: its session ends at Stripe by itself, and a payment on it still counts.
    expect(store.payments.get(first.payment_id)?.status).toBe("pending");
  });
});

describe("expireOverduePayment: a poll after the 10 minutes", () => {
  it("before the deadline nothing is asked of Stripe", async () => {
    const { payTwint, checkout, store, ports, advance } = setup();
    const { payment_id } = bodyOf(await payTwint());
    advance(TWINT_QR.lifetimeMs - 1);
    const payment = await expireOverduePayment(stored(store, payment_id), ports);
    expect(payment.status).toBe("pending");
    expect(checkout.expiries).toEqual([]);
  });

  it("at the deadline, Stripe's session and the payment expire, one way", async () => {
    const { payTwint, checkout, store, ports, published, advance } = setup();
    const { payment_id } = bodyOf(await payTwint());
    advance(TWINT_QR.lifetimeMs);
    const payment = await expireOverduePayment(stored(store, payment_id), ports);
    expect(payment.status).toBe("expired");
    expect(checkout.sessions.get("cs_test_1")?.status).toBe("expired");
    expect(store.payments.get(payment_id)).toMatchObject({ status: "expired" });
    expect(store.payments.get(payment_id)?.failure_reason).toBeUndefined();
    expect(published.at(-1)?.detailType).toBe("PaymentExpired");
    expect(store.registrations.get("reg-1")?.status).toBe("pending_payment");
  });

  it("paid on the phone just before: Stripe keeps the session complete and the payment waits for its webhook", async () => {
    const { payTwint, checkout, store, ports, advance } = setup();
    const { payment_id } = bodyOf(await payTwint());
    checkout.set("cs_test_1", { status: "complete", paymentStatus: "paid" });
    advance(TWINT_QR.lifetimeMs + 5000);
    const payment = await expireOverduePayment(stored(store, payment_id), ports);
    expect(payment.status).toBe("pending");
    expect(store.payments.get(payment_id)?.status).toBe("pending");
  });
});

describe("cancelPayment: « Annuler »", () => {
  it("expires Stripe's session and the payment, the visitor's cancellation as its reason", async () => {
    const { payTwint, checkout, store, ports } = setup();
    const { payment_id } = bodyOf(await payTwint());
    const result = await cancelPayment(payment_id, ports);
    expect(result).toMatchObject({ kind: "done", payment: { status: "expired" } });
    expect(store.payments.get(payment_id)).toMatchObject({
      status: "expired",
      failure_reason: CANCELED_BY_VISITOR,
    });
    expect(checkout.sessions.get("cs_test_1")?.status).toBe("expired");
  });

  it("a second « Annuler » changes nothing and asks Stripe nothing more", async () => {
    const { payTwint, checkout, ports } = setup();
    const { payment_id } = bodyOf(await payTwint());
    await cancelPayment(payment_id, ports);
    const again = await cancelPayment(payment_id, ports);
    expect(again).toMatchObject({ kind: "done", payment: { status: "expired" } });
    expect(checkout.expiries).toHaveLength(1);
  });

  it("a payment completed first stays completed", async () => {
    const { payTwint, ports, store } = setup();
    const { payment_id } = bodyOf(await payTwint());
    const payment = store.payments.get(payment_id);
    if (payment) payment.status = "completed";
    const result = await cancelPayment(payment_id, ports);
    expect(result).toMatchObject({ kind: "done", payment: { status: "completed" } });
  });

  it("an unknown payment, and a bank transfer, are not canceled", async () => {
    const { ports, store } = setup();
    expect(await cancelPayment("nope", ports)).toEqual({ kind: "unknown_payment" });
    const transfer = await startPayment(
      { inscription_id: "reg-1", method: "virement" },
      undefined,
      ports,
    );
    const id = bodyOf(transfer).payment_id;
    expect(await cancelPayment(id, ports)).toMatchObject({ kind: "not_cancelable" });
    expect(store.payments.get(id)?.status).toBe("pending");
  });
});
