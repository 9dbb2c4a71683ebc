/**
 * PayPal payments end to end: the api function behind the local host, PayPal played by the
 * payment sandbox (its REST API, approval page buttons, signed webhooks and their verification),
 * the emulator's tables, bus, queue and SES. The server captures an approved order on the
 * browser's poll or on PayPal's CHECKOUT.ORDER.APPROVED webhook, whichever comes first.
 */
import { describe, expect, it } from "vitest";
import { LOCAL_PROVIDER_EMAIL } from "../../local/function-env";
import type { SandboxSessionView } from "../../local/payment-sandbox/provider";
import { readEventLog, readSentEmails } from "../support/aws";
import { eventually } from "../support/eventually";
import { expectAccounting } from "../support/fault-accounting";
import { runNotifier } from "../support/form-fixtures";
import { paidOnce, registrationsAccounting } from "../support/payment-accounting";
import { registerVisitor, request, setUpPaymentWorld, storedItem } from "../support/payment-world";
import { scanAll } from "../support/registration-fixtures";

const VISITOR = "monique.favre@example.ch";
const CHECKOUT_ERROR = "Une erreur s'est produite lors de la création de la session de paiement";

const world = setUpPaymentWorld();

function payWithPaypal(registrationId: string, extra: Record<string, unknown> = {}, key?: string) {
  return request(
    world,
    "POST",
    "/api/payments",
    { inscription_id: registrationId, method: "paypal", ...extra },
    key ? { "Idempotency-Key": key } : {},
  );
}

interface OrderView {
  id: string;
  status: string;
  purchase_units: { payments?: { captures: { id: string; status: string }[] } }[];
}

/** The one PayPal order the sandbox holds for a payment (by its custom_id). */
async function orderOf(paymentId: string): Promise<SandboxSessionView & { object: OrderView }> {
  const sessions = await world.sandbox.controls.sessions();
  const order = sessions.find(
    (s) =>
      s.provider === "paypal" &&
      (s.object as { purchase_units: { custom_id?: string }[] }).purchase_units[0]?.custom_id ===
        paymentId,
  );
  if (!order) throw new Error(`no PayPal order for payment ${paymentId}`);
  return order as SandboxSessionView & { object: OrderView };
}

const capturesOf = (order: { object: OrderView }) =>
  order.object.purchase_units[0]?.payments?.captures ?? [];

const paymentStatus = async (paymentId: string) =>
  (await request(world, "GET", `/api/payments/${paymentId}`)).json.status;

const receiptsTo = async (to: string) =>
  (await readSentEmails()).filter(
    (e) => e.to.includes(to) && e.subject.startsWith("Paiement reçu"),
  );

async function completedEvents() {
  return (await readEventLog()).filter((e) => e.detailType === "PaymentCompleted");
}

describe("PayPal payment", () => {
  it("approved on PayPal: the webhook captures, the registration turns paid once, one receipt", async () => {
    const { registrationId } = await registerVisitor(world, 2);
    const res = await payWithPaypal(registrationId, { amount_centimes: 1 }, "click-1");

    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      success: true,
      method: "paypal",
      status: "pending",
      amount_centimes: 15000,
      currency: "CHF",
      inscription_id: registrationId,
    });
    const paymentId = String(res.json.payment_id);
    const order = await orderOf(paymentId);
    expect(res.json.approval_url).toBe(`${world.sandbox.url}/paypal/checkoutnow?token=${order.id}`);
    expect(res.json.redirect_url).toBe(res.json.approval_url);
    expect(res.json.url).toBe(res.json.approval_url);

    // The stored total in CHF, our payment id, and a PayPal-Request-Id derived from it.
    expect(order.request.idempotency_key).toBe(`${paymentId}:create`);
    expect(order.request.params).toMatchObject({
      intent: "CAPTURE",
      purchase_units: [
        {
          amount: { currency_code: "CHF", value: "150.00" },
          custom_id: paymentId,
          description: expect.stringMatching(/^Sortie VTT électrique au Mont Pelé – .+ × 2$/),
        },
      ],
      payment_source: {
        paypal: {
          experience_context: {
            locale: "fr-CH",
            user_action: "PAY_NOW",
            shipping_preference: "NO_SHIPPING",
            return_url: expect.stringContaining(`/payment-success?payment_id=${paymentId}`),
            cancel_url: expect.stringContaining(`/payment-cancel?payment_id=${paymentId}`),
          },
        },
      },
    });

    const approved = await world.sandbox.controls.pay(order.id);
    expect(approved.deliveries.map((d) => [d.type, d.state])).toEqual([
      ["CHECKOUT.ORDER.APPROVED", "delivered"],
    ]);
    expect(await storedItem("payments", paymentId)).toMatchObject({
      status: "completed",
      provider: "paypal",
      provider_ref: order.id,
    });
    expect(await storedItem("inscriptions", registrationId)).toMatchObject({
      status: "paid",
      paid_payment_id: paymentId,
    });
    expect(capturesOf(await orderOf(paymentId))).toEqual([
      expect.objectContaining({ status: "COMPLETED" }),
    ]);
    // With what the page after paying names: the outing, its day and the short reference.
    const registration = await storedItem("inscriptions", registrationId);
    expect(await request(world, "GET", `/api/payments/${paymentId}`)).toEqual({
      status: 200,
      json: {
        success: true,
        payment_id: paymentId,
        inscription_id: registrationId,
        status: "completed",
        method: "paypal",
        amount_centimes: 15000,
        currency: "CHF",
        activity_title: registration?.activity_title,
        activity_date: registration?.activity_date,
        registration_reference: registration?.short_reference,
      },
    });

    // The capture's own webhook arrives after: recorded, nothing more changes.
    await eventually(async () => expect(await scanAll("webhook-events")).toHaveLength(2));
    const { result } = await runNotifier();
    expect(result.batchItemFailures).toEqual([]);
    const receipts = await receiptsTo(VISITOR);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.text).toContain("Montant payé : CHF 150.00");
    expect(receipts[0]?.text).toContain("Moyen de paiement : PayPal");
    expect(await receiptsTo(LOCAL_PROVIDER_EMAIL)).toHaveLength(1);
    const events = await eventually(async () => {
      const logged = (await readEventLog()).filter((e) => e.detailType.startsWith("Payment"));
      expect(logged.map((e) => e.detailType).sort()).toEqual([
        "PaymentCompleted",
        "PaymentStarted",
      ]);
      return logged;
    });
    expect(JSON.stringify(events)).not.toMatch(/Favre|Monique|monique|\+41/);
    // The webhook captured before the browser's return: every event and e-mail once.
    await expectAccounting(paidOnce());
  });

  it("the browser's poll captures first when the webhook is late; the late webhooks change nothing", async () => {
    const { registrationId } = await registerVisitor(world);
    const paymentId = String((await payWithPaypal(registrationId)).json.payment_id);
    const order = await orderOf(paymentId);

    await world.sandbox.controls.hold();
    await world.sandbox.controls.duplicateNext(3);
    await world.sandbox.controls.pay(order.id);
    // Back on the site before any webhook: the poll finds the order approved and captures it.
    expect(await paymentStatus(paymentId)).toBe("completed");
    expect((await storedItem("inscriptions", registrationId))?.status).toBe("paid");

    // The approval three times, then the capture's webhook, newest first.
    const { released } = await world.sandbox.controls.release("reverse");
    expect(released.map((d) => d.type)).toEqual([
      "PAYMENT.CAPTURE.COMPLETED",
      "CHECKOUT.ORDER.APPROVED",
      "CHECKOUT.ORDER.APPROVED",
      "CHECKOUT.ORDER.APPROVED",
    ]);
    expect(released.map((d) => d.attempts.at(-1)?.status)).toEqual([200, 200, 200, 200]);

    expect(capturesOf(await orderOf(paymentId))).toHaveLength(1);
    expect(await scanAll("webhook-events")).toHaveLength(2);
    expect(await paymentStatus(paymentId)).toBe("completed");
    await runNotifier();
    expect(await receiptsTo(VISITOR)).toHaveLength(1);
    const completed = await eventually(async () => {
      const found = await completedEvents();
      expect(found.length).toBeGreaterThan(0);
      return found;
    });
    expect(completed).toHaveLength(1);
    await expectAccounting(paidOnce());
  });

  it("the approval delivered three times at once captures once", async () => {
    const { registrationId } = await registerVisitor(world);
    const paymentId = String((await payWithPaypal(registrationId)).json.payment_id);
    const order = await orderOf(paymentId);
    await world.sandbox.controls.duplicateNext(3, true);
    const approved = await world.sandbox.controls.pay(order.id);
    expect(approved.deliveries.map((d) => d.attempts.at(-1)?.status)).toEqual([200, 200, 200]);

    expect(capturesOf(await orderOf(paymentId))).toHaveLength(1);
    expect(await storedItem("inscriptions", registrationId)).toMatchObject({
      status: "paid",
      paid_payment_id: paymentId,
    });
    await eventually(async () => expect(await scanAll("webhook-events")).toHaveLength(2));
    await runNotifier();
    expect(await receiptsTo(VISITOR)).toHaveLength(1);
    await expectAccounting(paidOnce());
  });

  it("forged webhooks get a 400 and change nothing; the genuine one still goes through", async () => {
    // A payment paid normally: its approval webhook and the headers PayPal signed it with.
    const paid = await registerVisitor(world);
    const paidOrder = await orderOf(
      String((await payWithPaypal(paid.registrationId)).json.payment_id),
    );
    await world.sandbox.controls.pay(paidOrder.id);
    const [sentApproval] = await world.sandbox.controls.webhooks();
    const signed = sentApproval?.attempts[0]?.headers ?? {};
    const signedBody = sentApproval?.raw_body ?? "";
    await eventually(async () => expect(await scanAll("webhook-events")).toHaveLength(2));

    // Another payment, approved, its webhook held back.
    const { registrationId } = await registerVisitor(world);
    const paymentId = String((await payWithPaypal(registrationId)).json.payment_id);
    const order = await orderOf(paymentId);
    await world.sandbox.controls.hold();
    await world.sandbox.controls.pay(order.id);
    const held = (await world.sandbox.controls.webhooks()).find((d) => d.state === "held");
    const heldBody = held?.raw_body ?? "";

    const post = (body: string, headers: Record<string, string>) =>
      request(world, "POST", "/api/webhooks/paypal", body, headers);
    const refused = {
      status: 400,
      json: { success: false, error: "Signature du webhook invalide." },
    };
    // Genuine headers on another event; a genuine event rewritten to name this order; a forged
    // signature; no headers; not an event.
    expect(await post(heldBody, signed)).toEqual(refused);
    expect(await post(signedBody.replaceAll(paidOrder.id, order.id), signed)).toEqual(refused);
    expect(await post(heldBody, { ...signed, "paypal-transmission-sig": "Zm9yZ2Vk" })).toEqual(
      refused,
    );
    expect(await post(heldBody, {})).toEqual(refused);
    expect(await post("not json", signed)).toEqual(refused);

    expect((await storedItem("payments", paymentId))?.status).toBe("pending");
    expect((await storedItem("inscriptions", registrationId))?.status).toBe("pending_payment");
    expect(capturesOf(await orderOf(paymentId))).toEqual([]);
    expect(await scanAll("webhook-events")).toHaveLength(2);

    await world.sandbox.controls.release();
    expect((await storedItem("payments", paymentId))?.status).toBe("completed");
  });

  it("« Refuser » on PayPal: nothing is taken, the payment waits, the registration stays payable", async () => {
    const { registrationId } = await registerVisitor(world);
    const first = await payWithPaypal(registrationId);
    const paymentId = String(first.json.payment_id);
    const order = await orderOf(paymentId);

    const refused = await world.sandbox.controls.refuse(order.id);
    expect(refused.redirect_url).toContain(`/payment-cancel?payment_id=${paymentId}`);
    expect(await paymentStatus(paymentId)).toBe("pending");
    expect((await storedItem("inscriptions", registrationId))?.status).toBe("pending_payment");
    expect(await world.sandbox.controls.webhooks()).toEqual([]);

    // Asked again, the same open payment and its approval link come back.
    const again = await payWithPaypal(registrationId);
    expect(again.status).toBe(200);
    expect(again.json.payment_id).toBe(paymentId);
    expect(again.json.approval_url).toBe(first.json.approval_url);
    expect(await world.sandbox.controls.sessions()).toHaveLength(1);
  });

  it("a declined capture fails the payment; the registration stays payable and a new payment opens", async () => {
    const { registrationId } = await registerVisitor(world);
    const paymentId = String((await payWithPaypal(registrationId)).json.payment_id);
    const order = await orderOf(paymentId);
    await world.sandbox.controls.declineCapture(order.id);
    await world.sandbox.controls.pay(order.id);

    expect(await storedItem("payments", paymentId)).toMatchObject({ status: "failed" });
    expect((await storedItem("inscriptions", registrationId))?.status).toBe("pending_payment");
    await runNotifier();
    expect(await receiptsTo(VISITOR)).toEqual([]);

    const retry = await payWithPaypal(registrationId);
    expect(retry.status).toBe(201);
    expect(retry.json.payment_id).not.toBe(paymentId);
  });

  it("approved, then left uncaptured for 3 hours: PayPal's documented reversal fails the payment, the registration keeps its places", async () => {
    const { activity, registrationId } = await registerVisitor(world);
    const paymentId = String((await payWithPaypal(registrationId)).json.payment_id);
    const order = await orderOf(paymentId);
    const placesBefore = (await storedItem("activities", activity.id))?.places_disponibles;
    // The approval's webhook is lost and the visitor never comes back: nothing captures.
    await world.sandbox.controls.dropNext(1);
    await world.sandbox.controls.pay(order.id);
    expect((await storedItem("payments", paymentId))?.status).toBe("pending");

    // Past the capture window PayPal voids the order and sends the reversal, signed.
    await world.sandbox.controls.advanceClock(3 * 3600);
    const reversal = (await world.sandbox.controls.webhooks()).find(
      (d) => d.type === "CHECKOUT.PAYMENT-APPROVAL.REVERSED",
    );
    expect(reversal?.attempts.map((a) => a.status)).toEqual([200]);
    // The body of PayPal's « Handle uncaptured payments » sample: the order id under order_id, no
    // resource.id, nothing else of the order.
    const body = JSON.parse(reversal?.raw_body ?? "{}");
    expect(Object.keys(body)).toEqual([
      "id",
      "create_time",
      "event_type",
      "summary",
      "resource",
      "event_version",
    ]);
    expect(body).toMatchObject({
      event_type: "CHECKOUT.PAYMENT-APPROVAL.REVERSED",
      summary: "A payment has been reversed after approval.",
      event_version: "1.0",
    });
    expect(Object.keys(body.resource)).toEqual(["order_id", "purchase_units", "payment_source"]);
    expect(body.resource.order_id).toBe(order.id);
    expect(body.resource.purchase_units).toEqual([
      { reference_id: expect.any(String), custom_id: paymentId },
    ]);
    expect(Object.keys(body.resource.payment_source)).toEqual(["paypal"]);

    // The route read the order it names: voided, the payment fails and nothing is captured.
    expect(await storedItem("payments", paymentId)).toMatchObject({
      status: "failed",
      failure_reason: "paypal_declined_or_voided",
    });
    expect(capturesOf(await orderOf(paymentId))).toEqual([]);
    expect(await scanAll("webhook-events")).toEqual([
      expect.objectContaining({ id: `paypal#${body.id}` }),
    ]);
    // A failed payment frees nothing: the registration waits for another payment, places kept.
    expect((await storedItem("inscriptions", registrationId))?.status).toBe("pending_payment");
    expect((await storedItem("activities", activity.id))?.places_disponibles).toBe(placesBefore);
    await runNotifier();
    expect(await receiptsTo(VISITOR)).toEqual([]);
    const retry = await payWithPaypal(registrationId);
    expect(retry.status).toBe(201);
    expect(retry.json.payment_id).not.toBe(paymentId);
  });

  it("approved after the registration was paid otherwise: nothing is captured", async () => {
    const { registrationId } = await registerVisitor(world);
    const paypal = String((await payWithPaypal(registrationId)).json.payment_id);
    const card = String(
      (
        await request(world, "POST", "/api/payments", {
          inscription_id: registrationId,
          method: "card",
        })
      ).json.payment_id,
    );
    const session = (await world.sandbox.controls.sessions()).find((s) => s.provider === "stripe");
    await world.sandbox.controls.pay(session?.id as string, "card");
    expect((await storedItem("inscriptions", registrationId))?.paid_payment_id).toBe(card);

    await world.sandbox.controls.pay((await orderOf(paypal)).id);
    expect(capturesOf(await orderOf(paypal))).toEqual([]);
    expect(await storedItem("payments", paypal)).toMatchObject({
      status: "canceled",
      failure_reason: "registration_not_payable",
    });
  });

  it("PayPal answering 500: the spec's French error, no pending payment left, a retry works", async () => {
    // Another payment first, so that the api function holds a valid PayPal token.
    const other = await registerVisitor(world);
    expect((await payWithPaypal(other.registrationId)).status).toBe(201);
    const { registrationId } = await registerVisitor(world);
    // The client tries the order twice with the same PayPal-Request-Id: both fail.
    await world.sandbox.controls.failNext({ count: 2 });
    const res = await payWithPaypal(registrationId, {}, "click-1");
    expect(res).toEqual({ status: 502, json: { success: false, error: CHECKOUT_ERROR } });
    const payments = await scanAll("payments");
    expect(
      payments.filter((p) => p.inscription_id === registrationId).map((p) => p.status),
    ).toEqual(["failed"]);
    expect(await world.sandbox.controls.sessions()).toHaveLength(1);

    const retry = await payWithPaypal(registrationId, {}, "click-1");
    expect(retry.status).toBe(201);
    expect(await world.sandbox.controls.sessions()).toHaveLength(2);
    // Two registrations, each told once; the failed attempt's event beside the two opened.
    await runNotifier();
    await expectAccounting(
      registrationsAccounting({
        registered: 2,
        paid: 0,
        events: { PaymentStarted: 2, PaymentFailed: 1 },
      }),
    );
  });
});
