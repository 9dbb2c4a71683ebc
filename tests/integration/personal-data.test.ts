/**
 * Personal data stays out of logs and events: a whole journey (registration, card payment through
 * the sandbox, the e-mails of the notifier, a contact message, a quote request and a newsletter
 * subscription, then, a day later on the injected clock, the 24 h payment reminder of a second,
 * unpaid registration and the cancellation of the paid one with its refund) runs through the real
 * functions, then every log line they wrote and every event in the booking event log group is
 * searched for each personal value the visitor gave, in the forms it may take (as typed, lower
 * case, digits of the phone, E.164). Two years on, the retention job anonymises and erases it
 * all: its own log lines and event are searched too, and so are the records left. A founder reads the participants in the team space and
 * publishes, edits, hides and shows an outing on the way: their events name the account's id,
 * never its e-mail. Then the visitor comes back (a registration, the three forms) and asks for
 * their data: the founder exports it (JSON file and readable summary) and erases it (« Données
 * d'une personne »): the files hold it, the logs and events do not.
 */

import { retentionRule } from "@shared/data-protection/retention";
import { readPaymentLinkParams } from "@shared/payments/payment-link";
import { meetingInstant } from "@shared/time";
import { addDays, addMonths } from "date-fns";
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import { createRouter } from "../../functions/api/router";
import { getConfig } from "../../functions/config";
import { teamRoutes } from "../../functions/team/routes/activities";
import { teamPeopleRoutes } from "../../functions/team/routes/people";
import { wireTeamAdapters } from "../../functions/team/wiring";
import { readEventLog, readSentEmails } from "../support/aws";
import { cancellationLinkInEmail } from "../support/cancellation";
import { runRetentionJob } from "../support/data-retention";
import { deadlineJobs } from "../support/deadline-jobs";
import { eventually } from "../support/eventually";
import { runNotifier } from "../support/form-fixtures";
import { request, sandboxSessionOf, setUpPaymentWorld, storedItem } from "../support/payment-world";
import {
  apiEvent,
  putActivity,
  scanAll,
  validRegistration,
} from "../support/registration-fixtures";

const VISITOR = {
  nom: "Zwahlen-Testaz",
  prenom: "Eulalie",
  email: "eulalie.zwahlen@exemple.ch",
  telephone: "+41 78 765 43 21",
  date_naissance: "1949-11-30",
  adresse_complete: "Rue des Fougères 17, 1264 Saint-Cergue",
};
/** The others the visitor names: their names and dates of birth are personal data too. */
const PARTICIPANTS = [
  { prenom: "Gédéon", nom: "Quartenoud", date_naissance: "1952-06-14", a_velo_electrique: true },
  { prenom: "Ottilie", nom: "Brechbühl", date_naissance: "1987-01-09", a_velo_electrique: true },
];
/** The founder's account name (an e-mail): events record the account's id, never this. */
const FOUNDER_EMAIL = "fondatrice.qxy@jura-exemple.ch";
const TEAM_OUTING = {
  titre: "Sortie de l'équipe",
  heure_rdv: "10:00",
  lieu: "Arzier",
  lieu_rdv: "Place du village",
  niveau: "Facile",
  prix: "50",
  type_de_formule: "Découverte",
  categorie: "Randonnée",
  places_offertes: 10,
  description: null,
  a_apporter: "Gourde",
};
const teamAdapters = wireTeamAdapters(getConfig());
const team = createRouter([...teamRoutes(teamAdapters), ...teamPeopleRoutes(teamAdapters)]);
const COMPANY = {
  companyName: "Fromagerie Qwertzuiop SA",
  contactName: "Bérénice Ylliaz",
  email: "berenice.ylliaz@fromagerie-exemple.ch",
  phone: "+41 22 987 65 43",
};

/** Every form a personal value may take in a log line or an event. */
function personalNeedles(): string[] {
  const phones = [VISITOR.telephone, COMPANY.phone].flatMap((p) => {
    const digits = p.replace(/\D/g, "");
    return [p, digits, `+${digits}`, `0${digits.slice(2)}`];
  });
  return [
    VISITOR.nom,
    VISITOR.prenom,
    VISITOR.email,
    VISITOR.date_naissance,
    ...PARTICIPANTS.flatMap((p) => [p.prenom, p.nom, p.date_naissance]),
    "Fougères",
    COMPANY.companyName,
    "Ylliaz",
    COMPANY.email,
    "eulalie",
    FOUNDER_EMAIL,
    ...phones,
  ].map((n) => n.toLowerCase());
}

function findPersonalData(texts: string[]): string[] {
  const needles = personalNeedles();
  return texts.flatMap((text) => {
    const lower = text.toLowerCase();
    return needles.filter((n) => lower.includes(n)).map((n) => `${n} in: ${text.slice(0, 300)}`);
  });
}

/** Real time plus what the test moves it by: the api, the deadline job and its worker read it. */
const clock = { offsetMs: 0, now: () => new Date(Date.now() + clock.offsetMs) };
const world = setUpPaymentWorld({ clock });
const jobs = deadlineJobs(clock);
const HOUR = 3_600_000;

/** Time passes for the site and for the payment sandbox alike (webhook signatures stay fresh). */
async function advance(ms: number) {
  clock.offsetMs += ms;
  await world.sandbox.controls.advanceClock(Math.floor(ms / 1000));
}

/** A founder's request to the team routes, with the verified claims; its answer's body. */
const founderCall = async (method: "GET" | "POST", path: string, body?: unknown) => {
  const [rawPath, query] = path.split("?");
  const event = {
    ...apiEvent(method, rawPath ?? "", body),
    rawQueryString: query ?? "",
    ...(query ? { queryStringParameters: Object.fromEntries(new URLSearchParams(query)) } : {}),
  };
  const requestContext = {
    ...event.requestContext,
    authorizer: {
      jwt: { claims: { sub: "a1b2-founder", username: FOUNDER_EMAIL }, scopes: [] },
    },
  } as typeof event.requestContext;
  const res = await team({ ...event, requestContext });
  expect(res.statusCode, path).toBeLessThan(300);
  return res.body ?? "";
};

describe("personal data stays out of logs and events", () => {
  let lines: string[];
  let spies: MockInstance[];

  beforeEach(() => {
    clock.offsetMs = 0;
    lines = [];
    const keep = (...args: unknown[]) => {
      lines.push(args.map((a) => (typeof a === "string" ? a : JSON.stringify(a))).join(" "));
    };
    spies = (["log", "info", "warn", "error", "debug"] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation(keep),
    );
  });

  afterEach(() => {
    for (const spy of spies) spy.mockRestore();
  });

  it("after a registration, a card payment, the e-mails, the three forms, a reminder, a cancellation and the retention job two years on, none is written", async () => {
    const activity = await putActivity({ prix_centimes: 7500 });
    const registered = await request(
      world,
      "POST",
      "/api/inscriptions",
      validRegistration(activity.id, {
        ...VISITOR,
        remarques: `Appelez ${VISITOR.telephone}`,
        participants: PARTICIPANTS.slice(0, 1),
      }),
    );
    expect(registered.status).toBe(201);
    const registrationId = String(registered.json.inscription_id);

    const started = await request(world, "POST", "/api/payments", {
      inscription_id: registrationId,
      method: "card",
    });
    expect(started.status).toBe(201);
    const session = await sandboxSessionOf(world, String(started.json.payment_id));
    await world.sandbox.controls.pay(session.id, "card");
    await eventually(async () =>
      expect((await storedItem("inscriptions", registrationId))?.status).toBe("paid"),
    );

    // A founder reads who is coming (the visitor's data, in the answers only) and changes outings.
    expect(await founderCall("GET", `/api/equipe/sorties/${activity.id}/participants`)).toContain(
      VISITOR.email,
    );
    expect(
      await founderCall("GET", `/api/equipe/sorties/${activity.id}/participants.csv`),
    ).toContain(VISITOR.nom);
    // Its details, with the card payment read by the registration's slot: paid, amount paid.
    const details = JSON.parse(
      await founderCall("GET", `/api/equipe/inscriptions/${registrationId}`),
    );
    expect(details.inscription).toMatchObject({ statut: "paid", montant_paye_centimes: 15000 });
    expect(details.inscription.telephone.replace(/\D/g, "")).toBe("41787654321");
    expect(details.paiements).toMatchObject([
      {
        statut: "completed",
        statut_libelle: "Payé",
        moyen_paiement: "Carte",
        montant_centimes: 15000,
      },
    ]);
    const teamList = JSON.parse(await founderCall("GET", "/api/equipe/sorties"));
    expect(teamList.a_venir.find((a: { id: string }) => a.id === activity.id)).toMatchObject({
      places_prises: 2,
      inscriptions_payees: 1,
      montant_paye_centimes: 15000,
    });

    const outingInput = {
      ...TEAM_OUTING,
      date: activity.date,
    };
    const created = JSON.parse(await founderCall("POST", "/api/equipe/sorties", outingInput));
    const outingPath = `/api/equipe/sorties/${created.sortie.id}`;
    await founderCall("POST", outingPath, { ...outingInput, places_offertes: 12 });
    await founderCall("POST", `${outingPath}/visibilite`, { masquee: true });
    await founderCall("POST", `${outingPath}/visibilite`, { masquee: false });

    // The same visitor registers for another activity and does not pay: the reminder's case.
    const unpaidActivity = await putActivity({ prix_centimes: 7500 });
    const unpaid = await request(
      world,
      "POST",
      "/api/inscriptions",
      validRegistration(unpaidActivity.id, { ...VISITOR, nombre_participants: 1 }),
    );
    expect(unpaid.status).toBe(201);

    const contact = await request(world, "POST", "/api/contact", {
      firstName: VISITOR.prenom,
      lastName: VISITOR.nom,
      email: VISITOR.email,
      phone: VISITOR.telephone,
      message: `Je suis née le ${VISITOR.date_naissance}, ${VISITOR.adresse_complete}.`,
      site_web: "",
    });
    expect(contact.status).toBe(202);
    const quote = await request(world, "POST", "/api/quotes", {
      ...COMPANY,
      participants: "9-12",
      date: "",
      comments: `Contact : ${COMPANY.contactName}`,
    });
    expect(quote.status).toBe(202);
    const newsletter = await request(world, "POST", "/api/newsletter", { email: VISITOR.email });
    expect(newsletter.status).toBe(202);

    // The notifier sends every e-mail of the journey (confirmation, receipt, answers, opt-in).
    const { messages } = await runNotifier();
    expect(messages.length).toBeGreaterThanOrEqual(7);

    // A day later (the activities are 10 days away): the deadline job reminds the unpaid one...
    await advance(24 * HOUR + 60_000);
    const deadlines = await jobs.run();
    expect(deadlines).toEqual({ queued: 1, failures: [] });
    const sent = await readSentEmails();
    expect(
      sent.filter((e) => e.to.includes(VISITOR.email) && e.subject.startsWith("Rappel")),
    ).toHaveLength(1);

    // ...and the visitor cancels the paid one through the link of its confirmation e-mail
    // (free more than 72 h before: refunded at Stripe), then the notifier tells both sides.
    const confirmation = sent.find(
      (e) =>
        e.to.includes(VISITOR.email) &&
        e.subject.startsWith("Inscription enregistrée") &&
        e.text.includes(registrationId),
    );
    const cancelLink = readPaymentLinkParams(
      cancellationLinkInEmail(confirmation?.text ?? "").searchParams,
    );
    expect(cancelLink?.registrationId).toBe(registrationId);
    const cancelled = await request(
      world,
      "POST",
      `/api/inscriptions/${registrationId}/annulation`,
      {
        jeton: cancelLink?.jeton,
      },
    );
    expect(cancelled.status).toBe(200);
    expect(cancelled.json).toMatchObject({ outcome: "cancelled", refund_done: true });
    await runNotifier();
    expect(
      (await readSentEmails()).filter(
        (e) => e.to.includes(VISITOR.email) && e.subject.startsWith("Inscription annulée"),
      ),
    ).toHaveLength(1);

    // Two years on, the retention job runs: registrations anonymised, the messages, the quote
    // request and the unconfirmed sign-up erased; its log lines and its event join the search.
    const activityDay = meetingInstant(activity.date, "12:00");
    clock.offsetMs =
      addDays(addMonths(activityDay, retentionRule("registration").period.amount), 1).getTime() -
      Date.now();
    const retention = await runRetentionJob(clock);
    expect(retention).toMatchObject({ queued: 5, failures: [] });
    // Nothing of the visitor is left in the records either (payments never held any).
    const stored = await Promise.all(
      [
        "inscriptions",
        "contact-messages",
        "quote-requests",
        "newsletter-subscribers",
        "payments",
      ].map(scanAll),
    );
    expect(stored[0]).toHaveLength(2);
    expect(stored[4]?.length).toBeGreaterThan(0);
    expect(findPersonalData(stored.flat().map((item) => JSON.stringify(item)))).toEqual([]);

    const events = await eventually(async () => {
      const logged = await readEventLog();
      const types = new Set(logged.map((e) => e.detailType));
      for (const type of [
        "InscriptionCreated",
        "PaymentStarted",
        "PaymentCompleted",
        "ContactMessageReceived",
        "QuoteRequested",
        "NewsletterSubscriptionRequested",
        "InscriptionCancelled",
        "ActivityPublished",
        "ActivityChanged",
        "ActivityHidden",
        "ActivityShown",
        "DataRetentionApplied",
      ]) {
        expect(types).toContain(type);
      }
      return logged;
    });

    // The journey was logged (so the search below reads something)...
    expect(lines.length).toBeGreaterThan(5);
    const logged = lines.join("\n");
    expect(logged).toContain(registrationId);
    // The reminder's worker and the cancellation logged too.
    expect(logged).toContain("registration_deadline_handled");
    expect(logged).toContain("registration_cancelled");
    expect(logged).toContain("data_retention_applied");
    // ...and neither the lines nor the events hold any personal value.
    expect(findPersonalData(lines)).toEqual([]);
    expect(findPersonalData(events.map((e) => JSON.stringify(e)))).toEqual([]);
  });

  it("a founder's export and erasure of the visitor's data: the files hold it, no log line or event does", async () => {
    const activity = await putActivity({ prix_centimes: 7500 });
    const registered = await request(
      world,
      "POST",
      "/api/inscriptions",
      validRegistration(activity.id, {
        ...VISITOR,
        nombre_participants: 3,
        participants: PARTICIPANTS,
      }),
    );
    expect(registered.status).toBe(201);
    const registrationId = String(registered.json.inscription_id);
    expect((await storedItem("inscriptions", registrationId))?.participants).toEqual(PARTICIPANTS);
    const contact = await request(world, "POST", "/api/contact", {
      firstName: VISITOR.prenom,
      lastName: VISITOR.nom,
      email: VISITOR.email,
      phone: VISITOR.telephone,
      message: `Je suis née le ${VISITOR.date_naissance}, ${VISITOR.adresse_complete}.`,
      site_web: "",
    });
    expect(contact.status).toBe(202);
    const newsletter = await request(world, "POST", "/api/newsletter", { email: VISITOR.email });
    expect(newsletter.status).toBe(202);
    lines.length = 0;

    const asked = encodeURIComponent(VISITOR.email);
    expect(await founderCall("GET", `/api/equipe/personnes?email=${asked}`)).toContain(VISITOR.nom);
    const exported = JSON.parse(
      await founderCall("GET", `/api/equipe/personnes/export?email=${asked}`),
    );
    expect(JSON.stringify(exported)).toContain(VISITOR.adresse_complete);
    // The file holds the participants she named, as stored; the summary names them too.
    expect(exported.donnees.inscriptions[0].participants).toEqual(PARTICIPANTS);
    const summary = await founderCall("GET", `/api/equipe/personnes/resume?email=${asked}`);
    expect(summary).toContain(VISITOR.prenom);
    expect(summary).toContain("Gédéon Quartenoud, date de naissance : 14 juin 1952");
    expect(summary).toContain("Ottilie Brechbühl, date de naissance : 9 janvier 1987");
    const erased = JSON.parse(
      await founderCall("POST", "/api/equipe/personnes/effacement", { email: VISITOR.email }),
    );
    expect(erased).toMatchObject({
      anonymise: { inscriptions: 1 },
      efface: { messages: 1, newsletter: 1 },
    });
    // The registration stays for the books, its participants' lines without names or dates.
    const left = await storedItem("inscriptions", registrationId);
    expect(left?.participants).toEqual([{ a_velo_electrique: true }, { a_velo_electrique: true }]);
    expect(findPersonalData([JSON.stringify(left)])).toEqual([]);

    const events = await eventually(async () => {
      const logged = (await readEventLog()).filter((e) => e.detailType.startsWith("PersonData"));
      expect(logged.map((e) => e.detailType).sort()).toEqual([
        "PersonDataErased",
        "PersonDataExported",
        "PersonDataExported",
      ]);
      return logged;
    });
    const logged = lines.join("\n");
    expect(logged).toContain("person_data_exported");
    expect(logged).toContain("person_data_erased");
    expect(findPersonalData(lines)).toEqual([]);
    expect(findPersonalData(events.map((e) => JSON.stringify(e)))).toEqual([]);
  });

  it("the search is real: a line or an event with one of the values is found", () => {
    expect(findPersonalData([`{"message":"x","to":"${VISITOR.email}"}`])).not.toEqual([]);
    expect(findPersonalData([`{"phone":"41787654321"}`])).not.toEqual([]);
    expect(findPersonalData([`{"registrationId":"b418bc6c"}`])).toEqual([]);
  });
});
