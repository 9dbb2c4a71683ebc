/**
 * Cancellation by the visitor, end to end: the api function behind the local host with an
 * injected clock, Stripe and PayPal played by the payment sandbox (payments and refunds), the
 * emulator's tables, bus, notifications queue, SES and event log. The link is the one of the
 * confirmation e-mail.
 */

import { signPaymentLink } from "@core/registrations/links";
import { CANCELLATION_ERRORS } from "@shared/messages/cancellation";
import { readPaymentLinkParams } from "@shared/payments/payment-link";
import { afterEach, describe, expect, it } from "vitest";
import { LOCAL_PAYMENT_LINK_SECRET, LOCAL_PROVIDER_EMAIL } from "../../local/function-env";
import { readEventLog, readSentEmails } from "../support/aws";
import {
  cancellationLinkInEmail,
  hoursBeforeMeeting,
  settableClock,
} from "../support/cancellation";
import { eventually } from "../support/eventually";
import { runNotifier } from "../support/form-fixtures";
import { icsLines } from "../support/ics-lines";
import { request, sandboxSessionOf, setUpPaymentWorld, storedItem } from "../support/payment-world";
import { registerWithLinks as registerWith } from "../support/registration-links";

const VISITOR = "monique.favre@example.ch";
const clock = settableClock();
const world = setUpPaymentWorld({ clock });

afterEach(() => clock.reset());

/** Registers, and reads the two links of the confirmation e-mail. */
const registerWithLinks = (participants = 2) => registerWith(world, participants);

const path = (registrationId: string) => `/api/inscriptions/${registrationId}/annulation`;
const summary = (registrationId: string, jeton: string) =>
  request(world, "GET", `${path(registrationId)}?jeton=${encodeURIComponent(jeton)}`);
const cancel = (registrationId: string, jeton: string) =>
  request(world, "POST", path(registrationId), { jeton });

async function payByCard(registrationId: string) {
  const res = await request(world, "POST", "/api/payments", {
    inscription_id: registrationId,
    method: "card",
  });
  const paymentId = String(res.json.payment_id);
  const session = await sandboxSessionOf(world, paymentId);
  await world.sandbox.controls.pay(session.id, "card");
  await eventually(async () =>
    expect(await storedItem("inscriptions", registrationId)).toMatchObject({ status: "paid" }),
  );
  return { paymentId, sessionId: session.id };
}

async function payByPaypal(registrationId: string) {
  const res = await request(world, "POST", "/api/payments", {
    inscription_id: registrationId,
    method: "paypal",
  });
  const paymentId = String(res.json.payment_id);
  const order = (await world.sandbox.controls.sessions()).find((s) => s.provider === "paypal");
  if (!order) throw new Error("no PayPal order");
  await world.sandbox.controls.pay(order.id);
  await eventually(async () =>
    expect(await storedItem("inscriptions", registrationId)).toMatchObject({ status: "paid" }),
  );
  return { paymentId, orderId: order.id };
}

const placesOf = async (activityId: string) =>
  (await storedItem("activities", activityId))?.places_disponibles;

const emailsTo = async (to: string, subjectStart: string) =>
  (await readSentEmails()).filter((e) => e.to.includes(to) && e.subject.startsWith(subjectStart));

const loggedOf = async (detailType: string) =>
  (await readEventLog()).filter((e) => e.detailType === detailType);

describe("the calendar invitation follows the registration", () => {
  it("is tentative with the confirmation, confirmed by the receipt, cancelled with the same UID", async () => {
    const { activity, registrationId } = await registerWithLinks(1);
    await runNotifier();
    await payByCard(registrationId);
    await runNotifier();
    // The receipt holds « Annuler mon inscription » too: its link is the one used here.
    const receipt = (await emailsTo(VISITOR, "Paiement reçu")).find((e) =>
      e.text.includes(registrationId),
    );
    const receiptLink = readPaymentLinkParams(
      cancellationLinkInEmail(receipt?.text ?? "").searchParams,
    );
    expect(receiptLink?.registrationId).toBe(registrationId);
    clock.set(hoursBeforeMeeting(activity, 100));
    expect((await cancel(registrationId, receiptLink?.jeton ?? "")).status).toBe(200);
    await runNotifier();

    const mine = (await readSentEmails()).filter((e) => e.to.includes(VISITOR)).reverse();
    const invitation = (subjectStart: string) => {
      const email = mine.find((e) => e.subject.startsWith(subjectStart) && e.calendars.length > 0);
      expect(email, subjectStart).toBeDefined();
      return icsLines(email?.calendars[0] ?? "");
    };
    const registered = invitation("Inscription enregistrée");
    const paid = invitation("Paiement reçu");
    const cancelled = invitation("Inscription annulée");
    expect(registered).toMatchObject({ METHOD: "PUBLISH", STATUS: "TENTATIVE", SEQUENCE: "0" });
    expect(paid).toMatchObject({ METHOD: "PUBLISH", STATUS: "CONFIRMED", SEQUENCE: "1" });
    expect(cancelled).toMatchObject({ METHOD: "CANCEL", STATUS: "CANCELLED", SEQUENCE: "2" });
    expect(registered.UID).toBe(`${registrationId}@jura-vtt-vitalite.ch`);
    expect(paid.UID).toBe(registered.UID);
    expect(cancelled.UID).toBe(registered.UID);
    expect(cancelled.DTSTART).toBe(registered.DTSTART);
    expect(cancelled.ORGANIZER).toBe(registered.ORGANIZER);
  });
});

describe("cancellation more than 72 h before the meeting", () => {
  it("73 h before, paid by card: cancelled, places back, refunded once at Stripe, both told, the event logged", async () => {
    const { activity, registrationId, jeton } = await registerWithLinks(2);
    const { paymentId, sessionId } = await payByCard(registrationId);
    expect(await placesOf(activity.id)).toBe(6);
    expect(await storedItem("payments", paymentId)).toMatchObject({
      provider_payment_ref: expect.stringMatching(/^pi_/),
    });
    await runNotifier();

    clock.set(hoursBeforeMeeting(activity, 73));
    const shown = await summary(registrationId, jeton);
    expect(shown).toEqual({
      status: 200,
      json: {
        success: true,
        inscription_id: registrationId,
        activity_title: activity.titre,
        activity_date: activity.date,
        heure_rdv: activity.heure_rdv,
        participants: 2,
        amount: 15000,
        status: "paid",
        terms: "free",
        free_until: hoursBeforeMeeting(activity, 72).toISOString(),
        cancellation_requested: false,
        refund: "provider_api",
      },
    });

    const res = await cancel(registrationId, jeton);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      success: true,
      outcome: "cancelled",
      status: "cancelled",
      refund: "provider_api",
      refund_done: true,
    });
    expect(await storedItem("inscriptions", registrationId)).toMatchObject({
      status: "cancelled",
      cancelled_by: "visitor",
    });
    expect(await placesOf(activity.id)).toBe(8);
    const payment = await storedItem("payments", paymentId);
    expect(payment).toMatchObject({ status: "completed", refund_status: "refunded" });
    const [session] = (await world.sandbox.controls.sessions()).filter((s) => s.id === sessionId);
    expect(session?.refunds).toEqual([
      expect.objectContaining({
        id: payment?.refund_id,
        object: "refund",
        amount: 15000,
        currency: "chf",
        status: "succeeded",
        reason: "requested_by_customer",
      }),
    ]);

    // A retry (double click, reload): the same answer, no second refund, places counted once.
    const again = await cancel(registrationId, jeton);
    expect(again.status).toBe(200);
    expect(again.json).toMatchObject({ outcome: "cancelled", refund_done: true });
    const after = (await world.sandbox.controls.sessions()).find((s) => s.id === sessionId);
    expect(after?.refunds).toHaveLength(1);
    expect(await placesOf(activity.id)).toBe(8);

    await runNotifier();
    await runNotifier();
    const visitorMails = await emailsTo(VISITOR, "Inscription annulée");
    expect(visitorMails).toHaveLength(1);
    expect(visitorMails[0]?.text).toContain("CHF 150.00 vous est remboursé");
    const providerMails = await emailsTo(LOCAL_PROVIDER_EMAIL, "Inscription annulée");
    expect(providerMails).toHaveLength(1);
    expect(providerMails[0]?.text).toContain("Remboursé automatiquement : CHF 150.00");
    const logged = await eventually(async () => {
      const events = await loggedOf("InscriptionCancelled");
      expect(events).toHaveLength(1);
      return events;
    });
    expect(logged[0]?.data).toEqual({
      inscription_id: registrationId,
      activity_id: activity.id,
      activity_title: activity.titre,
      activity_date: activity.date,
      participants: 2,
      amount_centimes: 15000,
      previous_status: "paid",
      refund: "provider_api",
      status: "cancelled",
      places_disponibles: 8,
    });
  });

  it("73 h before, paid with PayPal: the capture is refunded once", async () => {
    const { activity, registrationId, jeton } = await registerWithLinks(1);
    const { paymentId, orderId } = await payByPaypal(registrationId);
    clock.set(hoursBeforeMeeting(activity, 73));

    expect((await cancel(registrationId, jeton)).json).toMatchObject({
      outcome: "cancelled",
      refund: "provider_api",
      refund_done: true,
    });
    expect((await cancel(registrationId, jeton)).status).toBe(200);

    const payment = await storedItem("payments", paymentId);
    expect(payment).toMatchObject({ refund_status: "refunded" });
    const order = (await world.sandbox.controls.sessions()).find((s) => s.id === orderId);
    const orderObject = order?.object as
      | { purchase_units: { payments: { captures: { id: string; status: string }[] } }[] }
      | undefined;
    const capture = orderObject?.purchase_units[0]?.payments.captures[0];
    expect(capture?.id).toBe(payment?.provider_payment_ref);
    expect(capture?.status).toBe("REFUNDED");
    expect(order?.refunds).toEqual([
      expect.objectContaining({
        id: payment?.refund_id,
        amount: { currency_code: "CHF", value: "75.00" },
        status: "COMPLETED",
      }),
    ]);
    expect(await placesOf(activity.id)).toBe(8);
  });

  it("unpaid: cancelled and places back, nothing to refund", async () => {
    const { activity, registrationId, jeton } = await registerWithLinks(3);
    clock.set(hoursBeforeMeeting(activity, 100));
    const res = await cancel(registrationId, jeton);
    expect(res.json).toMatchObject({ outcome: "cancelled", refund: "none" });
    expect(await placesOf(activity.id)).toBe(8);
    await runNotifier();
    const [mail] = await emailsTo(VISITOR, "Inscription annulée");
    expect(mail?.text).toContain("il n'y a rien à rembourser");
  });
});

describe("cancellation within 72 h of the meeting", () => {
  it("71 h before: passed to the provider once, the registration and its places stay", async () => {
    const { activity, registrationId, jeton } = await registerWithLinks(2);
    await payByCard(registrationId);
    await runNotifier();
    clock.set(hoursBeforeMeeting(activity, 71));

    expect((await summary(registrationId, jeton)).json).toMatchObject({
      terms: "late",
      status: "paid",
      cancellation_requested: false,
    });
    const res = await cancel(registrationId, jeton);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      outcome: "requested",
      status: "paid",
      cancellation_requested: true,
    });
    expect((await cancel(registrationId, jeton)).json).toMatchObject({ outcome: "requested" });

    expect(await storedItem("inscriptions", registrationId)).toMatchObject({
      status: "paid",
      cancellation_requested_at: hoursBeforeMeeting(activity, 71).toISOString(),
    });
    expect(await placesOf(activity.id)).toBe(6);
    const sessions = await world.sandbox.controls.sessions();
    expect(sessions.flatMap((s) => s.refunds ?? [])).toEqual([]);

    await runNotifier();
    const toProvider = await emailsTo(LOCAL_PROVIDER_EMAIL, "Demande d'annulation tardive");
    expect(toProvider).toHaveLength(1);
    expect(toProvider[0]?.text).toContain("c'est à vous de décider");
    const toVisitor = await emailsTo(VISITOR, "Demande d'annulation reçue");
    expect(toVisitor).toHaveLength(1);
    expect(toVisitor[0]?.text).toContain(
      "L'annulation est gratuite jusqu'à 72 heures avant le départ. Passé ce délai, le prix de la sortie reste dû.",
    );
    await eventually(async () =>
      expect(await loggedOf("InscriptionCancellationRequested")).toHaveLength(1),
    );
    expect(await loggedOf("InscriptionCancelled")).toEqual([]);
  });
});

describe("a link that does not cancel", () => {
  it("forged, expired, for another registration or a payment jeton: the same French 403, no data, nothing changes", async () => {
    const { activity, registrationId, jeton, paymentJeton } = await registerWithLinks(2);
    const other = await registerWithLinks(1);
    const meeting = hoursBeforeMeeting(activity, 0);
    const refusedAnswer = {
      status: 403,
      json: { success: false, error: CANCELLATION_ERRORS.linkInvalid },
    };
    const bad = [
      "",
      "not-a-jeton",
      `${jeton.split(".")[0]}.${"A".repeat(43)}`,
      paymentJeton,
      other.jeton,
      signPaymentLink(registrationId, meeting, "b".repeat(40), "cancellation"),
    ];
    clock.set(hoursBeforeMeeting(activity, 80));
    for (const candidate of bad) {
      expect(await summary(registrationId, candidate)).toEqual(refusedAnswer);
      if (candidate) expect(await cancel(registrationId, candidate)).toEqual(refusedAnswer);
    }
    expect(await summary("no-such-registration", jeton)).toEqual(refusedAnswer);

    // Signed with the right key, but its time (the meeting) has passed.
    clock.set(new Date(meeting.getTime() + 60_000));
    expect(await summary(registrationId, jeton)).toEqual(refusedAnswer);
    expect(await cancel(registrationId, jeton)).toEqual(refusedAnswer);

    // A jeton expired a second ago, signed with the local key.
    clock.reset();
    const expired = signPaymentLink(
      registrationId,
      new Date(Date.now() - 1000),
      LOCAL_PAYMENT_LINK_SECRET,
      "cancellation",
    );
    expect(await cancel(registrationId, expired)).toEqual(refusedAnswer);

    expect(refusedAnswer.json.error).toMatch(/^Ce lien d'annulation n'est plus valable/);
    expect(await storedItem("inscriptions", registrationId)).toMatchObject({
      status: "pending_payment",
    });
    expect(await placesOf(activity.id)).toBe(6);
  });

  it("a POST without jeton: 400 with a French message for the field", async () => {
    const res = await request(world, "POST", path("anything"), {});
    expect(res).toEqual({
      status: 400,
      json: {
        success: false,
        error: CANCELLATION_ERRORS.invalid,
        details: { jeton: CANCELLATION_ERRORS.jetonRequired },
      },
    });
  });
});
