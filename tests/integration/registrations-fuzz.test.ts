import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { REGISTRATION_FIELD_MESSAGES } from "@shared/messages/registration";
import { PHONE_COUNTRY_RULES } from "@shared/phone";
import { addDaysIso, zurichToday } from "@shared/time";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { handler as api } from "../../functions/api/handler";
import { ddb, resetState, tableName } from "../support/aws";
import {
  apiEvent,
  putActivity,
  scanAll,
  validRegistration,
} from "../support/registration-fixtures";

type Payload = Record<string, unknown>;
type Mutation = (p: Payload) => void;

const set =
  (field: string, value: unknown): Mutation =>
  (p) => {
    // defineProperty: "__proto__" must become a real key of the JSON, not the prototype.
    Object.defineProperty(p, field, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  };
const drop =
  (field: string): Mutation =>
  (p) => {
    delete p[field];
  };

const REQUIRED = [
  "activity_id",
  "nom",
  "prenom",
  "email",
  "telephone",
  "date_naissance",
  "adresse_complete",
  "niveau_pratique",
  "a_velo_electrique",
  "accepte_conditions",
  "assurance_rc",
  "assurance_accident",
  "autorisation_rgpd",
] as const;
const STRING_FIELDS = [
  "activity_id",
  "nom",
  "prenom",
  "email",
  "telephone",
  "date_naissance",
  "adresse_complete",
  "niveau_pratique",
  "remarques",
] as const;
const BOOLEAN_FIELDS = [
  "a_velo_electrique",
  "besoin_aide_location",
  "souhaite_newsletter",
] as const;
const CONSENTS = [
  "accepte_conditions",
  "assurance_rc",
  "assurance_accident",
  "autorisation_rgpd",
] as const;
const KNOWN = new Set([
  ...REQUIRED,
  ...STRING_FIELDS,
  ...BOOLEAN_FIELDS,
  "nombre_participants",
  "total_price",
  "amount",
]);

const anyValue = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.string({ maxLength: 20 }),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 2 }),
);
const notString = anyValue.filter((v) => typeof v !== "string");
const notBoolean = anyValue.filter((v) => typeof v !== "boolean");
const notTrue = anyValue.filter((v) => v !== true);

const digits = (n: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((d) => d.join(""));
/** A number with a known dial code but too few or too many digits, or no "+", or another country. */
const badPhone = fc.oneof(
  fc.constantFrom(...PHONE_COUNTRY_RULES).chain((rule) =>
    fc
      .integer({ min: 1, max: 14 })
      .filter((n) => n < rule.minDigits || n > rule.maxDigits)
      .chain((n) => digits(n).map((d) => `+${rule.dialCode}${d}`)),
  ),
  digits(10).map((d) => `0${d}`),
  digits(10).map((d) => `+1${d}`),
  digits(10).map((d) => `+44${d}`),
  fc.constantFrom("", "+", "+41 79 abc 45 67", "+41/79/123/45/67", "0041791234567"),
);

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.constantFrom(...REQUIRED).map((f) => drop(f)),
  fc.tuple(fc.constantFrom(...STRING_FIELDS), notString).map(([f, v]) => set(f, v)),
  fc.tuple(fc.constantFrom(...BOOLEAN_FIELDS), notBoolean).map(([f, v]) => set(f, v)),
  fc.tuple(fc.constantFrom(...CONSENTS), notTrue).map(([f, v]) => set(f, v)),
  badPhone.map((v) => set("telephone", v)),
  fc
    .oneof(
      fc.integer({ max: 0 }),
      fc.integer({ min: 11 }),
      fc.double({ min: 1.01, max: 9.99, noNaN: true }).filter((n) => !Number.isInteger(n)),
      fc.constantFrom("2", null, true),
    )
    .map((v) => set("nombre_participants", v)),
  fc
    .tuple(
      fc.oneof(
        fc.string({ minLength: 1, maxLength: 12 }).filter((k) => !KNOWN.has(k)),
        fc.constantFrom("__proto__", "constructor", "toString", "hasOwnProperty", "status", "id"),
      ),
      anyValue,
    )
    .map(([k, v]) => set(k, v)),
  fc
    .constantFrom("", "a", "a@", "@b.ch", "a b@c.ch", "monique.favre", "a@b")
    .map((v) => set("email", v)),
  fc.constantFrom("", " ", "A", " B ").map((v) => set("nom", v)),
  fc.constantFrom("", "X").map((v) => set("prenom", v)),
  fc.constantFrom("court", "         ").map((v) => set("adresse_complete", v)),
  fc.constantFrom("débutant", "expert", "Pro", "").map((v) => set("niveau_pratique", v)),
  fc
    .constantFrom(
      "",
      "12/04/1958",
      "1958-02-30",
      "1958-13-01",
      addDaysIso(zurichToday(), 1),
      zurichToday(),
      "1800-01-01",
      // Ten years old: under the minimum age.
      addDaysIso(zurichToday(), -3653),
    )
    .map((v) => set("date_naissance", v)),
  fc.string({ minLength: 1001, maxLength: 1100 }).map((v) => set("remarques", v)),
);

/** Bodies that are not a registration object at all. */
const notAnObject = fc.oneof(
  fc.constantFrom("[]", "null", "42", '"texte"', "true", "{", "{'a':1}", "inscription=1"),
  fc.array(anyValue, { maxLength: 3 }).map((a) => JSON.stringify(a)),
);

const FRENCH_DETAILS = new Set<string>(Object.values(REGISTRATION_FIELD_MESSAGES));
const TOP_LEVEL_ERRORS = new Set([
  "Les données d'inscription sont invalides.",
  "Le corps de la requête n'est pas un JSON valide.",
  "Le corps de la requête est vide.",
]);

describe("POST /api/inscriptions with malformed payloads (fast-check)", () => {
  let activityId = "";
  beforeAll(async () => {
    await resetState();
    activityId = (await putActivity({ places_disponibles: 8 })).id;
  });

  it("answers 400 with French messages to 500 malformed payloads and stores nothing", async () => {
    const body = fc.oneof(
      {
        weight: 9,
        arbitrary: fc.array(mutation, { minLength: 1, maxLength: 3 }).map((ms) => {
          const p: Payload = validRegistration(activityId);
          for (const m of ms) m(p);
          return JSON.stringify(p);
        }),
      },
      { weight: 1, arbitrary: notAnObject },
    );
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(body, async (text) => {
        runs += 1;
        const res = await api(apiEvent("POST", "/api/inscriptions", text));
        expect(res.statusCode, text).toBe(400);
        const answer = JSON.parse(res.body ?? "{}");
        expect(answer.success).toBe(false);
        expect(TOP_LEVEL_ERRORS.has(answer.error), answer.error).toBe(true);
        for (const message of Object.values(answer.details ?? {})) {
          expect(FRENCH_DETAILS.has(message as string), String(message)).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
    expect(runs).toBeGreaterThanOrEqual(500);

    expect(await scanAll("inscriptions")).toHaveLength(0);
    expect(await scanAll("outbox")).toHaveLength(0);
    const activity = await ddb().send(
      new GetCommand({ TableName: tableName("activities"), Key: { id: activityId } }),
    );
    expect(activity.Item?.places_disponibles).toBe(8);

    // The payload the mutations start from is itself accepted: the 400s came from the mutations.
    const valid = await api(apiEvent("POST", "/api/inscriptions", validRegistration(activityId)));
    expect(valid.statusCode).toBe(201);
  }, 120_000);
});

/** A participant who brings her own e-bike: valid on every outing. */
const PARTICIPANT = {
  prenom: "Paul",
  nom: "Favre",
  date_naissance: "1955-02-03",
  a_velo_electrique: true,
};

/** A valid registration of two whose `participants` is replaced by this raw JSON. */
function withRawParticipants(activityId: string, raw: string): string {
  return `${JSON.stringify(validRegistration(activityId)).slice(0, -1)},"participants":${raw}}`;
}

/** Hostile `participants`, as JSON: wrong shapes, prototype keys, huge lists and strings. */
const HOSTILE_PARTICIPANTS = [
  '"Paul Favre"',
  "{}",
  JSON.stringify(PARTICIPANT),
  `{"0":${JSON.stringify(PARTICIPANT)}}`,
  "null",
  "42",
  "[null]",
  "[[]]",
  '["Paul"]',
  `[${Array.from({ length: 10_000 }, () => "{}").join(",")}]`,
  `[${Array.from({ length: 10_000 }, () => JSON.stringify(PARTICIPANT)).join(",")}]`,
  `[${JSON.stringify(PARTICIPANT).slice(0, -1)},"__proto__":{"admin":true}}]`,
  `[${JSON.stringify(PARTICIPANT).slice(0, -1)},"constructor":{"prototype":{"x":1}}}]`,
  `[${JSON.stringify(PARTICIPANT).slice(0, -1)},"toString":"x"}]`,
  `[{"__proto__":${JSON.stringify(PARTICIPANT)}}]`,
  `[{"constructor":${JSON.stringify(PARTICIPANT)}}]`,
  JSON.stringify([{ ...PARTICIPANT, prenom: "x".repeat(15_000) }]),
  JSON.stringify([{ ...PARTICIPANT, nom: "é".repeat(101) }]),
  JSON.stringify([{ ...PARTICIPANT, prenom: 42, nom: 1e308 }]),
  JSON.stringify([{ ...PARTICIPANT, prenom: ["Paul"], nom: { $gt: "" } }]),
  JSON.stringify([{ ...PARTICIPANT, taille_velo: { $ne: 1 } }]),
  JSON.stringify([{ ...PARTICIPANT, a_velo_electrique: false, taille_velo: "XXL" }]),
  JSON.stringify([{ ...PARTICIPANT, a_velo_electrique: "true" }]),
  JSON.stringify([{ ...PARTICIPANT, date_naissance: { $exists: true } }]),
  JSON.stringify([{ ...PARTICIPANT, date_naissance: "1955-02-03T00:00:00Z" }]),
  JSON.stringify([{ ...PARTICIPANT, annule_le: "2026-01-01T00:00:00.000Z" }]),
  JSON.stringify([{ ...PARTICIPANT, prenom: "\u0000\u0000" }]),
  JSON.stringify([PARTICIPANT, PARTICIPANT]),
];

/** A participant's entry, at random: anything at all, or a valid one with one field made wrong. */
const participantEntry = fc.oneof(
  anyValue,
  fc
    .tuple(fc.constantFrom("prenom", "nom", "date_naissance"), notString)
    .map(([field, value]) => ({ ...PARTICIPANT, [field]: value })),
  notBoolean.map((value) => ({ ...PARTICIPANT, a_velo_electrique: value })),
  anyValue
    .filter((v) => !["S", "M", "L", "XL"].includes(v as string))
    .map((value) => ({ ...PARTICIPANT, taille_velo: value })),
  fc
    .tuple(
      fc.string({ minLength: 1, maxLength: 12 }).filter((k) => !(k in PARTICIPANT)),
      anyValue,
    )
    .map(([field, value]) => ({ ...PARTICIPANT, [field]: value })),
);

describe("POST /api/inscriptions with hostile participants", () => {
  let activityId = "";
  beforeAll(async () => {
    await resetState();
    activityId = (await putActivity({ places_disponibles: 8 })).id;
  });

  it("refuses each (400 with French messages, 413 when too large), never a 5xx, and stores nothing", async () => {
    const french = new Set([...FRENCH_DETAILS, "Choisissez une taille de vélo"]);
    const answer = async (text: string) => {
      const res = await api(apiEvent("POST", "/api/inscriptions", text));
      expect([400, 413], text.slice(0, 300)).toContain(res.statusCode);
      const body = JSON.parse(res.body ?? "{}");
      expect(body.success).toBe(false);
      for (const message of Object.values(body.details ?? {})) {
        expect(french.has(message as string), String(message)).toBe(true);
      }
      return res.statusCode;
    };
    const statuses = [];
    for (const raw of HOSTILE_PARTICIPANTS) {
      statuses.push(await answer(withRawParticipants(activityId, raw)));
    }
    expect(statuses).toContain(413);
    await fc.assert(
      fc.asyncProperty(fc.array(participantEntry, { minLength: 1, maxLength: 3 }), async (list) => {
        await answer(withRawParticipants(activityId, JSON.stringify(list)));
      }),
      { numRuns: 200 },
    );

    expect(await scanAll("inscriptions")).toHaveLength(0);
    expect(await scanAll("outbox")).toHaveLength(0);
    const activity = await ddb().send(
      new GetCommand({ TableName: tableName("activities"), Key: { id: activityId } }),
    );
    expect(activity.Item?.places_disponibles).toBe(8);

    // The same body with one valid participant is accepted: the refusals came from the lists.
    const valid = await api(
      apiEvent(
        "POST",
        "/api/inscriptions",
        withRawParticipants(activityId, JSON.stringify([PARTICIPANT])),
      ),
    );
    expect(valid.statusCode).toBe(201);
  }, 120_000);
});
