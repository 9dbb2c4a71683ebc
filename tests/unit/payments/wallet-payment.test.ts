import { WALLET_LIFETIME_MS } from "@core/payments/new-payment";
import { startPayment } from "@core/payments/start-payment";
import { handleWalletEvent, syncWalletPayment } from "@core/payments/wallet-payment";
import { describe, expect, it } from "vitest";
import { aRegistration, paymentPorts } from "../../support/payment-fakes";

async function openPaypalPayment() {
  const world = paymentPorts();
  world.store.registrations.set("reg-1", aRegistration());
  const res = await startPayment(
    { inscription_id: "reg-1", method: "paypal" },
    undefined,
    world.ports,
  );
  const paymentId = (res.body as { payment_id: string }).payment_id;
  world.published.length = 0;
  const payment = () => {
    const stored = world.store.payments.get(paymentId);
    if (!stored) throw new Error("no payment");
    return { ...stored };
  };
  return { ...world, res, paymentId, orderId: "ORDER1", payment };
}

const event = (id: string, type: string, objectId = "ORDER1") => ({ id, type, objectId });

describe("startPayment: PayPal", () => {
  it("opens a PayPal order for the stored total and answers its approval link", async () => {
    const { res, wallet, checkout, payment, ports } = await openPaypalPayment();
    expect(res.statusCode).toBe(201);
    expect(res.body).toMatchObject({
      method: "paypal",
      status: "pending",
      amount_centimes: 15000,
      approval_url: "https://paypal.test/checkoutnow?token=ORDER1",
      redirect_url: "https://paypal.test/checkoutnow?token=ORDER1",
      expires_at: new Date(ports.clock.now().getTime() + WALLET_LIFETIME_MS).toISOString(),
    });
    expect(checkout.requests).toEqual([]);
    const [request] = wallet.requests;
    expect(request?.paymentId).toBe(payment().id);
    // PayPal appends its own token and PayerID: no Stripe template in the return address.
    // It carries the payment id and the registration's signed payment link, as Stripe's does.
    const successUrl = new URL(request?.successUrl ?? "");
    expect(successUrl.pathname).toBe("/payment-success");
    expect(successUrl.searchParams.get("payment_id")).toBe(payment().id);
    expect(successUrl.searchParams.get("jeton")).toMatch(/^\d+\.[\w-]{43}$/);
    expect(successUrl.searchParams.has("session_id")).toBe(false);
    // PayPal's page is in a tab of its own: its cancel lands on /payment-cancel, with the link.
    const cancelUrl = new URL(request?.cancelUrl ?? "");
    expect(cancelUrl.pathname).toBe("/payment-cancel");
    expect(cancelUrl.searchParams.get("payment_id")).toBe(payment().id);
    expect(cancelUrl.searchParams.get("inscription")).toBe("reg-1");
    expect(cancelUrl.searchParams.get("jeton")).toBe(successUrl.searchParams.get("jeton"));
    expect(payment()).toMatchObject({ provider: "paypal", provider_ref: "ORDER1" });
  });
});

describe("syncWalletPayment (the browser's poll)", () => {
  it("an order still waiting for the visitor changes nothing", async () => {
    const { ports, payment, wallet } = await openPaypalPayment();
    expect(await syncWalletPayment(payment(), ports)).toEqual({
      kind: "no_change",
      stage: "pending",
    });
    expect(wallet.captures).toEqual([]);
  });

  it("an approved order is captured and the payment completed; asked again, nothing more", async () => {
    const { ports, payment, wallet, store, published, orderId } = await openPaypalPayment();
    wallet.set(orderId, { stage: "approved" });
    expect(await syncWalletPayment(payment(), ports)).toMatchObject({ kind: "applied" });
    expect(wallet.captures).toEqual([orderId]);
    expect(store.registrations.get("reg-1")?.status).toBe("paid");

    expect(await syncWalletPayment(payment(), ports)).toMatchObject({ kind: "unchanged" });
    expect(wallet.captures).toEqual([orderId]);
    expect(published.map((e) => e.detailType)).toEqual(["PaymentCompleted"]);
  });

  it("a declined capture fails the payment; the registration stays payable", async () => {
    const { ports, payment, wallet, store, orderId } = await openPaypalPayment();
    wallet.set(orderId, { stage: "approved" });
    wallet.captureOutcome = "failed";
    expect(await syncWalletPayment(payment(), ports)).toMatchObject({ kind: "applied" });
    expect(payment()).toMatchObject({
      status: "failed",
      failure_reason: "paypal_declined_or_voided",
    });
    expect(store.registrations.get("reg-1")?.status).toBe("pending_payment");
  });

  it("a captured amount other than the payment's completes nothing", async () => {
    const { ports, payment, wallet, orderId } = await openPaypalPayment();
    wallet.set(orderId, { stage: "completed", amountCentimes: 100 });
    expect(await syncWalletPayment(payment(), ports)).toEqual({
      kind: "ignored",
      reason: "amount_mismatch",
    });
    expect(payment().status).toBe("pending");
  });

  it("approved once the registration is paid by other means: nothing captured, payment canceled", async () => {
    const { ports, payment, wallet, store, orderId } = await openPaypalPayment();
    const registration = store.registrations.get("reg-1");
    if (registration) registration.status = "paid";
    wallet.set(orderId, { stage: "approved" });
    expect(await syncWalletPayment(payment(), ports)).toMatchObject({ kind: "applied" });
    expect(wallet.captures).toEqual([]);
    expect(payment()).toMatchObject({
      status: "canceled",
      failure_reason: "registration_not_payable",
    });
  });

  it("an order that is not this payment's is ignored", async () => {
    const { ports, payment, wallet, orderId } = await openPaypalPayment();
    wallet.set(orderId, { stage: "approved", paymentId: "someone-else" });
    expect(await syncWalletPayment(payment(), ports)).toEqual({
      kind: "ignored",
      reason: "unknown_order",
    });
    expect(wallet.captures).toEqual([]);
  });
});

describe("handleWalletEvent (PayPal's webhooks)", () => {
  it("CHECKOUT.ORDER.APPROVED: the order is read again, captured, the event recorded with it", async () => {
    const { ports, payment, wallet, store, orderId } = await openPaypalPayment();
    wallet.set(orderId, { stage: "approved" });
    const result = await handleWalletEvent(event("WH-1", "CHECKOUT.ORDER.APPROVED"), ports);
    expect(result).toMatchObject({ kind: "applied", refundDue: false });
    expect(payment().status).toBe("completed");
    expect(store.providerEvents.has("paypal#WH-1")).toBe(true);
  });

  it("the same event again is a duplicate, and PayPal is not asked again", async () => {
    const { ports, wallet, orderId } = await openPaypalPayment();
    wallet.set(orderId, { stage: "approved" });
    const approved = event("WH-1", "CHECKOUT.ORDER.APPROVED");
    await handleWalletEvent(approved, ports);
    let reads = 0;
    const read = wallet.readOrder.bind(wallet);
    wallet.readOrder = async (ref) => {
      reads += 1;
      return read(ref);
    };
    expect(await handleWalletEvent(approved, ports)).toEqual({ kind: "duplicate" });
    expect(reads).toBe(0);
    expect(wallet.captures).toHaveLength(1);
  });

  it("a forged 'capture completed' for an order still waiting changes nothing: the order decides", async () => {
    const { ports, payment } = await openPaypalPayment();
    const result = await handleWalletEvent(event("WH-2", "PAYMENT.CAPTURE.COMPLETED"), ports);
    expect(result).toEqual({ kind: "no_change", stage: "pending" });
    expect(payment().status).toBe("pending");
  });

  it("an event type we do not act on, or about no order of ours, is recorded and ignored", async () => {
    const { ports, store } = await openPaypalPayment();
    expect(await handleWalletEvent(event("WH-3", "CUSTOMER.DISPUTE.CREATED"), ports)).toEqual({
      kind: "ignored",
      reason: "event_type",
    });
    ports.wallet.readOrder = async () => ({
      providerRef: "OTHER",
      stage: "completed",
      amountCentimes: 15000,
      currency: "CHF",
    });
    expect(
      await handleWalletEvent(event("WH-4", "CHECKOUT.ORDER.APPROVED", "OTHER"), ports),
    ).toEqual({ kind: "ignored", reason: "unknown_order" });
    expect([...store.providerEvents]).toEqual(["paypal#WH-3", "paypal#WH-4"]);
  });

  it("an event we act on that names no order is recorded and ignored as such, no order read", async () => {
    const { ports, store, payment } = await openPaypalPayment();
    let reads = 0;
    ports.wallet.readOrder = async () => {
      reads += 1;
      throw new Error("no order to read");
    };
    expect(
      await handleWalletEvent(event("WH-5", "CHECKOUT.PAYMENT-APPROVAL.REVERSED", ""), ports),
    ).toEqual({ kind: "ignored", reason: "no_order_id" });
    expect(reads).toBe(0);
    expect(payment().status).toBe("pending");
    expect([...store.providerEvents]).toEqual(["paypal#WH-5"]);
  });
});
