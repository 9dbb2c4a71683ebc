/**
 * One participant cancelled alone by the cancellation link, end to end: the api function behind
 * the local host with an injected clock, Stripe played by the payment sandbox (payment and
 * refunds), the emulator's tables, bus, notifications queue and SES.
 */

import { CANCELLATION_ERRORS } from "@shared/messages/cancellation";
import { afterEach, describe, expect, it } from "vitest";
import { readSentEmails } from "../support/aws";
import { hoursBeforeMeeting, settableClock } from "../support/cancellation";
import { eventually } from "../support/eventually";
import { runNotifier } from "../support/form-fixtures";
import { request, sandboxSessionOf, setUpPaymentWorld, storedItem } from "../support/payment-world";
import { registerWithLinks } from "../support/registration-links";

const VISITOR = "monique.favre@example.ch";
const clock = settableClock();
const world = setUpPaymentWorld({ clock });

afterEach(() => clock.reset());

const PAUL = {
  prenom: "Paul",
  nom: "Favre",
  date_naissance: "1956-09-30",
  a_velo_electrique: true,
};

const path = (registrationId: string) => `/api/inscriptions/${registrationId}/annulation`;
const cancel = (registrationId: string, body: Record<string, unknown>) =>
  request(world, "POST", path(registrationId), body);

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

const refundsOf = async (sessionId: string) =>
  ((await world.sandbox.controls.sessions()).find((s) => s.id === sessionId)?.refunds ?? []) as {
    amount: number;
    status: string;
  }[];

const placesOf = async (activityId: string) =>
  (await storedItem("activities", activityId))?.places_disponibles;

describe("one participant cancelled alone, more than 72 h before", () => {
  it("paid by card: exactly her share refunded once, her place back, the registrant still registered; the whole afterwards refunds only the rest", async () => {
    const { activity, registrationId, jeton } = await registerWithLinks(world, 2, {
      participants: [PAUL],
    });
    const { paymentId, sessionId } = await payByCard(registrationId);
    expect(await placesOf(activity.id)).toBe(6);
    clock.set(hoursBeforeMeeting(activity, 100));

    // The page lists both; the registrant alone cannot be cancelled.
    const shown = await request(
      world,
      "GET",
      `${path(registrationId)}?jeton=${encodeURIComponent(jeton)}`,
    );
    expect(shown.json.personnes).toEqual([
      { position: 0, prenom: "Monique", nom: "Favre", annule: false },
      { position: 1, prenom: "Paul", nom: "Favre", annule: false },
    ]);
    const registrant = await cancel(registrationId, { jeton, participant: 0 });
    expect(registrant.status).toBe(400);
    expect(registrant.json.details).toEqual({
      participant: CANCELLATION_ERRORS.participantIsRegistrant,
    });
    const nobody = await cancel(registrationId, { jeton, participant: 2 });
    expect(nobody.status).toBe(400);
    expect(nobody.json.details).toEqual({ participant: CANCELLATION_ERRORS.participantUnknown });
    const extra = await cancel(registrationId, { jeton, participant: 1, montant: 1 });
    expect(extra.status).toBe(400);

    const res = await cancel(registrationId, { jeton, participant: 1 });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      outcome: "cancelled",
      participant: 1,
      participants: 1,
      amount: 7500,
      status: "paid",
      refund: "provider_api",
      refund_done: true,
    });
    expect(await refundsOf(sessionId)).toEqual([
      expect.objectContaining({ amount: 7500, status: "succeeded" }),
    ]);
    expect(await placesOf(activity.id)).toBe(7);
    const stored = await storedItem("inscriptions", registrationId);
    expect(stored).toMatchObject({
      status: "paid",
      nombre_participants: 1,
      total_centimes: 7500,
      participants: [expect.objectContaining({ prenom: "Paul", annule_le: expect.any(String) })],
    });
    expect(await storedItem("payments", paymentId)).toMatchObject({
      refunded_centimes: 7500,
      refund_parts: { p1: expect.objectContaining({ amount_centimes: 7500, status: "refunded" }) },
    });

    // A retry (double click, reload): nothing more released or refunded.
    const again = await cancel(registrationId, { jeton, participant: 1 });
    expect(again.status).toBe(200);
    expect(await refundsOf(sessionId)).toHaveLength(1);
    expect(await placesOf(activity.id)).toBe(7);
    expect((await storedItem("inscriptions", registrationId))?.total_centimes).toBe(7500);

    // The visitor is told who, the new total and the share's refund.
    await runNotifier();
    await runNotifier();
    const mails = (await readSentEmails()).filter(
      (e) => e.to.includes(VISITOR) && e.subject.startsWith("Participation annulée : Paul Favre"),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain("CHF 75.00");

    // The whole cancelled afterwards: the rest only, her place back too.
    const whole = await cancel(registrationId, { jeton });
    expect(whole.json).toMatchObject({ outcome: "cancelled", status: "cancelled" });
    expect((await refundsOf(sessionId)).map((r) => r.amount)).toEqual([7500, 7500]);
    expect(await placesOf(activity.id)).toBe(8);
    await runNotifier();
    const wholeMail = (await readSentEmails()).find(
      (e) => e.to.includes(VISITOR) && e.subject.startsWith("Inscription annulée"),
    );
    expect(wholeMail?.text).toContain("Votre paiement de CHF 75.00 vous est remboursé");
  });

  it("unpaid: the registration owes less, and the next card payment asks the new amount", async () => {
    const { activity, registrationId, jeton } = await registerWithLinks(world, 2, {
      participants: [PAUL],
    });
    const first = await request(world, "POST", "/api/payments", {
      inscription_id: registrationId,
      method: "card",
    });
    expect((await storedItem("payments", String(first.json.payment_id)))?.amount_centimes).toBe(
      15000,
    );
    clock.set(hoursBeforeMeeting(activity, 100));
    const res = await cancel(registrationId, { jeton, participant: 1 });
    expect(res.json).toMatchObject({ outcome: "cancelled", amount: 7500, refund: "none" });
    // Back to now: the first page (CHF 150.00) is still open, but not offered again.
    clock.reset();
    const next = await request(world, "POST", "/api/payments", {
      inscription_id: registrationId,
      method: "card",
    });
    expect(next.json.payment_id).not.toBe(first.json.payment_id);
    expect((await storedItem("payments", String(next.json.payment_id)))?.amount_centimes).toBe(
      7500,
    );
  });
});
