/**
 * The named participants of POST /api/inscriptions, refused: against the emulator, each bad list
 * gets a 400 with a French message under the participant's own field (« participants.0.prenom »),
 * and nothing is stored: no registration, the outing's places as they were.
 */
import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { REGISTRATION_FIELD_MESSAGES as M } from "@shared/messages/registration";
import { beforeEach, describe, expect, it } from "vitest";
import { handler as api } from "../../functions/api/handler";
import { ddb, resetState, tableName } from "../support/aws";
import {
  apiEvent,
  putActivity,
  scanAll,
  validRegistration,
} from "../support/registration-fixtures";

/** A participant who brings her own e-bike: valid on every outing. */
const PAUL = {
  prenom: "Paul",
  nom: "Favre",
  date_naissance: "1955-02-03",
  a_velo_electrique: true,
};

async function register(body: unknown) {
  const result = await api(apiEvent("POST", "/api/inscriptions", body));
  return { status: result.statusCode, body: JSON.parse(result.body ?? "{}") };
}

/** The 400 of the registration, its details exactly these, and nothing stored. */
async function expectRefused(
  activity: { id: string },
  body: unknown,
  details: Record<string, string>,
) {
  const res = await register(body);
  expect(res.status).toBe(400);
  expect(res.body).toEqual({
    success: false,
    error: "Les données d'inscription sont invalides.",
    details,
  });
  expect(await scanAll("inscriptions")).toHaveLength(0);
  const stored = await ddb().send(
    new GetCommand({ TableName: tableName("activities"), Key: { id: activity.id } }),
  );
  expect(stored.Item?.places_disponibles).toBe(8);
}

/** The day someone turns 16 the day after `date` (yyyy-mm-dd): 15 on the outing's day. */
function sixteenTheDayAfter(date: string): string {
  const next = new Date(`${date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return `${next.getUTCFullYear() - 16}${next.toISOString().slice(4, 10)}`;
}

describe("POST /api/inscriptions: the participants named, refused", () => {
  beforeEach(async () => {
    await resetState();
  });

  it("a participant without a first name, or with a one-letter name: 400 on her field", async () => {
    const activity = await putActivity();
    const { prenom: _none, ...noFirstName } = PAUL;
    await expectRefused(activity, validRegistration(activity.id, { participants: [noFirstName] }), {
      "participants.0.prenom": M.prenom,
    });
    await expectRefused(
      activity,
      validRegistration(activity.id, {
        nombre_participants: 3,
        participants: [PAUL, { ...PAUL, nom: " F " }],
      }),
      { "participants.1.nom": M.nom },
    );
  });

  it("a participant under 16 on the outing's day, though 16 the day after: 400", async () => {
    const activity = await putActivity();
    await expectRefused(
      activity,
      validRegistration(activity.id, {
        participants: [{ ...PAUL, date_naissance: sixteenTheDayAfter(activity.date) }],
      }),
      { "participants.0.date_naissance": M.participantTooYoung },
    );
  });

  it("a date of birth that does not exist (1960-02-31): 400", async () => {
    const activity = await putActivity();
    await expectRefused(
      activity,
      validRegistration(activity.id, { participants: [{ ...PAUL, date_naissance: "1960-02-31" }] }),
      { "participants.0.date_naissance": M.dateNaissanceInvalid },
    );
  });

  it("more participants than chosen, or more than 10 in all: 400", async () => {
    const activity = await putActivity();
    await expectRefused(
      activity,
      validRegistration(activity.id, { nombre_participants: 2, participants: [PAUL, PAUL] }),
      { participants: M.participantsList },
    );
    await expectRefused(
      activity,
      validRegistration(activity.id, {
        nombre_participants: 10,
        participants: Array.from({ length: 10 }, () => PAUL),
      }),
      { participants: M.participantsMax },
    );
    await expectRefused(
      activity,
      validRegistration(activity.id, {
        nombre_participants: 11,
        participants: Array.from({ length: 10 }, () => PAUL),
      }),
      { nombre_participants: M.participantsMax, participants: M.participantsMax },
    );
  });

  it("a bike size that does not exist (« XXL »), or none for a rental on an e-bike outing: 400", async () => {
    const activity = await putActivity({ categorie: "VTT" });
    await expectRefused(
      activity,
      validRegistration(activity.id, {
        participants: [{ ...PAUL, a_velo_electrique: false, taille_velo: "XXL" }],
      }),
      { "participants.0.taille_velo": "Choisissez une taille de vélo" },
    );
    await expectRefused(
      activity,
      validRegistration(activity.id, { participants: [{ ...PAUL, a_velo_electrique: false }] }),
      { "participants.0.taille_velo": M.tailleVelo },
    );
  });

  it("the same list, valid, is stored as named (the refusals above are the list's only)", async () => {
    const activity = await putActivity({ categorie: "VTT" });
    const res = await register(validRegistration(activity.id, { participants: [PAUL] }));
    expect(res.status).toBe(201);
    const [stored] = await scanAll("inscriptions");
    expect(stored?.participants).toEqual([PAUL]);
  });
});
