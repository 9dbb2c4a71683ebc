/**
 * The payments desk of the team space against the emulator and the payment sandbox, through
 * teamPaymentsRoutes(wireTeamAdapters(...)) with a founder's verified claims (the token check is
 * the team function's, tested on its own): the desk's lists, « Marquer comme payé », the bank
 * file, the refund job's retries with backoff, « Réessayer » and « Remboursé à la main ».
 */
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import type { Payment } from "@core/payments/payment";
import { PAYMENTS_DESK_MESSAGES as M } from "@shared/messages/payments-desk";
import type { PaymentsDesk } from "@shared/schemas/team-payments";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createRouter } from "../../functions/api/router";
import { setProcessClock } from "../../functions/clock";
import { getConfig } from "../../functions/config";
import { teamPaymentsRoutes } from "../../functions/team/routes/payments";
import { wireTeamAdapters } from "../../functions/team/wiring";
import { wireAdapters } from "../../functions/wiring/adapters";
import { readEventLog, readSentEmails } from "../support/aws";
import { settableClock } from "../support/cancellation";
import { eventually } from "../support/eventually";
import { runNotifier } from "../support/form-fixtures";
import {
  request,
  runPaymentsTool,
  sandboxSessionOf,
  setUpPaymentWorld,
  storedItem,
} from "../support/payment-world";
import { drainRefundQueue, runRefundJob } from "../support/refund-retries";
import { apiEvent } from "../support/registration-fixtures";
import { registerWithLinks } from "../support/registration-links";

const FOUNDER = { sub: "5d2e-founder-sub", username: "a1b2-founder" };
const VISITOR = "monique.favre@example.ch";
const MINUTE = 60_000;
const CAMT_054 = fileURLToPath(new URL("../fixtures/camt054-qr-payments.xml", import.meta.url));

const clock = settableClock();
const world = setUpPaymentWorld({ clock });
const team = createRouter(teamPaymentsRoutes(wireTeamAdapters(getConfig())));

// The team function reads "now" from the process clock: the test's, as the local host sets its own.
beforeAll(() => setProcessClock(clock));
afterAll(() => setProcessClock());
afterEach(() => clock.reset());

/** A team request as the team function routes it once the token is verified. */
async function teamCall(
  method: "GET" | "POST",
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const event = apiEvent(method, path, body, headers);
  const requestContext = {
    ...event.requestContext,
    authorizer: { jwt: { claims: FOUNDER, scopes: [] } },
  } as typeof event.requestContext;
  const res = await team({ ...event, requestContext });
  return {
    status: res.statusCode ?? 0,
    headers: res.headers ?? {},
    body: JSON.parse(res.body ?? "{}"),
  };
}

const desk = async () => (await teamCall("GET", "/api/equipe/paiements")).body as PaymentsDesk;

const emailsTo = async (to: string, subjectStart: string) =>
  (await readSentEmails()).filter((e) => e.to.includes(to) && e.subject.startsWith(subjectStart));

/** A registered visitor who chose a bank transfer with `reference` (as the payment route stores it). */
async function awaitingTransfer(reference: string) {
  const registered = await registerWithLinks(world, 2);
  const registration = await storedItem("inscriptions", registered.registrationId);
  const now = new Date().toISOString();
  const payment: Payment = {
    id: `pay-bank-${reference.slice(-6)}`,
    inscription_id: registered.registrationId,
    activity_id: String(registration?.activity_id),
    method: "virement",
    provider: "bank",
    provider_ref: null,
    amount_centimes: Number(registration?.total_centimes),
    currency: "CHF",
    status: "pending",
    created_at: now,
    updated_at: now,
    expires_at: null,
    refund_due: false,
    bank_reference: reference,
  };
  expect(await wireAdapters(getConfig()).payments.store.open({ payment, events: [] })).toBe(
    "stored",
  );
  return { ...registered, paymentId: payment.id };
}

async function paidByCard() {
  const registered = await registerWithLinks(world, 2);
  const res = await request(world, "POST", "/api/payments", {
    inscription_id: registered.registrationId,
    method: "card",
  });
  const paymentId = String(res.json.payment_id);
  const session = await sandboxSessionOf(world, paymentId);
  await world.sandbox.controls.pay(session.id, "card");
  await eventually(async () =>
    expect(await storedItem("inscriptions", registered.registrationId)).toMatchObject({
      status: "paid",
    }),
  );
  return { ...registered, paymentId, sessionId: session.id };
}

const cancel = (registrationId: string, jeton: string) =>
  request(world, "POST", `/api/inscriptions/${registrationId}/annulation`, { jeton });

const refundsAtSandbox = async (sessionId: string) =>
  (await world.sandbox.controls.sessions()).find((s) => s.id === sessionId)?.refunds ?? [];

const REFERENCE = "210000000003139471430009017";

describe("team space: the payments desk", () => {
  it("lists an unpaid bank transfer with its deadline, amount and QR reference; « Marquer comme payé » twice settles once and sends one receipt", async () => {
    const { registrationId, paymentId } = await awaitingTransfer(REFERENCE);
    const before = await desk();
    expect(before.non_payees).toEqual([
      expect.objectContaining({
        inscription_id: registrationId,
        nom: "Monique Favre",
        // What the founders' search reads (the team space only; never in logs or events).
        email: expect.stringContaining("@"),
        telephone: expect.stringMatching(/\d/),
        montant_centimes: 15000,
        moyen_paiement: "Virement (QR-facture)",
        methode_manuelle: "virement",
        reference_qr: "21 00000 00003 13947 14300 09017",
        delai: expect.any(String),
      }),
    ]);

    const unknown = await teamCall("POST", "/api/equipe/paiements/marquer-paye", {
      reference: "210000000003139471430009999",
      methode: "virement",
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe(M.unknownBankReference);
    const invalid = await teamCall("POST", "/api/equipe/paiements/marquer-paye", {
      reference: "",
      methode: "carte",
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.details).toEqual({ reference: M.reference, methode: M.methode });

    const mark = { reference: "21 00000 00003 13947 14300 09017", methode: "virement" };
    const first = await teamCall("POST", "/api/equipe/paiements/marquer-paye", mark, {
      "idempotency-key": "mark-1",
    });
    expect(first.status).toBe(200);
    expect(first.headers["cache-control"]).toBe("no-store");
    expect(first.body).toMatchObject({ resultat: "paye", inscription_id: registrationId });
    // The same click sent again replays its answer; a second click says it was already paid.
    const replay = await teamCall("POST", "/api/equipe/paiements/marquer-paye", mark, {
      "idempotency-key": "mark-1",
    });
    expect(replay.body).toEqual(first.body);
    const second = await teamCall("POST", "/api/equipe/paiements/marquer-paye", mark, {
      "idempotency-key": "mark-2",
    });
    expect(second.body).toMatchObject({ resultat: "deja_paye", message: M.alreadyPaid });
    // The command line's mark-paid is the same use case: nothing more.
    expect((await runPaymentsTool(["mark-paid", REFERENCE])).out).toContain("Déjà enregistré");

    expect(await storedItem("inscriptions", registrationId)).toMatchObject({
      status: "paid",
      paid_payment_id: paymentId,
    });
    await runNotifier();
    expect(await emailsTo(VISITOR, "Paiement reçu")).toHaveLength(1);
    expect((await readEventLog()).filter((e) => e.detailType === "PaymentCompleted")).toHaveLength(
      1,
    );
    expect((await desk()).non_payees).toEqual([]);
  });

  it("imports a camt.054 file once: the report as the command line gives it, the same file again reports each credit as already imported; a file that is not camt is refused in French", async () => {
    const { registrationId } = await awaitingTransfer(REFERENCE);
    const xml = await readFile(CAMT_054, "utf8");
    const upload = (body: string, type = "application/xml") =>
      teamCall("POST", "/api/equipe/paiements/releve", body, {
        "content-type": type,
        "x-nom-fichier": "releve.xml",
      });

    const first = await upload(xml);
    expect(first.status).toBe(200);
    expect(first.body.resume).toContain("5 versements reçus.");
    expect(first.body.nombres).toMatchObject({ paid: 1, duplicate: 1 });
    expect(first.body.groupes[0]).toMatchObject({
      resultat: "paid",
      titre: "Inscriptions payées (reçu envoyé)",
    });
    expect(first.body.groupes[0].lignes[0]).toContain(`inscription ${registrationId}`);
    expect(await storedItem("inscriptions", registrationId)).toMatchObject({ status: "paid" });

    const again = await upload(xml);
    expect(again.status).toBe(200);
    expect(again.body.nombres).toEqual({ duplicate: 5 });

    const notCamt = await upload("<html><body>relevé</body></html>");
    expect(notCamt.status).toBe(400);
    expect(notCamt.body.error).toBe(M.notCamt);
    const notXml = await upload("{}", "application/json");
    expect(notXml.status).toBe(415);
    const tooLarge = await upload(`<a>${"x".repeat(1024 * 1024)}</a>`);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.error).toBe(M.bankFileTooLarge);

    await runNotifier();
    expect(await emailsTo(VISITOR, "Paiement reçu")).toHaveLength(1);
  });

  it("a card refund the provider refuses twice is retried by the job with backoff, shown on the desk meanwhile, and refunded once at the sandbox", async () => {
    const start = new Date();
    clock.set(start);
    const { registrationId, jeton, paymentId, sessionId } = await paidByCard();
    // Stripe's client tries each call twice: four failures are two refused refunds.
    await world.sandbox.controls.failNext({ count: 4, match: "POST /v1/refunds" });

    expect((await cancel(registrationId, jeton)).json).toMatchObject({ refund_done: false });
    expect(await storedItem("payments", paymentId)).toMatchObject({
      refund_status: "requested",
      refund_pending: "requested",
      refund_attempts: 0,
    });
    // Within the first moment the refund is neither retried nor shown as refused.
    expect(await runRefundJob(clock)).toMatchObject({ queued: 0 });
    expect((await desk()).remboursements.refuses).toEqual([]);

    clock.set(new Date(start.getTime() + 3 * MINUTE));
    expect(await runRefundJob(clock)).toMatchObject({ queued: 1, failures: [] });
    const refused = await storedItem("payments", paymentId);
    expect(refused).toMatchObject({ refund_status: "requested", refund_attempts: 1 });
    expect(Date.parse(String(refused?.refund_retry_at))).toBe(start.getTime() + 8 * MINUTE);
    expect((await desk()).remboursements.refuses).toEqual([
      expect.objectContaining({
        payment_id: paymentId,
        nom: "Monique Favre",
        montant_centimes: 15000,
        essais: 1,
        prochain_essai: refused?.refund_retry_at,
        en_echec: false,
      }),
    ]);
    // Not due again before its next try.
    expect(await runRefundJob(clock)).toMatchObject({ queued: 0 });

    clock.set(new Date(start.getTime() + 9 * MINUTE));
    expect(await runRefundJob(clock)).toMatchObject({ queued: 1, failures: [] });
    const refunded = await storedItem("payments", paymentId);
    expect(refunded).toMatchObject({ refund_status: "refunded" });
    expect(refunded?.refund_pending).toBeUndefined();
    clock.set(new Date(start.getTime() + 3 * 24 * 60 * MINUTE));
    expect(await runRefundJob(clock)).toMatchObject({ queued: 0 });
    expect(await refundsAtSandbox(sessionId)).toEqual([
      expect.objectContaining({ id: refunded?.refund_id, amount: 15000 }),
    ]);
    expect((await desk()).remboursements.refuses).toEqual([]);
  });

  it("« Réessayer » puts the refused refund on the job's queue (202), whose worker asks the provider at once; nothing to retry is a 409", async () => {
    const start = new Date();
    clock.set(start);
    const { registrationId, jeton, paymentId, sessionId } = await paidByCard();
    await world.sandbox.controls.failNext({ count: 2, match: "POST /v1/refunds" });
    expect((await cancel(registrationId, jeton)).json).toMatchObject({ refund_done: false });

    const retry = await teamCall("POST", `/api/equipe/paiements/${paymentId}/remboursement`);
    expect(retry.status).toBe(202);
    expect(retry.body.message).toBe(M.retryQueued);
    expect(await drainRefundQueue(clock)).toMatchObject({ messages: 1, failures: [] });
    expect(await storedItem("payments", paymentId)).toMatchObject({ refund_status: "refunded" });
    expect(await refundsAtSandbox(sessionId)).toHaveLength(1);

    const again = await teamCall("POST", `/api/equipe/paiements/${paymentId}/remboursement`);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(M.retryNotRequested);
    expect((await teamCall("POST", "/api/equipe/paiements/inconnu/remboursement")).status).toBe(
      404,
    );
  });

  it("« Remboursé à la main » records a bank transfer's refund once, with its event (no personal data), and it leaves the desk", async () => {
    const { registrationId, jeton, paymentId } = await awaitingTransfer(REFERENCE);
    await teamCall("POST", "/api/equipe/paiements/marquer-paye", {
      reference: REFERENCE,
      methode: "virement",
    });
    expect((await cancel(registrationId, jeton)).json).toMatchObject({ refund: "by_hand" });
    expect((await desk()).remboursements.a_la_main).toEqual([
      expect.objectContaining({
        payment_id: paymentId,
        nom: "Monique Favre",
        montant_centimes: 15000,
        moyen_paiement: "Virement (QR-facture)",
      }),
    ]);

    // The command line lists the same refunds to do.
    const listed = await runPaymentsTool(["refunds"]);
    expect(listed.out).toContain("À faire à la main (1) :");
    expect(listed.out).toContain(
      `Monique Favre – CHF 150.00 – Virement (QR-facture) – paiement ${paymentId}`,
    );

    const path = `/api/equipe/paiements/${paymentId}/rembourse-a-la-main`;
    const first = await teamCall("POST", path);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ resultat: "rembourse" });
    const second = await teamCall("POST", path);
    expect(second.body).toMatchObject({ resultat: "deja_rembourse" });
    expect(await storedItem("payments", paymentId)).toMatchObject({
      refund_status: "refunded",
      refunded_by_hand_by: FOUNDER.sub,
    });
    expect((await desk()).remboursements.a_la_main).toEqual([]);

    const events = await eventually(async () => {
      const logged = (await readEventLog()).filter((e) => e.detailType === "PaymentRefundedByHand");
      expect(logged).toHaveLength(1);
      return logged;
    });
    expect(events[0]?.data).toEqual({
      payment_id: paymentId,
      amount_centimes: 15000,
      actor_id: FOUNDER.sub,
    });
    expect(JSON.stringify(events)).not.toMatch(/Favre|monique/i);
  });

  it("refuses « Remboursé à la main » for a refund the provider is handling right now", async () => {
    const start = new Date();
    clock.set(start);
    const { registrationId, jeton, paymentId } = await paidByCard();
    await world.sandbox.controls.failNext({ count: 2, match: "POST /v1/refunds" });
    await cancel(registrationId, jeton);
    const path = `/api/equipe/paiements/${paymentId}/rembourse-a-la-main`;
    const tooSoon = await teamCall("POST", path);
    expect(tooSoon.status).toBe(409);
    expect(tooSoon.body.error).toBe(M.notByHand);
    clock.set(new Date(start.getTime() + 3 * MINUTE));
    expect((await teamCall("POST", path)).body).toMatchObject({ resultat: "rembourse" });
  });
});
