/**
 * Reminders and expiry against the emulator, with one injected clock for the api function, the
 * deadline job and its worker (and the payment sandbox moved by as much): a registration unpaid
 * at 24 h gets one reminder whose link loads the summary and pays; one paid at 23 h 59 gets none;
 * unpaid at its deadline it expires, its places return, the visitor and the provider are told and
 * InscriptionExpired reaches the log; a payment after expiry takes the places back while they are
 * free, and is kept for refund once they are gone.
 */

import { PAYMENT_ERRORS } from "@shared/messages/payment";
import { readPaymentLinkParams } from "@shared/payments/payment-link";
import { PAYMENT_DEADLINES } from "@shared/registrations/payment-deadlines";
import { beforeEach, describe, expect, it } from "vitest";
import { readEventLog, readSentEmails } from "../support/aws";
import { deadlineJobs } from "../support/deadline-jobs";
import { eventually } from "../support/eventually";
import { runNotifier } from "../support/form-fixtures";
import { paymentLinkInEmail } from "../support/payment-link-email";
import {
  openCardPayment,
  registerVisitor,
  request,
  runPaymentsTool,
  setUpPaymentWorld,
  storedItem,
} from "../support/payment-world";
import { putActivity, validRegistration } from "../support/registration-fixtures";

const VISITOR = "monique.favre@example.ch";
const HOUR = 3_600_000;

/** Real time plus what the test moves it by: the api, the job and its worker read it. */
const clock = { offsetMs: 0, now: () => new Date(Date.now() + clock.offsetMs) };
const world = setUpPaymentWorld({ clock });
const jobs = deadlineJobs(clock);

beforeEach(() => {
  clock.offsetMs = 0;
});

/** Time passes for the site and for the providers alike (webhook signatures stay fresh). */
async function advance(ms: number) {
  clock.offsetMs += ms;
  await world.sandbox.controls.advanceClock(Math.floor(ms / 1000));
}

const reminders = async () =>
  (await readSentEmails()).filter((e) => e.to.includes(VISITOR) && e.subject.startsWith("Rappel"));

async function places(activityId: string) {
  return (await storedItem("activities", activityId))?.places_disponibles;
}

const payByCard = (registrationId: string) => openCardPayment(world, registrationId);

async function chooseBankTransfer(registrationId: string) {
  const res = await request(world, "POST", "/api/payments", {
    inscription_id: registrationId,
    method: "virement",
  });
  expect(res.status).toBe(201);
  const bill = res.json.qr_bill as { reference: string };
  return { paymentId: String(res.json.payment_id), reference: bill.reference };
}

describe("the payment reminder", () => {
  it("unpaid at 24 h: exactly one reminder, the job run twice; its link loads the summary and pays", async () => {
    const { registrationId } = await registerVisitor(world, 2);
    const stored = await storedItem("inscriptions", registrationId);
    expect(Date.parse(String(stored?.deadline)) - Date.parse(String(stored?.created_at))).toBe(
      PAYMENT_DEADLINES.DEADLINE_AFTER_HOURS * HOUR,
    );

    await advance(23 * HOUR + 58 * 60_000);
    expect((await jobs.run()).queued).toBe(0);

    await advance(2 * 60_000);
    // Two scheduled runs before the worker: the registration is queued twice.
    expect((await jobs.schedule()).queued).toBe(1);
    expect((await jobs.schedule()).queued).toBe(1);
    const { messages, result } = await jobs.work();
    expect(messages).toHaveLength(2);
    expect(result.batchItemFailures).toEqual([]);
    // A later run finds nothing due until the deadline.
    expect((await jobs.run()).queued).toBe(0);

    const sent = await reminders();
    expect(sent).toHaveLength(1);
    const [reminder] = sent;
    expect(reminder?.text).toContain("CHF 150.00");
    const url = paymentLinkInEmail(reminder?.text ?? "");
    const link = readPaymentLinkParams(url.searchParams);
    expect(link?.registrationId).toBe(registrationId);
    // Signed until the registration's deadline.
    expect(Number(link?.jeton.split(".")[0])).toBe(
      Math.floor(Date.parse(String(stored?.deadline)) / 1000),
    );

    const summary = await request(
      world,
      "GET",
      `/api/inscriptions/${registrationId}?jeton=${encodeURIComponent(link?.jeton ?? "")}`,
    );
    expect(summary.status).toBe(200);
    expect(summary.json).toMatchObject({
      inscription_id: registrationId,
      amount: 15000,
      participants: 2,
      status: "pending_payment",
    });

    const { session } = await payByCard(registrationId);
    await world.sandbox.controls.pay(session.id, "card");
    await eventually(async () =>
      expect((await storedItem("inscriptions", registrationId))?.status).toBe("paid"),
    );
    // Paid: out of the due index, nothing more at the deadline.
    await advance(30 * HOUR);
    expect((await jobs.run()).queued).toBe(0);
  });

  it("paid at 23 h 59: no reminder", async () => {
    const { registrationId } = await registerVisitor(world, 1);
    await advance(23 * HOUR + 59 * 60_000);
    const { session } = await payByCard(registrationId);
    await world.sandbox.controls.pay(session.id, "card");
    await eventually(async () =>
      expect((await storedItem("inscriptions", registrationId))?.status).toBe("paid"),
    );
    await advance(2 * 60_000);
    expect((await jobs.run()).queued).toBe(0);
    await advance(48 * HOUR);
    expect((await jobs.run()).queued).toBe(0);
    expect(await reminders()).toEqual([]);
  });

  it("paid while its message waits in the queue: the worker sends nothing", async () => {
    const { registrationId } = await registerVisitor(world, 1);
    await advance(24 * HOUR + 60_000);
    expect((await jobs.schedule()).queued).toBe(1);
    const { session } = await payByCard(registrationId);
    await world.sandbox.controls.pay(session.id, "card");
    await eventually(async () =>
      expect((await storedItem("inscriptions", registrationId))?.status).toBe("paid"),
    );
    const { result } = await jobs.work();
    expect(result.batchItemFailures).toEqual([]);
    expect(await reminders()).toEqual([]);
  });
});

describe("expiry at the deadline", () => {
  it("unpaid at its deadline: expired, places back once, Stripe's session closed, e-mails and InscriptionExpired", async () => {
    const { activity, registrationId } = await registerVisitor(world, 2);
    expect(await places(activity.id)).toBe(6);
    await advance(24 * HOUR + 60_000);
    await jobs.run();
    const { paymentId, session } = await payByCard(registrationId);

    await advance(24 * HOUR);
    const run = await jobs.run();
    expect(run).toEqual({ queued: 1, failures: [] });
    const expired = await storedItem("inscriptions", registrationId);
    expect(expired).toMatchObject({ status: "expired" });
    expect(expired?.due_status).toBeUndefined();
    expect(await places(activity.id)).toBe(8);
    // The open card payment can no longer be paid: Stripe's session is expired.
    const sessions = await world.sandbox.controls.sessions();
    expect(sessions.find((s) => s.id === session.id)?.status).toBe("expired");
    expect((await storedItem("payments", paymentId))?.status).toBe("expired");

    // Run again (a duplicate message): nothing changes, the places are not returned twice.
    await jobs.run();
    await jobs.work();
    expect(await places(activity.id)).toBe(8);

    const { result } = await runNotifier();
    expect(result.batchItemFailures).toEqual([]);
    const emails = await readSentEmails();
    const visitor = emails.filter(
      (e) => e.to.includes(VISITOR) && e.subject.startsWith("Inscription expirée"),
    );
    expect(visitor).toHaveLength(1);
    expect(visitor[0]?.text).toContain("les places ont été libérées");
    const provider = emails.filter((e) => e.subject.startsWith("Inscription expirée (non payée)"));
    expect(provider).toHaveLength(1);
    expect(provider[0]?.text).toContain(registrationId);

    const logged = await eventually(async () => {
      const events = (await readEventLog()).filter((e) => e.detailType === "InscriptionExpired");
      expect(events).toHaveLength(1);
      return events;
    });
    expect(logged[0]?.data).toMatchObject({
      inscription_id: registrationId,
      participants: 2,
      status: "expired",
    });
    expect(JSON.stringify(logged)).not.toMatch(/Monique|Favre|monique\.favre/);
  });

  it("the reminder's link no longer opens anything once the deadline has passed", async () => {
    const { registrationId } = await registerVisitor(world, 1);
    await advance(24 * HOUR + 60_000);
    await jobs.run();
    const [reminder] = await reminders();
    const link = readPaymentLinkParams(paymentLinkInEmail(reminder?.text ?? "").searchParams);
    await advance(24 * HOUR);
    const answer = await request(
      world,
      "GET",
      `/api/inscriptions/${registrationId}?jeton=${encodeURIComponent(link?.jeton ?? "")}`,
    );
    expect(answer.status).toBe(403);
    expect(answer.json).toEqual({ success: false, error: PAYMENT_ERRORS.paymentLinkInvalid });
  });

  it("a bank transfer chosen pushes the deadline back: not expired at 48 h", async () => {
    const { registrationId } = await registerVisitor(world, 1);
    await chooseBankTransfer(registrationId);
    const stored = await storedItem("inscriptions", registrationId);
    expect(Date.parse(String(stored?.deadline)) - Date.parse(String(stored?.created_at))).toBe(
      PAYMENT_DEADLINES.BANK_TRANSFER_DEADLINE_AFTER_HOURS * HOUR,
    );
    await advance(24 * HOUR + 60_000);
    await jobs.run();
    await advance(24 * HOUR);
    await jobs.run();
    expect((await storedItem("inscriptions", registrationId))?.status).toBe("pending_payment");
  });
});

describe("a payment after expiry", () => {
  async function expiredWithBankTransfer(placesOnActivity: number) {
    const activity = await putActivity({ places_disponibles: placesOnActivity });
    const res = await request(
      world,
      "POST",
      "/api/inscriptions",
      validRegistration(activity.id, { nombre_participants: 2 }),
    );
    expect(res.status).toBe(201);
    const registrationId = String(res.json.inscription_id);
    const { paymentId, reference } = await chooseBankTransfer(registrationId);
    await advance(PAYMENT_DEADLINES.BANK_TRANSFER_DEADLINE_AFTER_HOURS * HOUR + 60_000);
    await jobs.run();
    expect((await storedItem("inscriptions", registrationId))?.status).toBe("expired");
    expect(await places(activity.id)).toBe(placesOnActivity);
    return { activity, registrationId, paymentId, reference };
  }

  it("is accepted while the places are free: the registration is paid again and takes them back", async () => {
    const { activity, registrationId, paymentId, reference } = await expiredWithBankTransfer(8);
    const tool = await runPaymentsTool(["mark-paid", reference]);
    expect(tool.code).toBe(0);
    expect(await storedItem("inscriptions", registrationId)).toMatchObject({
      status: "paid",
      paid_payment_id: paymentId,
    });
    expect(await places(activity.id)).toBe(6);
    expect(await storedItem("payments", paymentId)).toMatchObject({
      status: "completed",
      refund_due: false,
    });
  });

  it("is kept and marked for refund once the places are gone, and the provider is told", async () => {
    const { activity, registrationId, paymentId, reference } = await expiredWithBankTransfer(2);
    // Someone else takes the two places that came back.
    const other = await request(
      world,
      "POST",
      "/api/inscriptions",
      validRegistration(activity.id, { nombre_participants: 2, email: "paul.rochat@example.ch" }),
    );
    expect(other.status).toBe(201);
    expect(await places(activity.id)).toBe(0);

    const tool = await runPaymentsTool(["mark-paid", reference]);
    expect(tool.code).toBe(0);
    expect((await storedItem("inscriptions", registrationId))?.status).toBe("expired");
    expect(await places(activity.id)).toBe(0);
    expect(await storedItem("payments", paymentId)).toMatchObject({
      status: "completed",
      refund_due: true,
    });
    const { result } = await runNotifier();
    expect(result.batchItemFailures).toEqual([]);
    const refund = (await readSentEmails()).filter((e) =>
      e.subject.startsWith("À rembourser : paiement après expiration"),
    );
    expect(refund).toHaveLength(1);
  });
});

describe("registrationRelease", () => {
  it("run twice, it returns the places once", async () => {
    const { activity, registrationId } = await registerVisitor(world, 3);
    expect(await places(activity.id)).toBe(5);
    const registration = await jobs.adapters.registrations.get(registrationId);
    if (!registration) throw new Error("registration not stored");
    const release = (eventId: string) =>
      jobs.adapters.releaseRegistration({
        registration,
        from: ["pending_payment"],
        to: "expired",
        at: clock.now(),
        activityLimited: true,
        event: {
          detailType: "InscriptionExpired",
          detail: {
            metadata: { eventId, occurredAt: clock.now().toISOString(), version: 1 },
            data: { inscription_id: registrationId },
          },
        },
      });
    expect(await release("evt-1")).toBe("released");
    expect(await release("evt-2")).toBe("status_changed");
    expect(await places(activity.id)).toBe(8);
    expect((await storedItem("inscriptions", registrationId))?.status).toBe("expired");
  });
});
