/**
 * Personal data stays out of logs and events: a whole journey (registration, card payment through
 * the sandbox, the e-mails of the notifier, a contact message, a quote request and a newsletter
 * subscription) runs through the real functions, then every log line they wrote and every event
 * in the booking event log group is searched for each personal value the visitor gave, in the
 * forms it may take (as typed, lower case, digits of the phone, E.164).
 */
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import { readEventLog } from "../support/aws";
import { eventually } from "../support/eventually";
import { runNotifier } from "../support/form-fixtures";
import { request, sandboxSessionOf, setUpPaymentWorld } from "../support/payment-world";
import { putActivity, validRegistration } from "../support/registration-fixtures";

const VISITOR = {
  nom: "Zwahlen-Testaz",
  prenom: "Eulalie",
  email: "eulalie.zwahlen@exemple.ch",
  telephone: "+41 78 765 43 21",
  date_naissance: "1949-11-30",
  adresse_complete: "Rue des Fougères 17, 1264 Saint-Cergue",
};
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
    "Fougères",
    COMPANY.companyName,
    "Ylliaz",
    COMPANY.email,
    "eulalie",
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

const world = setUpPaymentWorld();

describe("personal data stays out of logs and events", () => {
  let lines: string[];
  let spies: MockInstance[];

  beforeEach(() => {
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

  it("after a registration, a card payment, the e-mails and the three forms, none is written", async () => {
    const activity = await putActivity({ prix_centimes: 7500 });
    const registered = await request(
      world,
      "POST",
      "/api/inscriptions",
      validRegistration(activity.id, { ...VISITOR, remarques: `Appelez ${VISITOR.telephone}` }),
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
    expect(messages.length).toBeGreaterThanOrEqual(6);

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
      ]) {
        expect(types).toContain(type);
      }
      return logged;
    });

    // The journey was logged (so the search below reads something)...
    expect(lines.length).toBeGreaterThan(5);
    expect(lines.join("\n")).toContain(registrationId);
    // ...and neither the lines nor the events hold any personal value.
    expect(findPersonalData(lines)).toEqual([]);
    expect(findPersonalData(events.map((e) => JSON.stringify(e)))).toEqual([]);
  });

  it("the search is real: a line or an event with one of the values is found", () => {
    expect(findPersonalData([`{"message":"x","to":"${VISITOR.email}"}`])).not.toEqual([]);
    expect(findPersonalData([`{"phone":"41787654321"}`])).not.toEqual([]);
    expect(findPersonalData([`{"registrationId":"b418bc6c"}`])).toEqual([]);
  });
});
