import { handleCheckoutEvent } from "@core/payments/checkout-webhook";
import { startPayment } from "@core/payments/start-payment";
import { describe, expect, it } from "vitest";
import { aRegistration, paymentPorts } from "../../support/payment-fakes";

async function openCardPayment() {
  const world = paymentPorts();
  world.store.registrations.set("reg-1", aRegistration());
  const res = await startPayment(
    { inscription_id: "reg-1", method: "card" },
    undefined,
    world.ports,
  );
  const paymentId = (res.body as { payment_id: string }).payment_id;
  world.published.length = 0;
  return { ...world, paymentId, sessionId: "cs_test_1" };
}

const event = (id: string, type: string, objectId = "cs_test_1") => ({ id, type, objectId });

describe("handleCheckoutEvent", () => {
  it("checkout.session.completed with a paid session completes the payment", async () => {
    const { ports, checkout, store, paymentId, sessionId } = await openCardPayment();
    checkout.set(sessionId, { status: "complete", paymentStatus: "paid" });
    const result = await handleCheckoutEvent(event("evt_1", "checkout.session.completed"), ports);
    expect(result).toMatchObject({ kind: "applied", refundDue: false });
    expect(store.payments.get(paymentId)?.status).toBe("completed");
    expect(store.registrations.get("reg-1")?.status).toBe("paid");
    expect(store.providerEvents.has("stripe#evt_1")).toBe(true);
  });

  it("the same event three times changes nothing more, and Stripe is not asked again", async () => {
    const { ports, checkout, published, sessionId } = await openCardPayment();
    checkout.set(sessionId, { status: "complete", paymentStatus: "paid" });
    const e = event("evt_1", "checkout.session.completed");
    await handleCheckoutEvent(e, ports);
    let retrievals = 0;
    const retrieve = checkout.retrieveCheckout.bind(checkout);
    checkout.retrieveCheckout = async (ref) => {
      retrievals += 1;
      return retrieve(ref);
    };
    expect(await handleCheckoutEvent(e, ports)).toEqual({ kind: "duplicate" });
    expect(await handleCheckoutEvent(e, ports)).toEqual({ kind: "duplicate" });
    expect(retrievals).toBe(0);
    expect(published.map((p) => p.detailType)).toEqual(["PaymentCompleted"]);
  });

  it("a forged 'completed' payload does not complete an unpaid session: Stripe's state decides", async () => {
    const { ports, store, paymentId } = await openCardPayment();
    const result = await handleCheckoutEvent(event("evt_1", "checkout.session.completed"), ports);
    expect(result).toEqual({ kind: "no_change", sessionStatus: "open" });
    expect(store.payments.get(paymentId)?.status).toBe("pending");
  });

  it("complete but unpaid waits; async_payment_succeeded then completes", async () => {
    const { ports, checkout, store, paymentId, sessionId } = await openCardPayment();
    checkout.set(sessionId, { status: "complete", paymentStatus: "unpaid" });
    await handleCheckoutEvent(event("evt_1", "checkout.session.completed"), ports);
    expect(store.payments.get(paymentId)?.status).toBe("pending");
    checkout.set(sessionId, { paymentStatus: "paid" });
    await handleCheckoutEvent(event("evt_2", "checkout.session.async_payment_succeeded"), ports);
    expect(store.payments.get(paymentId)?.status).toBe("completed");
  });

  it("async_payment_failed marks the payment failed; the registration stays payable", async () => {
    const { ports, checkout, store, paymentId, sessionId, published } = await openCardPayment();
    checkout.set(sessionId, { status: "complete", paymentStatus: "unpaid" });
    await handleCheckoutEvent(event("evt_1", "checkout.session.async_payment_failed"), ports);
    expect(store.payments.get(paymentId)?.status).toBe("failed");
    expect(store.registrations.get("reg-1")?.status).toBe("pending_payment");
    expect(published.map((p) => p.detailType)).toEqual(["PaymentFailed"]);
  });

  it("expired marks the payment expired; a later (out of order) completed event cannot revive it", async () => {
    const { ports, checkout, store, paymentId, sessionId } = await openCardPayment();
    checkout.set(sessionId, { status: "expired" });
    await handleCheckoutEvent(event("evt_2", "checkout.session.expired"), ports);
    expect(store.payments.get(paymentId)?.status).toBe("expired");
    const late = await handleCheckoutEvent(event("evt_1", "checkout.session.completed"), ports);
    expect(late).toEqual({ kind: "no_change", sessionStatus: "expired" });
    expect(store.registrations.get("reg-1")?.status).toBe("pending_payment");
  });

  it("an expiry arriving after completion changes nothing", async () => {
    const { ports, checkout, store, paymentId, sessionId } = await openCardPayment();
    checkout.set(sessionId, { status: "complete", paymentStatus: "paid" });
    await handleCheckoutEvent(event("evt_1", "checkout.session.completed"), ports);
    const late = await handleCheckoutEvent(event("evt_2", "checkout.session.expired"), ports);
    expect(late).toEqual({ kind: "no_change", sessionStatus: "complete" });
    expect(store.payments.get(paymentId)?.status).toBe("completed");
  });

  it("a session whose amount differs from the payment's does not complete it", async () => {
    const { ports, checkout, store, paymentId, sessionId } = await openCardPayment();
    checkout.set(sessionId, { status: "complete", paymentStatus: "paid", amountCentimes: 100 });
    const result = await handleCheckoutEvent(event("evt_1", "checkout.session.completed"), ports);
    expect(result).toEqual({ kind: "ignored", reason: "amount_mismatch" });
    expect(store.payments.get(paymentId)?.status).toBe("pending");
  });

  it("a session that is not one of our payments is ignored", async () => {
    const { ports, checkout, sessionId } = await openCardPayment();
    checkout.set(sessionId, {
      paymentId: "someone-else",
      status: "complete",
      paymentStatus: "paid",
    });
    const result = await handleCheckoutEvent(event("evt_1", "checkout.session.completed"), ports);
    expect(result).toEqual({ kind: "ignored", reason: "unknown_session" });
  });

  it("other event types are recorded and ignored without asking Stripe", async () => {
    const { ports, store } = await openCardPayment();
    const result = await handleCheckoutEvent(event("evt_9", "customer.created", "cus_1"), ports);
    expect(result).toEqual({ kind: "ignored", reason: "event_type" });
    expect(store.providerEvents.has("stripe#evt_9")).toBe(true);
  });
});
