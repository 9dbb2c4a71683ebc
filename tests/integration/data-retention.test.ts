/**
 * Retention, done by the system, on the injected clock: the nightly job (its scheduler, the
 * emulator's queue, its worker) anonymises a registration whose outing was 24 months and one day
 * ago and leaves one at 23 months alone; the anonymised registration's payment still reconciles;
 * newsletter sign-ups never confirmed go after 30 days; contact messages and quote requests go
 * 12 months after their last answer; running the job again changes nothing; its counts event
 * carries counts only. Periods are read from shared/data-protection/retention.ts.
 */
import { randomUUID } from "node:crypto";
import {
  QUOTE_REQUEST_PERSONAL_FIELDS,
  REGISTRATION_PERSONAL_FIELDS,
} from "@core/data-protection/personal-fields";
import { setRequestStatus } from "@core/requests/set-request-status";
import { retentionRule } from "@shared/data-protection/retention";
import { EVENT_NAMES } from "@shared/events/names";
import { addDaysIso, meetingInstant, zurichToday } from "@shared/time";
import { addDays, addMonths } from "date-fns";
import { describe, expect, it } from "vitest";
import { getConfig } from "../../functions/config";
import { wireStores } from "../../functions/wiring/stores";
import { readEventLog } from "../support/aws";
import { runRetentionJob } from "../support/data-retention";
import { eventually } from "../support/eventually";
import {
  openCardPayment,
  payOnProviderPage,
  request,
  setUpPaymentWorld,
  storedItem,
} from "../support/payment-world";
import { runReconciliation } from "../support/reconciliation";
import { putActivity, scanAll, validRegistration } from "../support/registration-fixtures";

/** The time every handler and job of this file reads; the test moves it. */
const clock = {
  offsetMs: 0,
  now: () => new Date(Date.now() + clock.offsetMs),
};
const world = setUpPaymentWorld({ clock });

/** Moves the clock to noon in Zurich on `date` (yyyy-mm-dd). */
function setToday(date: string) {
  clock.offsetMs = meetingInstant(date, "12:00").getTime() - Date.now();
}

/** A calendar date `months` later (the 31st becomes the month's last day). */
function monthsAfter(date: string, months: number): string {
  return addMonths(new Date(`${date}T12:00:00Z`), months)
    .toISOString()
    .slice(0, 10);
}

const registrationPeriod = retentionRule("registration").period.amount;

async function register(activityId: string, overrides: Record<string, unknown> = {}) {
  const res = await request(
    world,
    "POST",
    "/api/inscriptions",
    validRegistration(activityId, overrides),
  );
  expect(res.status).toBe(201);
  return String(res.json.inscription_id);
}

/** The two others the old registration names: personal data that follows its period. */
const NAMED_PARTICIPANTS = [
  {
    prenom: "Jean-Daniel",
    nom: "Oberhänsli",
    date_naissance: "1961-08-19",
    a_velo_electrique: true,
  },
  { prenom: "Séverine", nom: "Oberhänsli", date_naissance: "1990-03-05", a_velo_electrique: true },
];

const quoteBody = {
  companyName: "Horlogerie du Jura SA",
  contactName: "Claude Martin",
  email: "claude.martin@horlogerie-jura.ch",
  phone: "+41 22 123 45 67",
  participants: "9-12",
  date: "",
  comments: "Sortie d'équipe avec repas de midi.",
};

async function retentionEvents() {
  return (await readEventLog()).filter((e) => e.detailType === EVENT_NAMES.dataRetentionApplied);
}

describe("the retention job", () => {
  it("anonymises a registration 24 months and one day after its outing, not one at 23 months; its payment still reconciles; a second run changes nothing", async () => {
    clock.offsetMs = 0;
    const today = zurichToday(clock.now());
    const old = await putActivity({ date: addDaysIso(today, 10) });
    const recent = await putActivity({ date: monthsAfter(old.date, 1) });
    const oldId = await register(old.id, {
      remarques: "Je viens avec ma sœur.",
      nombre_participants: 3,
      participants: NAMED_PARTICIPANTS,
    });
    const recentId = await register(recent.id);

    // Paid on the provider's page, its webhook lost: reconciliation will find it.
    await world.sandbox.controls.dropNext(5);
    const { paymentId, session } = await openCardPayment(world, oldId);
    await payOnProviderPage(world, "card", session.id);
    const before = await storedItem("inscriptions", oldId);
    expect(before?.participants).toEqual(NAMED_PARTICIPANTS);
    const paymentBefore = await storedItem("payments", paymentId);

    // 24 months and one day after the old outing; the recent one was 23 months ago.
    const runDay = addDaysIso(monthsAfter(old.date, registrationPeriod), 1);
    setToday(runDay);
    const run = await runRetentionJob(clock);
    expect(run).toMatchObject({ queued: 1, messages: 1, failures: [] });

    const anonymised = await storedItem("inscriptions", oldId);
    for (const field of REGISTRATION_PERSONAL_FIELDS) expect(anonymised).not.toHaveProperty(field);
    // The participants' names and dates of birth go too; their lines (bikes) stay for the count.
    expect(anonymised?.participants).toEqual([
      { a_velo_electrique: true },
      { a_velo_electrique: true },
    ]);
    for (const value of ["Jean-Daniel", "Oberhänsli", "1961-08-19", "Séverine", "1990-03-05"]) {
      expect(JSON.stringify(anonymised)).not.toContain(value);
    }
    expect(zurichToday(new Date(String(anonymised?.anonymised_at)))).toBe(runDay);
    // What bookkeeping needs stays: amount, dates, reference, outing, status, payment.
    for (const kept of [
      "id",
      "total_centimes",
      "created_at",
      "short_reference",
      "activity_id",
      "activity_date",
      "activity_title",
      "status",
      "nombre_participants",
      "open_card_payment_id",
    ]) {
      expect(anonymised?.[kept], kept).toEqual(before?.[kept]);
    }
    expect(await storedItem("payments", paymentId)).toEqual(paymentBefore);
    expect(await storedItem("inscriptions", recentId)).toMatchObject({
      nom: before?.nom,
      email: before?.email,
      date_naissance: before?.date_naissance,
    });
    expect(await storedItem("inscriptions", recentId)).not.toHaveProperty("anonymised_at");

    // The payment still reconciles: the provider says paid, the registration turns paid.
    expect(await runReconciliation({ clock })).toEqual({ queued: 1, failures: [] });
    const payment = await storedItem("payments", paymentId);
    expect(payment).toMatchObject({
      status: "completed",
      amount_centimes: before?.total_centimes,
      method: "card",
      inscription_id: oldId,
    });
    expect(await storedItem("inscriptions", oldId)).toMatchObject({
      status: "paid",
      paid_payment_id: paymentId,
      total_centimes: before?.total_centimes,
      short_reference: before?.short_reference,
    });

    // Again, the same night and the next: nothing found, nothing changed.
    const settled = await scanAll("inscriptions");
    expect(await runRetentionJob(clock)).toMatchObject({ queued: 0, failures: [] });
    clock.offsetMs += 86_400_000;
    expect(await runRetentionJob(clock)).toMatchObject({ queued: 0, failures: [] });
    expect(await scanAll("inscriptions")).toEqual(settled);

    // One counts event, counts only.
    const events = await eventually(async () => {
      const found = await retentionEvents();
      if (found.length === 0) throw new Error("no DataRetentionApplied yet");
      return found;
    });
    expect(events).toHaveLength(1);
    expect(events[0]?.data).toEqual({
      counts: { registration: 1, contactMessage: 0, quoteRequest: 0, newsletterUnconfirmed: 0 },
    });
  });

  it("erases a newsletter sign-up never confirmed 30 days after it was asked for; a confirmed one stays", async () => {
    clock.offsetMs = 0;
    const start = clock.now();
    for (const email of ["jamais.confirme@exemple.ch", "confirme@exemple.ch"]) {
      expect((await request(world, "POST", "/api/newsletter", { email })).status).toBe(202);
    }
    const confirmed = (await scanAll("newsletter-subscribers")).find(
      (s) => s.email === "confirme@exemple.ch",
    );
    const days = retentionRule("newsletterUnconfirmed").period.amount;

    // A day before the period ends: both stay; one confirms.
    clock.offsetMs = addDays(start, days - 1).getTime() - Date.now();
    expect(await runRetentionJob(clock)).toMatchObject({ queued: 0 });
    const confirm = await fetch(
      `${world.host.url}/api/newsletter/confirm?token=${String(confirmed?.token)}`,
    );
    expect(confirm.status).toBe(200);

    clock.offsetMs = addDays(start, days).getTime() + 60_000 - Date.now();
    expect(await runRetentionJob(clock)).toMatchObject({ queued: 1, failures: [] });
    const left = await scanAll("newsletter-subscribers");
    expect(left.map((s) => [s.email, s.status])).toEqual([["confirme@exemple.ch", "confirmed"]]);
    expect(left[0]).not.toHaveProperty("pending_status");
    expect(await runRetentionJob(clock)).toMatchObject({ queued: 0 });

    // Asked for again after that: a new sign-up, erased in its turn if never confirmed.
    expect(
      (await request(world, "POST", "/api/newsletter", { email: "jamais.confirme@exemple.ch" }))
        .status,
    ).toBe(202);
    expect(await scanAll("newsletter-subscribers")).toHaveLength(2);
  });

  it("erases contact messages and quote requests 12 months after their last answer (or their creation, if never marked); one with a direct payment is anonymised for its payment", async () => {
    clock.offsetMs = 0;
    const start = clock.now();
    const contact = await request(world, "POST", "/api/contact", {
      firstName: "Anne",
      lastName: "Rochat",
      email: "anne.rochat@exemple.ch",
      phone: "+41 79 555 12 34",
      message: "Bonjour, la sortie de samedi convient-elle à une débutante ?",
      site_web: "",
    });
    expect(contact.status).toBe(202);
    const quote = await request(world, "POST", "/api/quotes", quoteBody);
    expect(quote.status).toBe(202);
    // A second company pays directly with PayPal: its request becomes a payment's target.
    const paying = await request(
      world,
      "POST",
      "/api/quotes",
      { ...quoteBody, companyName: "Fromagerie du Jura SA", email: "claire@fromagerie.ch" },
      { "Idempotency-Key": "quote-paying" },
    );
    const payingId = String(paying.json.quote_id);
    const payment = await request(
      world,
      "POST",
      "/api/payments",
      { quote_request_id: payingId, method: "paypal" },
      { "Idempotency-Key": `pay-${payingId}` },
    );
    expect(payment.status).toBe(201);
    const [message] = await scanAll("contact-messages");

    // The founders answer the message two months later (« Marquer comme traité »).
    clock.offsetMs = addMonths(start, 2).getTime() - Date.now();
    const stores = wireStores(getConfig(), undefined, { clock });
    expect(
      await setRequestStatus("message", String(message?.id), "traite", "founder-sub", {
        clock,
        newId: randomUUID,
        publishAndClear: stores.outbox.publishAndClear,
        inbox: stores.contactMessages.inbox,
      }),
    ).toBe("changed");

    const months = retentionRule("contactMessage").period.amount;
    expect(retentionRule("quoteRequest").period.amount).toBe(months);
    // 12 months and a day after both came in: the quote (never marked) goes, the message stays.
    clock.offsetMs = addDays(addMonths(start, months), 1).getTime() - Date.now();
    expect(await runRetentionJob(clock)).toMatchObject({ queued: 2, failures: [] });
    // The one without a payment is erased; the paying one loses its personal fields and its place
    // in the team's lists, and stays as its payment's target.
    const quotesLeft = await scanAll("quote-requests");
    expect(quotesLeft.map((q) => q.id)).toEqual([payingId]);
    for (const field of QUOTE_REQUEST_PERSONAL_FIELDS)
      expect(quotesLeft[0]).not.toHaveProperty(field);
    expect(quotesLeft[0]).not.toHaveProperty("handling");
    expect(quotesLeft[0]).toMatchObject({ status: "pending_payment", participants: "9-12" });
    expect(quotesLeft[0]?.open_paypal_payment_id).toBe(String(payment.json.payment_id));
    expect(await storedItem("payments", String(payment.json.payment_id))).toMatchObject({
      quote_request_id: payingId,
      method: "paypal",
    });
    expect(await scanAll("contact-messages")).toHaveLength(1);

    // 12 months and a day after its answer: the message goes too; then nothing is left to do.
    clock.offsetMs = addDays(addMonths(start, months + 2), 1).getTime() - Date.now();
    expect(await runRetentionJob(clock)).toMatchObject({ queued: 1, failures: [] });
    expect(await scanAll("contact-messages")).toEqual([]);
    expect(await runRetentionJob(clock)).toMatchObject({ queued: 0 });
  });
});
