/**
 * « Chercher une personne » against the emulator (teamPeopleRoutes over the team's stores): the
 * records of every table that holds a name (registrations with the others they name, waiting
 * lists, contact messages, quote requests), found by a surname, a first name, a phone number as
 * said on the phone, the short reference or part of an address; one line per address; an
 * anonymised registration found by nothing; a query too short or too long refused in French.
 */
import { randomUUID } from "node:crypto";
import { PERSON_SEARCH_LIMIT, TEAM_PEOPLE_ERRORS } from "@shared/schemas/team-people";
import { beforeAll, describe, expect, it } from "vitest";
import { teamPeopleRoutes } from "../../functions/team/routes/people";
import { putItems, resetState, tableName } from "../support/aws";
import { type RecordedCommand, recordingTeamAdapters, teamCaller } from "../support/team-routes";

const FOUNDER = { sub: "5c1d-founder-sub", username: "fondatrice-id" };
const commands: RecordedCommand[] = [];
const call = teamCaller(teamPeopleRoutes(recordingTeamAdapters(commands)), FOUNDER);
const tag = randomUUID().slice(0, 6);
const ROCHAT = `anne.rochat.${tag}@exemple.ch`;
const FAVRE = `pierre.favre.${tag}@exemple.ch`;

const search = (q: string) =>
  call("GET", `/api/equipe/personnes/recherche?q=${encodeURIComponent(q)}`);
const emailsOf = (res: { body: { personnes: { email: string }[] } }) =>
  res.body.personnes.map((p) => p.email);

describe("team space: « Chercher une personne »", () => {
  beforeAll(async () => {
    await resetState();
    await putItems("inscriptions", [
      {
        id: `reg-${tag}-1`,
        short_reference: "JV-6PUU-EP",
        email: ROCHAT,
        prenom: "Anne-Lise",
        nom: "Rochat",
        telephone: "+41791234567",
        participants: [{ prenom: "Émile", nom: "Dubois-Perret" }],
        nombre_participants: 2,
        created_at: "2027-05-01T08:00:00.000Z",
      },
      {
        id: `reg-${tag}-2`,
        short_reference: "JV-7K3M-Q9",
        email: ROCHAT,
        prenom: "Anne-Lise",
        nom: "Rochat",
        telephone: "+41791234567",
        nombre_participants: 1,
        created_at: "2027-06-01T08:00:00.000Z",
      },
      // Anonymised (its address and names gone): nobody to find.
      {
        id: `reg-${tag}-3`,
        short_reference: "JV-9XYZ-AB",
        nombre_participants: 1,
        anonymised_at: "2027-07-01T00:00:00.000Z",
        created_at: "2025-01-01T08:00:00.000Z",
      },
    ]);
    await putItems("waitlist", [
      {
        activity_id: "2027-07-03-cretes",
        entry_id: `20270601-${tag}`,
        email: FAVRE,
        prenom: "Pierre",
        nom: "Favre",
        telephone: "+41216543210",
        created_at: "2027-06-02T08:00:00.000Z",
      },
    ]);
    await putItems("contact-messages", [
      {
        id: `msg-${tag}`,
        email: FAVRE,
        firstName: "Pierre",
        lastName: "Favre",
        message: "Bonjour",
        created_at: "2027-06-03T08:00:00.000Z",
      },
    ]);
    await putItems("quote-requests", [
      {
        id: `quote-${tag}`,
        email: `rh.${tag}@menuiserie-vuilleumier.ch`,
        companyName: "Menuiserie Vuilleumier Sàrl",
        contactName: "Claire Vuilleumier",
        phone: "+41 32 123 45 67",
        participants: "9-12",
        created_at: "2027-06-04T08:00:00.000Z",
      },
    ]);
  });

  it("finds a person by surname, first name, phone, short reference or part of the address, one line per address", async () => {
    commands.length = 0;
    const bySurname = await search("roch");
    expect(bySurname.status).toBe(200);
    expect(bySurname.headers["cache-control"]).toBe("no-store");
    expect(bySurname.body).toEqual({
      success: true,
      personnes: [
        {
          email: ROCHAT,
          noms: ["Anne-Lise Rochat", "Émile Dubois-Perret"],
          telephone: "+41791234567",
          references: ["JV-7K3M-Q9", "JV-6PUU-EP"],
          derniere: "2027-06-01T08:00:00.000Z",
        },
      ],
      plus: false,
    });
    // Read by a Scan of each table that holds names, and nothing else.
    expect(commands.map((c) => `${c.name} ${c.table}`).sort()).toEqual(
      ["inscriptions", "waitlist", "contact-messages", "quote-requests"]
        .map((key) => `ScanCommand ${tableName(key)}`)
        .sort(),
    );

    expect(emailsOf(await search("LISE"))).toEqual([ROCHAT]);
    expect(emailsOf(await search("079 123 45 67"))).toEqual([ROCHAT]);
    expect(emailsOf(await search("0041 79 123"))).toEqual([ROCHAT]);
    expect(emailsOf(await search("jv6puuep"))).toEqual([ROCHAT]);
    expect(emailsOf(await search("JV-6PUU-EP"))).toEqual([ROCHAT]);
    // The other she registered is held under her address.
    expect(emailsOf(await search("emile dubois"))).toEqual([ROCHAT]);
    // The waiting list and the contact message: one address, one line.
    expect(emailsOf(await search("Favre"))).toEqual([FAVRE]);
    expect(emailsOf(await search("021 654 32 10"))).toEqual([FAVRE]);
    // A quote request, by the company or its contact.
    expect(emailsOf(await search("menuiserie"))).toEqual([`rh.${tag}@menuiserie-vuilleumier.ch`]);
    expect(emailsOf(await search("claire vuil"))).toEqual([`rh.${tag}@menuiserie-vuilleumier.ch`]);
    // Part of an address: both people of this test, the newest first.
    expect(emailsOf(await search(`.${tag}@exemple`))).toEqual([FAVRE, ROCHAT]);
    // The anonymised registration's reference finds nobody, nor does a made-up name.
    expect(emailsOf(await search("JV-9XYZ-AB"))).toEqual([]);
    expect(emailsOf(await search("Xyzzyquux"))).toEqual([]);
  });

  it("lists at most the limit, and says there are more", async () => {
    await putItems(
      "contact-messages",
      Array.from({ length: PERSON_SEARCH_LIMIT + 1 }, (_, i) => ({
        id: `many-${tag}-${i}`,
        email: `berset${i}.${tag}@exemple.ch`,
        firstName: "Claudine",
        lastName: "Berset",
        message: "Bonjour",
        created_at: `2027-08-01T08:${String(i).padStart(2, "0")}:00.000Z`,
      })),
    );
    const res = await search("berset");
    expect(res.body.personnes).toHaveLength(PERSON_SEARCH_LIMIT);
    expect(res.body.plus).toBe(true);
    expect(res.body.personnes[0].email).toBe(`berset${PERSON_SEARCH_LIMIT}.${tag}@exemple.ch`);
  });

  it("refuses a query too short or too long in French, and answers 401 without a token", async () => {
    for (const [q, message] of [
      ["", TEAM_PEOPLE_ERRORS.searchTooShort],
      [" r ", TEAM_PEOPLE_ERRORS.searchTooShort],
      ["r".repeat(101), TEAM_PEOPLE_ERRORS.searchTooLong],
    ] as const) {
      const res = await search(q);
      expect(res.status).toBe(400);
      expect(res.body.details).toEqual({ q: message });
    }
    commands.length = 0;
    const refused = await call("GET", "/api/equipe/personnes/recherche?q=rochat", undefined, null);
    expect(refused.status).toBe(401);
    expect(commands).toEqual([]);
  });
});
