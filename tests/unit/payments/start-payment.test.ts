import { CHECKOUT_LIFETIME_MS } from "@core/payments/provider-pages";
import { startPayment } from "@core/payments/start-payment";
import { signPaymentLink } from "@core/registrations/links";
import { PAYMENT_ERRORS } from "@shared/messages/payment";
import { describe, expect, it } from "vitest";
import { aRegistration, paymentPorts, TEST_PAYMENT_LINK_SECRET } from "../../support/payment-fakes";

function setup(overrides: Parameters<typeof aRegistration>[0] = {}) {
  const world = paymentPorts();
  const registration = aRegistration(overrides);
  world.store.registrations.set(registration.id, registration);
  return { ...world, registration };
}

describe("startPayment: card (Stripe Checkout)", () => {
  it("charges the registration's stored total, participants times the unit price", async () => {
    const { ports, checkout, store } = setup({ nombre_participants: 2, total_centimes: 15000 });
    const res = await startPayment({ inscription_id: "reg-1", method: "card" }, undefined, ports);

    expect(res.statusCode).toBe(201);
    expect(res.body).toMatchObject({
      success: true,
      method: "card",
      status: "pending",
      amount_centimes: 15000,
      currency: "CHF",
      url: "https://checkout.test/pay/cs_test_1",
      redirect_url: "https://checkout.test/pay/cs_test_1",
    });
    const [request] = checkout.requests;
    expect(request?.lineItem).toEqual({
      name: "Crêtes du Jura – 10 mai 2026",
      unitAmountCentimes: 7500,
      quantity: 2,
    });
    expect(request?.customerEmail).toBe("monique.favre@example.ch");
    expect(request?.registrationId).toBe("reg-1");
    const payment = [...store.payments.values()][0];
    // The idempotency key sent to Stripe is the payment id, stored before the call.
    expect(request?.paymentId).toBe(payment?.id);
    expect(payment).toMatchObject({
      inscription_id: "reg-1",
      provider: "stripe",
      provider_ref: "cs_test_1",
      amount_centimes: 15000,
      status: "pending",
      refund_due: false,
    });
  });

  it("asks Stripe for a session expiring 31 minutes after now, returning to the site", async () => {
    const { ports, checkout, store } = setup();
    await startPayment({ inscription_id: "reg-1", method: "card" }, undefined, ports);
    const [request] = checkout.requests;
    expect(request?.expiresAt.getTime()).toBe(
      new Date("2026-05-01T08:00:00Z").getTime() + CHECKOUT_LIFETIME_MS,
    );
    // Both ways back carry the registration's payment link, valid until the meeting time
    // (10 May 2026, 09:00 in Zurich, summer time).
    const jeton = signPaymentLink(
      "reg-1",
      new Date("2026-05-10T07:00:00Z"),
      TEST_PAYMENT_LINK_SECRET,
    );
    const paymentId = [...store.payments.keys()][0];
    expect(request?.successUrl).toBe(
      `https://www.jura-vtt-vitalite.ch/payment-success?session_id={CHECKOUT_SESSION_ID}&payment_id=${paymentId}&jeton=${jeton}`,
    );
    expect(request?.cancelUrl).toBe(
      `https://www.jura-vtt-vitalite.ch/confirmation-inscription?inscription=reg-1&jeton=${jeton}`,
    );
  });

  it("opens no Stripe session when the payment link cannot be signed (key missing)", async () => {
    const { ports, checkout, store } = setup();
    const failing = {
      ...ports,
      paymentLinks: {
        linkFor: () =>
          Promise.reject(new Error("Configuration invalide ou manquante : PAYMENT_LINK_SECRET")),
      },
    };
    await expect(
      startPayment({ inscription_id: "reg-1", method: "card" }, undefined, failing),
    ).rejects.toThrow(/PAYMENT_LINK_SECRET/);
    expect(checkout.requests).toHaveLength(0);
    // Once the key is there, the same payment is resumed, not a second one opened.
    const res = await startPayment({ inscription_id: "reg-1", method: "card" }, undefined, ports);
    expect(res.statusCode).toBe(200);
    expect(checkout.requests).toHaveLength(1);
    expect(store.payments.size).toBe(1);
  });

  it("one line with the total when the total does not divide by the participants", async () => {
    const { ports, checkout } = setup({ nombre_participants: 3, total_centimes: 10000 });
    await startPayment({ inscription_id: "reg-1", method: "card" }, undefined, ports);
    expect(checkout.requests[0]?.lineItem).toMatchObject({
      unitAmountCentimes: 10000,
      quantity: 1,
    });
  });

  it("publishes PaymentStarted with ids and facts only", async () => {
    const { ports, published } = setup();
    await startPayment({ inscription_id: "reg-1", method: "card" }, undefined, ports);
    expect(published.map((e) => e.detailType)).toEqual(["PaymentStarted"]);
    const data = published[0]?.detail.data as Record<string, unknown>;
    expect(data).toEqual({
      payment_id: expect.any(String),
      inscription_id: "reg-1",
      activity_id: "act-1",
      method: "card",
      provider: "stripe",
      amount_centimes: 15000,
      currency: "CHF",
      status: "pending",
    });
    expect(JSON.stringify(data)).not.toMatch(/Favre|Monique|monique/);
  });

  it("while a card payment is open, asking again returns the same one without calling Stripe", async () => {
    const { ports, checkout, store, advance } = setup();
    const first = await startPayment({ inscription_id: "reg-1", method: "card" }, undefined, ports);
    advance(10 * 60_000);
    const again = await startPayment({ inscription_id: "reg-1", method: "card" }, undefined, ports);
    expect(again.statusCode).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(checkout.requests).toHaveLength(1);
    expect(store.payments.size).toBe(1);
  });

  it("once the open payment has expired, a new one is opened", async () => {
    const { ports, checkout, store, advance } = setup();
    const first = await startPayment({ inscription_id: "reg-1", method: "card" }, undefined, ports);
    advance(CHECKOUT_LIFETIME_MS + 1000);
    const second = await startPayment(
      { inscription_id: "reg-1", method: "card" },
      undefined,
      ports,
    );
    expect(second.statusCode).toBe(201);
    expect(second.body).not.toMatchObject({
      payment_id: (first.body as { payment_id: string }).payment_id,
    });
    expect(checkout.requests).toHaveLength(2);
    expect(store.payments.size).toBe(2);
  });

  it("a card payment stored without its session (crash before Stripe answered) is resumed with the same key", async () => {
    const { ports, checkout, store } = setup();
    checkout.failNext.push("busy");
    const busy = await startPayment({ inscription_id: "reg-1", method: "card" }, undefined, ports);
    expect(busy).toEqual({
      statusCode: 409,
      body: { success: false, error: PAYMENT_ERRORS.inProgress },
    });
    const [pending] = [...store.payments.values()];
    expect(pending?.status).toBe("pending");

    const resumed = await startPayment(
      { inscription_id: "reg-1", method: "card" },
      undefined,
      ports,
    );
    expect(resumed.statusCode).toBe(200);
    expect(resumed.body).toMatchObject({ payment_id: pending?.id, url: expect.any(String) });
    expect(checkout.requests.map((r) => r.paymentId)).toEqual([pending?.id, pending?.id]);
    expect(checkout.requests[1]).toEqual(checkout.requests[0]);
  });

  it("Stripe unavailable: the spec's French error, the payment marked failed, a retry opens a new one", async () => {
    const { ports, checkout, store, published } = setup();
    checkout.failNext.push("unavailable");
    const res = await startPayment({ inscription_id: "reg-1", method: "card" }, undefined, ports);
    expect(res).toEqual({
      statusCode: 502,
      body: {
        success: false,
        error: "Une erreur s'est produite lors de la création de la session de paiement",
      },
    });
    const [failed] = [...store.payments.values()];
    expect(failed).toMatchObject({ status: "failed", failure_reason: "provider_unavailable" });
    expect(published.map((e) => e.detailType)).toEqual(["PaymentFailed"]);

    const retry = await startPayment({ inscription_id: "reg-1", method: "card" }, undefined, ports);
    expect(retry.statusCode).toBe(201);
    expect([...store.payments.values()].map((p) => p.status)).toEqual(["failed", "pending"]);
  });

  it("a concurrent request that took the slot first: its payment is answered", async () => {
    const { ports, store, checkout } = setup();
    const winner = await startPayment(
      { inscription_id: "reg-1", method: "card" },
      undefined,
      ports,
    );
    // This request read the registration before the winner's slot was written.
    store.staleRegistrationReads = 1;
    const loser = await startPayment({ inscription_id: "reg-1", method: "card" }, undefined, ports);
    expect(loser.statusCode).toBe(200);
    expect(loser.body).toEqual(winner.body);
    expect(store.payments.size).toBe(1);
    expect(checkout.requests).toHaveLength(1);
  });
});

describe("startPayment: refusals", () => {
  it("unknown registration: French 404", async () => {
    const { ports } = setup();
    const res = await startPayment({ inscription_id: "nope", method: "card" }, undefined, ports);
    expect(res).toEqual({
      statusCode: 404,
      body: { success: false, error: "Cette inscription n'existe pas." },
    });
  });

  it("already paid: French 409, nothing opened", async () => {
    const { ports, store, checkout } = setup({ status: "paid" });
    const res = await startPayment(
      { inscription_id: "reg-1", method: "virement" },
      undefined,
      ports,
    );
    expect(res).toEqual({
      statusCode: 409,
      body: { success: false, error: "Cette inscription est déjà payée." },
    });
    expect(store.payments.size).toBe(0);
    expect(checkout.requests).toHaveLength(0);
  });
});

describe("startPayment: bank transfer (QR-bill)", () => {
  it("stores a pending payment with the registration's reference and answers the QR-bill", async () => {
    const { ports, store, published, checkout } = setup();
    const res = await startPayment(
      { inscription_id: "reg-1", method: "virement" },
      undefined,
      ports,
    );
    expect(res.statusCode).toBe(201);
    expect(res.body).toMatchObject({
      method: "virement",
      status: "pending",
      amount_centimes: 15000,
      expires_at: null,
      qr_bill: {
        svg: '<svg data-reference="RF18REG1"></svg>',
        reference: "RF18REG1",
        iban: "CH4431999123000889012",
        amount_centimes: 15000,
      },
    });
    expect(res.body).not.toHaveProperty("url");
    expect([...store.payments.values()][0]).toMatchObject({
      provider: "bank",
      bank_reference: "RF18REG1",
      provider_ref: null,
    });
    expect(published.map((e) => e.detailType)).toEqual(["PaymentStarted"]);
    expect(checkout.requests).toHaveLength(0);
  });

  it("asking again gives the same bill and no second e-mail event", async () => {
    const { ports, store, published } = setup();
    const first = await startPayment(
      { inscription_id: "reg-1", method: "virement" },
      undefined,
      ports,
    );
    const again = await startPayment(
      { inscription_id: "reg-1", method: "virement" },
      undefined,
      ports,
    );
    expect(again.statusCode).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(store.payments.size).toBe(1);
    expect(published).toHaveLength(1);
  });
});

describe("startPayment: Idempotency-Key", () => {
  it("a retry with the same key gets the same payment, even once the registration is paid", async () => {
    const { ports, store, checkout } = setup();
    const first = await startPayment({ inscription_id: "reg-1", method: "card" }, "key-1", ports);
    expect(first.statusCode).toBe(201);
    const paymentId = (first.body as { payment_id: string }).payment_id;
    expect(store.answers.get("key-1")).toBe(paymentId);
    // The visitor paid meanwhile: without the key, a new request would get a 409.
    const registration = store.registrations.get("reg-1");
    if (registration) registration.status = "paid";

    const retry = await startPayment({ inscription_id: "reg-1", method: "card" }, "key-1", ports);
    expect(retry.statusCode).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(checkout.requests).toHaveLength(1);
  });

  it("a failed attempt stores no answer under its key: the retry opens a payment", async () => {
    const { ports, store, checkout } = setup();
    checkout.failNext.push("unavailable");
    const failed = await startPayment({ inscription_id: "reg-1", method: "card" }, "key-1", ports);
    expect(failed.statusCode).toBe(502);
    expect(store.answers.has("key-1")).toBe(false);
    const retry = await startPayment({ inscription_id: "reg-1", method: "card" }, "key-1", ports);
    expect(retry.statusCode).toBe(201);
  });

  it("a bank transfer's answer is stored with the payment", async () => {
    const { ports, store } = setup();
    const first = await startPayment(
      { inscription_id: "reg-1", method: "virement" },
      "key-2",
      ports,
    );
    expect(store.answers.get("key-2")).toBe((first.body as { payment_id: string }).payment_id);
  });
});
