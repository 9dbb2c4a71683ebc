/**
 * The waiting list against the emulator, on one injected clock for the api, the deadline job,
 * the waiting list's worker (fed by the bus through its queue) and the payment sandbox: an outing
 * of 8 places full, three entries wanting 2, 1 and 3 places; an expiry offers 2 places to the
 * first (a link that pays), a cancellation 1 to the second, the first declines and its 2 places
 * wait for a wish that fits (the third wants 3) until offers stop 24 h before the meeting; two
 * places freed at once go to two entries, and an event delivered twice offers once.
 */
import { calendarKeys } from "@adapters/activities-calendar";
import { PutCommand } from "@aws-sdk/lib-dynamodb";
import { REGISTRATION_FIELD_MESSAGES } from "@shared/messages/registration";
import { WAITLIST_ERRORS } from "@shared/messages/waitlist";
import { readPaymentLinkParams } from "@shared/payments/payment-link";
import type { Activity } from "@shared/schemas/activity";
import type { ActivityInputForm } from "@shared/schemas/activity-input";
import { BIKE_SIZES, type BikeSize, noBikeLeftMessage } from "@shared/schemas/bikes";
import { addDaysIso, meetingInstant, zurichToday } from "@shared/time";
import { readWaitlistLinkParams } from "@shared/waitlist/waitlist-link";
import { beforeEach, describe, expect, it } from "vitest";
import { createRouter } from "../../functions/api/router";
import { getConfig } from "../../functions/config";
import { teamRoutes } from "../../functions/team/routes/activities";
import { wireTeamAdapters } from "../../functions/team/wiring";
import { wireAdapters } from "../../functions/wiring/adapters";
import { ddb, readEventLog, readSentEmails, tableName } from "../support/aws";
import { cancellationLinkInEmail } from "../support/cancellation";
import { deadlineJobs } from "../support/deadline-jobs";
import { eventually } from "../support/eventually";
import { runNotifier } from "../support/form-fixtures";
import { icsLines } from "../support/ics-lines";
import { openCardPayment, request, setUpPaymentWorld, storedItem } from "../support/payment-world";
import { anActivity, apiEvent, scanAll, validRegistration } from "../support/registration-fixtures";
import { waitlistJobs } from "../support/waitlist-jobs";

const HOUR = 3_600_000;

/** Real time plus what the test moves it by: the api, the jobs and the sandbox read it. */
const clock = { offsetMs: 0, now: () => new Date(Date.now() + clock.offsetMs) };
const world = setUpPaymentWorld({ clock });
const deadlines = deadlineJobs(clock);
const waitlist = waitlistJobs(clock);

beforeEach(() => {
  clock.offsetMs = 0;
});

async function advance(ms: number) {
  clock.offsetMs += ms;
  await world.sandbox.controls.advanceClock(Math.floor(ms / 1000));
}

/** An outing of `places` places in all, stored as the team's tools store one. */
async function putOuting(places = 8): Promise<Activity> {
  const activity = anActivity({ places_disponibles: places });
  await ddb().send(
    new PutCommand({
      TableName: tableName("activities"),
      Item: { ...activity, ...calendarKeys(activity), places_offertes: places, masquee: false },
    }),
  );
  return activity;
}

const email = (name: string) => `${name}@example.ch`;

async function register(activityId: string, places: number, who: string) {
  const res = await request(
    world,
    "POST",
    "/api/inscriptions",
    validRegistration(activityId, { nombre_participants: places, email: email(who) }),
  );
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return String(res.json.inscription_id);
}

function joinBody(activityId: string, places: number, who: string) {
  return {
    activity_id: activityId,
    nom: "Rochat",
    prenom: who,
    email: email(who),
    telephone: "+41 79 555 66 77",
    places,
    accepte_conditions: true,
    assurance_rc: true,
    assurance_accident: true,
    autorisation_rgpd: true,
  };
}

async function join(activityId: string, places: number, who: string) {
  const res = await request(world, "POST", "/api/liste-attente", joinBody(activityId, places, who));
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return { entryId: String(res.json.entry_id), rank: Number(res.json.rank) };
}

async function entries(activityId: string) {
  return (await scanAll("waitlist"))
    .filter((e) => e.activity_id === activityId)
    .sort((a, b) => String(a.entry_id).localeCompare(String(b.entry_id)));
}

async function publicOuting(activityId: string) {
  const res = await request(world, "GET", "/api/activities");
  return (res.json as unknown as Activity[]).find((a) => a.id === activityId);
}

const placesLeft = async (activityId: string) =>
  (await storedItem("activities", activityId))?.places_disponibles;

/** The address under a button of an e-mail's text part (« Label :\nURL »). */
function linkUnder(label: string, text: string): URL {
  const url = new RegExp(`${label} :\\r?\\n(\\S+)`).exec(text)?.[1];
  if (!url) throw new Error(`no « ${label} » link in this e-mail`);
  return new URL(url);
}

/** The offer's subject: « Une place s'est libérée » for one place, « 2 places se sont libérées »… */
const OFFER_SUBJECT = /^(Une place s'est libérée|\d+ places se sont libérées) : /;

async function emailsTo(who: string, subject: string | RegExp) {
  return (await readSentEmails()).filter(
    (e) =>
      e.to.includes(email(who)) &&
      (typeof subject === "string" ? e.subject.startsWith(subject) : subject.test(e.subject)),
  );
}

/** The visitor's offer e-mail: its payment link and its « Je ne suis plus intéressé·e » link. */
async function offerLinks(who: string) {
  await runNotifier();
  const [offer] = await emailsTo(who, OFFER_SUBJECT);
  if (!offer) throw new Error(`no offer e-mail to ${who}`);
  const payment = readPaymentLinkParams(linkUnder("Payer mes places", offer.text).searchParams);
  const decline = readWaitlistLinkParams(
    linkUnder("Je ne suis plus intéressé·e", offer.text).searchParams,
  );
  if (!payment || !decline) throw new Error("offer links without id or jeton");
  return { offer, payment, decline };
}

/** The cancellation jeton of a registration's confirmation e-mail. */
async function cancellationJeton(registrationId: string, who: string) {
  await runNotifier();
  const confirmation = (await emailsTo(who, "Inscription enregistrée")).find((e) =>
    e.text.includes(registrationId),
  );
  return readPaymentLinkParams(cancellationLinkInEmail(confirmation?.text ?? "").searchParams)
    ?.jeton;
}

async function cancel(registrationId: string, jeton: string | undefined) {
  const res = await request(world, "POST", `/api/inscriptions/${registrationId}/annulation`, {
    jeton,
  });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  expect(res.json.outcome).toBe("cancelled");
}

async function cancelByLink(registrationId: string, who: string) {
  await cancel(registrationId, await cancellationJeton(registrationId, who));
}

/** The outing full: 2 places registered first (to expire first), then 1, 3 and 2 a day later. */
async function fullOuting() {
  const activity = await putOuting(8);
  const first = await register(activity.id, 2, "anne");
  await advance(24 * HOUR);
  const second = await register(activity.id, 1, "bruno");
  await register(activity.id, 3, "carla");
  await register(activity.id, 2, "denis");
  expect(await placesLeft(activity.id)).toBe(0);
  return { activity, first, second };
}

describe("the waiting list's offers", () => {
  it("an expiry offers 2 places to the first entry, a cancellation 1 to the second; the first declines and its 2 places wait for a wish that fits until offers stop", async () => {
    const { activity, first, second } = await fullOuting();
    expect(await publicOuting(activity.id)).toMatchObject({
      places_disponibles: 0,
      liste_attente_ouverte: true,
    });

    const e1 = await join(activity.id, 2, "emma");
    const e2 = await join(activity.id, 1, "felix");
    const e3 = await join(activity.id, 3, "gina");
    expect([e1.rank, e2.rank, e3.rank]).toEqual([1, 2, 3]);
    // Nothing free: the joins offer nothing.
    await waitlist.work();
    expect((await entries(activity.id)).map((e) => e.status)).toEqual([
      "waiting",
      "waiting",
      "waiting",
    ]);
    await runNotifier();
    const [joined] = await emailsTo("emma", "Liste d'attente");
    expect(joined?.text).toContain("au rang 1");
    const leave = readWaitlistLinkParams(
      linkUnder("Me retirer de la liste", joined?.text ?? "").searchParams,
    );
    expect(leave?.entryId).toBe(e1.entryId);

    // The first registration reaches its deadline (48 h): its 2 places are freed...
    await advance(24 * HOUR + 60_000);
    await deadlines.run();
    expect((await storedItem("inscriptions", first))?.status).toBe("expired");
    expect(await placesLeft(activity.id)).toBe(2);
    // ...and held for the list: the public sees the outing full and cannot take them.
    expect(await publicOuting(activity.id)).toMatchObject({
      places_disponibles: 0,
      liste_attente_ouverte: true,
    });
    const refused = await request(
      world,
      "POST",
      "/api/inscriptions",
      validRegistration(activity.id, { nombre_participants: 1, email: email("hugo") }),
    );
    expect(refused.status).toBe(409);

    // The worker offers them to the first entry: a registration to pay within 24 h.
    await waitlist.work();
    const [offered1] = await entries(activity.id);
    expect(offered1).toMatchObject({ status: "offered", entry_id: e1.entryId });
    const offer1 = await storedItem("inscriptions", String(offered1?.inscription_id));
    expect(offer1).toMatchObject({
      status: "pending_payment",
      nombre_participants: 2,
      total_centimes: 15000,
      waitlist_entry_id: e1.entryId,
    });
    expect(Date.parse(String(offer1?.deadline)) - Date.parse(String(offer1?.created_at))).toBe(
      24 * HOUR,
    );
    expect(await placesLeft(activity.id)).toBe(0);

    // Its link opens the summary to pay.
    const links1 = await offerLinks("emma");
    expect(links1.offer.text).toContain("CHF 150.00");
    const [providerNotice] = (await readSentEmails()).filter((e) =>
      e.subject.startsWith("Liste d'attente : places proposées"),
    );
    expect(providerNotice?.text).toContain(String(offer1?.id));
    const summary = await request(
      world,
      "GET",
      `/api/inscriptions/${links1.payment.registrationId}?jeton=${encodeURIComponent(links1.payment.jeton)}`,
    );
    expect(summary.json).toMatchObject({
      status: "pending_payment",
      amount: 15000,
      participants: 2,
    });

    // A cancellation frees 1 more: the second entry is offered 1, and pays it by card.
    await cancelByLink(second, "bruno");
    await waitlist.work();
    const afterCancel = await entries(activity.id);
    expect(afterCancel.map((e) => e.status)).toEqual(["offered", "offered", "waiting"]);
    const links2 = await offerLinks("felix");
    const { session } = await openCardPayment(world, links2.payment.registrationId);
    await world.sandbox.controls.pay(session.id, "card");
    await eventually(async () =>
      expect((await storedItem("inscriptions", links2.payment.registrationId))?.status).toBe(
        "paid",
      ),
    );
    const paidView = await request(
      world,
      "GET",
      `/api/liste-attente/${e2.entryId}?jeton=${encodeURIComponent(links2.decline.jeton)}`,
    );
    expect(paidView.json).toMatchObject({ status: "paid", places: 1 });
    const paidWithdraw = await request(
      world,
      "POST",
      `/api/liste-attente/${e2.entryId}/retrait?jeton=${encodeURIComponent(links2.decline.jeton)}`,
    );
    expect(paidWithdraw.status).toBe(409);
    expect(paidWithdraw.json.error).toBe(WAITLIST_ERRORS.alreadyPaid);

    // The first declines: its registration is cancelled, its 2 places are back...
    const declined = await request(
      world,
      "POST",
      `/api/liste-attente/${e1.entryId}/retrait?jeton=${encodeURIComponent(links1.decline.jeton)}`,
    );
    expect(declined.status).toBe(200);
    expect(declined.json).toMatchObject({ success: true, status: "declined" });
    expect((await storedItem("inscriptions", String(offer1?.id)))?.status).toBe("cancelled");
    expect(await placesLeft(activity.id)).toBe(2);
    // ...but the third wants 3: nobody is offered, the 2 places stay held for the list.
    await waitlist.work();
    expect((await entries(activity.id)).map((e) => e.status)).toEqual([
      "declined",
      "offered",
      "waiting",
    ]);
    expect(await publicOuting(activity.id)).toMatchObject({ places_disponibles: 0 });

    // 24 h before the meeting, offers stop: the 2 places return to the calendar.
    const stop = meetingInstant(activity.date, activity.heure_rdv).getTime() - 24 * HOUR;
    await advance(stop - clock.now().getTime() + 60_000);
    const reopened = await publicOuting(activity.id);
    expect(reopened?.places_disponibles).toBe(2);
    expect(reopened?.liste_attente_ouverte).toBeUndefined();
    const late = await request(
      world,
      "POST",
      "/api/liste-attente",
      joinBody(activity.id, 1, "ines"),
    );
    expect(late.status).toBe(409);
    expect(late.json.error).toBe(WAITLIST_ERRORS.closed);
    await register(activity.id, 2, "jules");
    expect(await placesLeft(activity.id)).toBe(0);
    await waitlist.work();
    expect((await entries(activity.id)).map((e) => e.status)).toEqual([
      "declined",
      "offered",
      "waiting",
    ]);

    const logged = (await readEventLog()).map((e) => e.detailType);
    expect(logged).toEqual(
      expect.arrayContaining(["WaitlistJoined", "WaitlistOfferMade", "WaitlistLeft"]),
    );
  });

  it("a third place freed later completes the third entry's wish: it is offered 3", async () => {
    const { activity, first, second } = await fullOuting();
    const e1 = await join(activity.id, 3, "gina");
    await advance(24 * HOUR + 60_000);
    await deadlines.run();
    expect((await storedItem("inscriptions", first))?.status).toBe("expired");
    await waitlist.work();
    expect((await entries(activity.id))[0]?.status).toBe("waiting");
    expect(await placesLeft(activity.id)).toBe(2);
    // One more place frees: 3 fit now.
    await cancelByLink(second, "bruno");
    await waitlist.work();
    const [entry] = await entries(activity.id);
    expect(entry).toMatchObject({ status: "offered", entry_id: e1.entryId });
    expect(await placesLeft(activity.id)).toBe(0);
  });
});

describe("an offer is a registration like any other", () => {
  it("its e-mail holds a tentative invitation; its one reminder comes halfway to its 24 h; once past its deadline the invitation is cancelled with the same UID", async () => {
    const { activity, first } = await fullOuting();
    const { entryId } = await join(activity.id, 2, "katia");
    await advance(24 * HOUR + 60_000);
    await deadlines.run();
    expect((await storedItem("inscriptions", first))?.status).toBe("expired");
    await waitlist.work();
    const [entry] = await entries(activity.id);
    expect(entry).toMatchObject({ entry_id: entryId, status: "offered" });
    const offerId = String(entry?.inscription_id);
    const offer = await storedItem("inscriptions", offerId);
    const offeredAt = Date.parse(String(offer?.created_at));
    expect(Date.parse(String(offer?.remind_at)) - offeredAt).toBe(12 * HOUR);
    expect(Date.parse(String(offer?.deadline)) - offeredAt).toBe(24 * HOUR);

    const { offer: offerEmail, payment } = await offerLinks("katia");
    expect(offerEmail.text).toContain("Point de rendez-vous");
    const invitation = icsLines(offerEmail.calendars[0] ?? "");
    expect(invitation).toMatchObject({ STATUS: "TENTATIVE", SEQUENCE: "0" });
    expect(invitation.UID).toBe(`${offerId}@jura-vtt-vitalite.ch`);
    // The page the link opens promises the reminder at the time the server planned it.
    const summaryUrl = `/api/inscriptions/${offerId}?jeton=${encodeURIComponent(payment.jeton)}`;
    expect((await request(world, "GET", summaryUrl)).json.remind_at).toBe(offer?.remind_at);

    // Halfway: the reminder, once; the page promises none any more.
    await advance(12 * HOUR + 60_000);
    await deadlines.run();
    await deadlines.run();
    await runNotifier();
    expect(await emailsTo("katia", "Rappel : paiement")).toHaveLength(1);
    expect((await request(world, "GET", summaryUrl)).json.remind_at).toBeUndefined();

    // Past its deadline: expired, and the invitation leaves her calendar.
    await advance(12 * HOUR);
    await deadlines.run();
    expect((await storedItem("inscriptions", offerId))?.status).toBe("expired");
    await runNotifier();
    const [expiredEmail] = await emailsTo("katia", "Inscription expirée");
    const cancelled = icsLines(expiredEmail?.calendars[0] ?? "");
    expect(cancelled).toMatchObject({ METHOD: "CANCEL", STATUS: "CANCELLED" });
    expect(cancelled.UID).toBe(invitation.UID);
  });
});

describe("the founders raise the places", () => {
  const team = createRouter(teamRoutes(wireTeamAdapters(getConfig())));
  const FOUNDER = { sub: "3f1c-founder-sub", username: "fondatrice@example.ch" };

  /** A founder's request as the team function routes it once the token is verified. */
  async function teamPost(path: string, body: ActivityInputForm) {
    const event = apiEvent("POST", path, body);
    const requestContext = {
      ...event.requestContext,
      authorizer: { jwt: { claims: FOUNDER, scopes: [] } },
    } as typeof event.requestContext;
    const res = await team({ ...event, requestContext });
    return { status: res.statusCode ?? 0, body: JSON.parse(res.body ?? "{}") };
  }

  const form = (places_offertes: number): ActivityInputForm => ({
    titre: "Sortie du Chasseron",
    date: addDaysIso(zurichToday(), 15),
    heure_rdv: "09:30",
    lieu: "Sainte-Croix",
    lieu_rdv: "Gare de Sainte-Croix",
    niveau: "Intermédiaire",
    prix: "75",
    type_de_formule: "Forme & Vitalité",
    categorie: "VTT",
    places_offertes,
    description: "Vue sur les Alpes.",
    a_apporter: "Gourde",
  });

  it("the places added go to the first entry whose wish fits", async () => {
    const created = await teamPost("/api/equipe/sorties", form(3));
    expect(created.status).toBe(201);
    const id = String(created.body.sortie.id);
    await register(id, 3, "anne");
    const e1 = await join(id, 3, "emma");
    const e2 = await join(id, 2, "felix");
    await waitlist.work();

    const edited = await teamPost(`/api/equipe/sorties/${id}`, form(5));
    expect(edited.status).toBe(200);
    const messages = await waitlist.work();
    expect(messages.map((m) => JSON.parse(m.Body ?? "{}")["detail-type"])).toContain(
      "ActivityChanged",
    );
    expect((await entries(id)).map((e) => [e.entry_id, e.status])).toEqual([
      [e1.entryId, "waiting"],
      [e2.entryId, "offered"],
    ]);
    expect(await placesLeft(id)).toBe(0);
  });
});

describe("offers under concurrency and redelivery", () => {
  /** A full outing of 2 places (two registrations of 1) and two entries wanting 1 each. */
  async function twoSingles() {
    const activity = await putOuting(2);
    const a = await register(activity.id, 1, "anne");
    const b = await register(activity.id, 1, "bruno");
    const e1 = await join(activity.id, 1, "emma");
    const e2 = await join(activity.id, 1, "felix");
    await waitlist.take();
    return { activity, a, b, e1, e2 };
  }

  it("two places freed at once go to two entries, never twice to the same one", async () => {
    const { activity, a, b } = await twoSingles();
    const jetons = [await cancellationJeton(a, "anne"), await cancellationJeton(b, "bruno")];
    await Promise.all([cancel(a, jetons[0]), cancel(b, jetons[1])]);
    const messages = await waitlist.take();
    expect(messages.length).toBeGreaterThanOrEqual(2);
    // Two runs at once, each with one of the events.
    const results = await Promise.all(messages.map((m) => waitlist.handle([m])));
    expect(results.flatMap((r) => r.batchItemFailures)).toEqual([]);
    const list = await entries(activity.id);
    expect(list.map((e) => e.status)).toEqual(["offered", "offered"]);
    const offers = (await scanAll("inscriptions")).filter((r) => r.waitlist_entry_id);
    expect(offers.map((r) => r.waitlist_entry_id).sort()).toEqual(
      list.map((e) => e.entry_id).sort(),
    );
    expect(await placesLeft(activity.id)).toBe(0);
  });

  it("the same event delivered twice offers once", async () => {
    const { activity, a } = await twoSingles();
    await cancelByLink(a, "anne");
    const [message] = await waitlist.take();
    expect(message).toBeDefined();
    const twice = message ? [message, { ...message, MessageId: "again" }] : [];
    await Promise.all(twice.map((m) => waitlist.handle([m])));
    await waitlist.handle(twice);
    expect((await entries(activity.id)).map((e) => e.status)).toEqual(["offered", "waiting"]);
    expect((await scanAll("inscriptions")).filter((r) => r.waitlist_entry_id)).toHaveLength(1);
    await runNotifier();
    expect(await emailsTo("emma", OFFER_SUBJECT)).toHaveLength(1);
    expect(await emailsTo("felix", OFFER_SUBJECT)).toHaveLength(0);
  });
});

describe("accepting places offered for several: the others named", () => {
  /** The others' list through the entry's link (the offer e-mail's « Indiquer les participants »). */
  const nameOthers = (entryId: string, jeton: string, participants: unknown) =>
    request(
      world,
      "POST",
      `/api/liste-attente/${entryId}/participants?jeton=${encodeURIComponent(jeton)}`,
      { participants },
    );
  const LEA = {
    prenom: "Léa",
    nom: "Rochat",
    date_naissance: "1990-07-21",
    a_velo_electrique: false,
  };
  const fleet = wireAdapters(getConfig()).fleet;
  const SUPPLEMENT = 3000;
  /** The day's rented bikes of a size (loues_<size>), as the fleet's day item counts them. */
  const rentedOn = async (date: string, size: BikeSize) =>
    (await fleet.snapshot(date)).day.loues[size];
  /** The fleet written with `free` bikes of each size left on `date` beyond those rented. */
  async function fleetWithFree(date: string, free: Partial<Record<BikeSize, number>>) {
    const { day } = await fleet.snapshot(date);
    const tailles = { S: 0, M: 0, L: 0, XL: 0 };
    for (const size of BIKE_SIZES) tailles[size] = day.loues[size] + (free[size] ?? 0);
    const { version } = await fleet.getFleet();
    expect(
      await fleet.putFleet(
        { tailles, supplement_centimes: SUPPLEMENT },
        version,
        new Date().toISOString(),
      ),
    ).toBe(true);
  }
  /** An offer of `places` to `who`: its entry, registration and the link's jeton. */
  async function offerTo(who: string, places: number) {
    const { activity } = await fullOuting();
    const entry = await join(activity.id, places, who);
    await advance(24 * HOUR + 60_000);
    await deadlines.run();
    await waitlist.work();
    const offered = (await entries(activity.id)).find((e) => e.entry_id === entry.entryId);
    expect(offered?.status).toBe("offered");
    const { decline } = await offerLinks(who);
    return {
      activity,
      entryId: entry.entryId,
      registrationId: String(offered?.inscription_id),
      jeton: decline.jeton,
    };
  }

  it("an offer of 2 places asks for one participant; refused lists store nothing; the one named is stored on the registration, which is then paid", async () => {
    const { activity } = await fullOuting();
    const entry = await join(activity.id, 2, "emma");
    await advance(24 * HOUR + 60_000);
    await deadlines.run();
    await waitlist.work();
    const [offered] = await entries(activity.id);
    expect(offered?.status).toBe("offered");
    const registrationId = String(offered?.inscription_id);
    const links = await offerLinks("emma");
    // The e-mail leads to the page that asks for the other participant before paying.
    const naming = readWaitlistLinkParams(
      linkUnder("Indiquer les participants", links.offer.text).searchParams,
    );
    expect(naming).toEqual(links.decline);
    const jeton = links.decline.jeton;

    const shown = await request(
      world,
      "GET",
      `/api/liste-attente/${entry.entryId}?jeton=${encodeURIComponent(jeton)}`,
    );
    expect(shown.json).toMatchObject({
      status: "offered",
      places: 2,
      participants_a_nommer: 1,
      participants_nommes: false,
      location_velos: true,
    });

    // Refused, each with the registration's own French message on the participant's field.
    const tooYoung = addDaysIso(activity.date, 1).replace(/^\d{4}/, (y) => String(Number(y) - 16));
    for (const [list, details] of [
      [[{ ...LEA, prenom: "" }], { "participants.0.prenom": REGISTRATION_FIELD_MESSAGES.prenom }],
      [
        [{ ...LEA, taille_velo: "M", date_naissance: tooYoung }],
        { "participants.0.date_naissance": REGISTRATION_FIELD_MESSAGES.participantTooYoung },
      ],
      [[LEA], { "participants.0.taille_velo": REGISTRATION_FIELD_MESSAGES.tailleVelo }],
      [
        [{ ...LEA, taille_velo: "XXL" }],
        { "participants.0.taille_velo": "Choisissez une taille de vélo" },
      ],
      [
        [
          { ...LEA, taille_velo: "M" },
          { ...LEA, taille_velo: "M" },
        ],
        { participants: REGISTRATION_FIELD_MESSAGES.participantsList },
      ],
      ["Léa Rochat", { participants: REGISTRATION_FIELD_MESSAGES.participants }],
    ] as const) {
      const refused = await nameOthers(entry.entryId, jeton, list);
      expect(refused.status, JSON.stringify(list)).toBe(400);
      expect(refused.json).toEqual({
        success: false,
        error: "Les données d'inscription sont invalides.",
        details,
      });
    }
    // Hostile lists through the real link: refused (400, or 413 when too large), never a 5xx.
    const lea = JSON.stringify({ ...LEA, taille_velo: "M" });
    for (const raw of [
      "{}",
      lea,
      `[${lea.slice(0, -1)},"__proto__":{"admin":true}}]`,
      `[{"constructor":${lea}}]`,
      JSON.stringify([{ ...LEA, taille_velo: { $ne: 1 } }]),
      JSON.stringify([{ ...LEA, taille_velo: "M", prenom: 42 }]),
      JSON.stringify([{ ...LEA, taille_velo: "M", nom: "x".repeat(15_000) }]),
      `[${Array.from({ length: 10_000 }, () => lea).join(",")}]`,
    ]) {
      const res = await fetch(
        `${world.host.url}/api/liste-attente/${entry.entryId}/participants?jeton=${encodeURIComponent(jeton)}`,
        {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: `{"participants":${raw}}`,
        },
      );
      expect([400, 413], raw.slice(0, 200)).toContain(res.status);
    }
    expect(await storedItem("inscriptions", registrationId)).not.toHaveProperty("participants");
    const forged = await nameOthers(entry.entryId, `${jeton}x`, [{ ...LEA, taille_velo: "M" }]);
    expect(forged.status).toBe(403);
    // Léa's rental bike is taken from the day's fleet: one M is free that day.
    await fleetWithFree(activity.date, { M: 1 });

    // Named: stored on the offer's registration, the page says so and keeps its payment link.
    const named = await nameOthers(entry.entryId, jeton, [{ ...LEA, taille_velo: "M" }]);
    expect(named.status, JSON.stringify(named.json)).toBe(200);
    expect(named.json).toMatchObject({
      status: "offered",
      participants_a_nommer: 1,
      participants_nommes: true,
    });
    expect(String(named.json.payment_path)).toContain(registrationId);
    const stored = await storedItem("inscriptions", registrationId);
    expect(stored).toMatchObject({
      status: "pending_payment",
      nombre_participants: 2,
      participants: [{ ...LEA, taille_velo: "M" }],
    });

    // Paid by card: the registration keeps them; naming again is refused.
    const { session } = await openCardPayment(world, registrationId);
    await world.sandbox.controls.pay(session.id, "card");
    await eventually(async () =>
      expect((await storedItem("inscriptions", registrationId))?.status).toBe("paid"),
    );
    expect((await storedItem("inscriptions", registrationId))?.participants).toEqual([
      { ...LEA, taille_velo: "M" },
    ]);
    const late = await nameOthers(entry.entryId, jeton, [{ ...LEA, taille_velo: "L" }]);
    expect(late.status).toBe(409);
    expect(late.json.error).toBe(WAITLIST_ERRORS.alreadyPaid);

    // Nothing of the names in the events.
    const events = JSON.stringify(await readEventLog());
    expect(events).not.toContain("Léa");
    expect(events).not.toContain("1990-07-21");
  });
  it("an offer of 2 places accepted with the other renting an M: refused in French while no M is left, nothing stored; then the day counts 1 M more and the amount adds the supplement; named again, the bikes are exchanged", async () => {
    const { activity, entryId, registrationId, jeton } = await offerTo("olga", 2);
    const price = activity.prix_centimes;
    const before = await storedItem("inscriptions", registrationId);
    expect(before?.total_centimes).toBe(2 * price);
    const rentedM = await rentedOn(activity.date, "M");
    const rentedL = await rentedOn(activity.date, "L");
    const leaRents = [{ ...LEA, taille_velo: "M" }];
    const naming = (participants: unknown, own: Record<string, unknown>) =>
      request(
        world,
        "POST",
        `/api/liste-attente/${entryId}/participants?jeton=${encodeURIComponent(jeton)}`,
        { participants, ...own },
      );

    // No M left that day: refused on Léa's size, nothing stored, no bike taken.
    await fleetWithFree(activity.date, { M: 0, L: 1 });
    const refused = await naming(leaRents, { a_velo_electrique: true });
    expect(refused.status, JSON.stringify(refused.json)).toBe(409);
    expect(refused.json).toEqual({
      success: false,
      error: noBikeLeftMessage("M"),
      details: { "participants.0.taille_velo": noBikeLeftMessage("M") },
    });
    expect(await storedItem("inscriptions", registrationId)).toEqual(before);
    expect(await rentedOn(activity.date, "M")).toBe(rentedM);

    // The registrant's own rental asks its size, as the dialog does.
    const noSize = await naming(leaRents, { a_velo_electrique: false });
    expect(noSize.status).toBe(400);
    expect(noSize.json.details).toEqual({ taille_velo: REGISTRATION_FIELD_MESSAGES.tailleVelo });

    // One M free: taken in the naming's transaction, the amount raised by the supplement.
    await fleetWithFree(activity.date, { M: 1, L: 1 });
    const named = await naming(leaRents, { a_velo_electrique: true });
    expect(named.status, JSON.stringify(named.json)).toBe(200);
    expect(named.json).toMatchObject({ status: "offered", participants_nommes: true });
    expect(await rentedOn(activity.date, "M")).toBe(rentedM + 1);
    const stored = await storedItem("inscriptions", registrationId);
    expect(stored).toMatchObject({
      status: "pending_payment",
      participants: leaRents,
      a_velo_electrique: true,
      velos_location: { M: 1 },
      supplement_velo_centimes: SUPPLEMENT,
      total_centimes: 2 * price + SUPPLEMENT,
      besoin_aide_location: true,
      deadline: before?.deadline,
    });
    // Sent twice, the same list takes no second bike.
    expect((await naming(leaRents, { a_velo_electrique: true })).status).toBe(200);
    expect(await rentedOn(activity.date, "M")).toBe(rentedM + 1);

    // Named again while unpaid: Léa brings her own, the registrant rents an L; the M goes back.
    const exchanged = await naming([{ ...LEA, a_velo_electrique: true }], {
      a_velo_electrique: false,
      taille_velo: "L",
    });
    expect(exchanged.status, JSON.stringify(exchanged.json)).toBe(200);
    expect(await rentedOn(activity.date, "M")).toBe(rentedM);
    expect(await rentedOn(activity.date, "L")).toBe(rentedL + 1);
    expect(await storedItem("inscriptions", registrationId)).toMatchObject({
      a_velo_electrique: false,
      taille_velo: "L",
      velos_location: { L: 1 },
      total_centimes: 2 * price + SUPPLEMENT,
    });

    // The payment asks that amount; an expiry then gives the L back to the day.
    const { paymentId } = await openCardPayment(world, registrationId);
    expect((await storedItem("payments", paymentId))?.amount_centimes).toBe(2 * price + SUPPLEMENT);
    await advance(25 * HOUR);
    await deadlines.run();
    await eventually(async () =>
      expect((await storedItem("inscriptions", registrationId))?.status).toBe("expired"),
    );
    expect(await rentedOn(activity.date, "L")).toBe(rentedL);
  });
  it("an offer declined after the others were named gives their rental bike back with the places", async () => {
    const { activity, entryId, registrationId, jeton } = await offerTo("pia", 2);
    await fleetWithFree(activity.date, { M: 1 });
    const rentedM = await rentedOn(activity.date, "M");
    const link = `/api/liste-attente/${entryId}`;
    const query = `?jeton=${encodeURIComponent(jeton)}`;
    const named = await request(world, "POST", `${link}/participants${query}`, {
      participants: [{ ...LEA, taille_velo: "M" }],
      a_velo_electrique: true,
    });
    expect(named.status, JSON.stringify(named.json)).toBe(200);
    expect(await rentedOn(activity.date, "M")).toBe(rentedM + 1);
    const declined = await request(world, "POST", `${link}/retrait${query}`);
    expect(declined.json).toMatchObject({ status: "declined" });
    expect((await storedItem("inscriptions", registrationId))?.status).toBe("cancelled");
    expect(await rentedOn(activity.date, "M")).toBe(rentedM);
  });
});
