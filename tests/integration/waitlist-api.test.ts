/**
 * The waiting list's API answers against the emulator: 201 with the rank, 400 per field (nothing
 * stored), 404 unknown outing, 409 (places left, already on the list, list closed, places
 * already paid), 403 for a forged or foreign jeton, and leaving the list through its link.
 */
import { calendarKeys } from "@adapters/activities-calendar";
import { PutCommand } from "@aws-sdk/lib-dynamodb";
import { REGISTRATION_FIELD_MESSAGES } from "@shared/messages/registration";
import { WAITLIST_ERRORS, WAITLIST_FIELD_MESSAGES } from "@shared/messages/waitlist";
import type { Activity } from "@shared/schemas/activity";
import { meetingInstant, zurichToday } from "@shared/time";
import { readWaitlistLinkParams } from "@shared/waitlist/waitlist-link";
import { describe, expect, it } from "vitest";
import { ddb, readSentEmails, tableName } from "../support/aws";
import { runNotifier } from "../support/form-fixtures";
import { request, setUpPaymentWorld, storedItem } from "../support/payment-world";
import { anActivity, scanAll } from "../support/registration-fixtures";

const world = setUpPaymentWorld();

async function putOuting(overrides: Partial<Activity> = {}, offered = 4): Promise<Activity> {
  const activity = anActivity({ places_disponibles: 0, ...overrides });
  await ddb().send(
    new PutCommand({
      TableName: tableName("activities"),
      Item: { ...activity, ...calendarKeys(activity), places_offertes: offered, masquee: false },
    }),
  );
  return activity;
}

function body(activityId: string, overrides: Record<string, unknown> = {}) {
  return {
    activity_id: activityId,
    nom: "Rochat",
    prenom: "Emma",
    email: "emma@example.ch",
    telephone: "+41 79 555 66 77",
    places: 2,
    accepte_conditions: true,
    assurance_rc: true,
    assurance_accident: true,
    autorisation_rgpd: true,
    ...overrides,
  };
}

const join = (payload: unknown) => request(world, "POST", "/api/liste-attente", payload);

/** The « Me retirer de la liste » link of the joining e-mail. */
async function leaveLink(entryId: string) {
  await runNotifier();
  const mail = (await readSentEmails()).find(
    (e) => e.subject.startsWith("Liste d'attente") && e.text.includes(entryId),
  );
  const url = /Me retirer de la liste :\r?\n(\S+)/.exec(mail?.text ?? "")?.[1];
  const link = url ? readWaitlistLinkParams(new URL(url).searchParams) : null;
  if (!link) throw new Error("no « Me retirer de la liste » link");
  return link;
}

describe("POST /api/liste-attente", () => {
  it("201 with the rank; the outing counts the entry waiting", async () => {
    const activity = await putOuting();
    const first = await join(body(activity.id));
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({ success: true, rank: 1, activity_title: activity.titre });
    const second = await join(body(activity.id, { email: "felix@example.ch", places: 1 }));
    expect(second.json.rank).toBe(2);
    expect((await storedItem("activities", activity.id))?.attente_en_cours).toBe(2);
    // Erased by the table's time to live once the outing has taken place.
    const [stored] = await scanAll("waitlist");
    expect(stored?.expires_at).toBe(
      Math.floor(meetingInstant(activity.date, activity.heure_rdv).getTime() / 1000),
    );
  });

  it("400 with a message per field, nothing stored", async () => {
    const activity = await putOuting();
    const bad = await join(
      body(activity.id, {
        email: "pas-une-adresse",
        places: 0,
        autorisation_rgpd: false,
        extra: 1,
      }),
    );
    expect(bad.status).toBe(400);
    expect(bad.json.error).toBe(WAITLIST_ERRORS.invalid);
    expect(bad.json.details).toMatchObject({
      email: REGISTRATION_FIELD_MESSAGES.email,
      places: WAITLIST_FIELD_MESSAGES.placesMin,
      autorisation_rgpd: REGISTRATION_FIELD_MESSAGES.autorisationRgpd,
      extra: REGISTRATION_FIELD_MESSAGES.unknownField,
    });
    // More places than the outing offers in all.
    const tooMany = await join(body(activity.id, { places: 5 }));
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.details).toEqual({ places: WAITLIST_FIELD_MESSAGES.placesMax(4) });
    expect(await scanAll("waitlist")).toEqual([]);
  });

  it("an outing offered with no place yet takes entries up to the form's maximum", async () => {
    const activity = await putOuting({}, 0);
    const joined = await join(body(activity.id, { places: 3 }));
    expect(joined.status).toBe(201);
    expect(joined.json.rank).toBe(1);
  });

  it("404 for an unknown outing; 409 when places are left, the e-mail waits already, or the list is closed", async () => {
    expect((await join(body("sortie-inconnue"))).status).toBe(404);

    const open = await putOuting({ places_disponibles: 3 });
    const notFull = await join(body(open.id));
    expect(notFull.status).toBe(409);
    expect(notFull.json.error).toBe(WAITLIST_ERRORS.notFull);

    const full = await putOuting();
    expect((await join(body(full.id))).status).toBe(201);
    const again = await join(body(full.id, { email: "EMMA@example.ch" }));
    expect(again.status).toBe(409);
    expect(again.json.error).toBe(WAITLIST_ERRORS.alreadyOnList);

    // Tonight: within the 24 h before the meeting (or past), the list is closed.
    const soon = await putOuting({ date: zurichToday(), heure_rdv: "23:59" });
    const closed = await join(body(soon.id));
    expect(closed.status).toBe(409);
    expect(closed.json.error).toBe(WAITLIST_ERRORS.closed);
    expect((await scanAll("waitlist")).map((e) => e.activity_id)).toEqual([full.id]);
  });
});

describe("the entry's link", () => {
  it("shows the entry with its rank, leaves the list once, and answers 403 to a forged or foreign jeton", async () => {
    const activity = await putOuting();
    const joined = await join(body(activity.id));
    const other = await join(body(activity.id, { email: "felix@example.ch" }));
    const entryId = String(joined.json.entry_id);
    const link = await leaveLink(entryId);
    expect(link.entryId).toBe(entryId);

    const shown = await request(
      world,
      "GET",
      `/api/liste-attente/${entryId}?jeton=${encodeURIComponent(link.jeton)}`,
    );
    expect(shown.status).toBe(200);
    expect(shown.json).toMatchObject({ status: "waiting", rank: 1, places: 2 });

    const forged = await request(world, "GET", `/api/liste-attente/${entryId}?jeton=1.abc`);
    expect(forged.status).toBe(403);
    expect(forged.json.error).toBe(WAITLIST_ERRORS.invalidLink);
    // Emma's jeton does not open Felix's entry.
    const foreign = await request(
      world,
      "POST",
      `/api/liste-attente/${String(other.json.entry_id)}/retrait?jeton=${encodeURIComponent(link.jeton)}`,
    );
    expect(foreign.status).toBe(403);

    const path = `/api/liste-attente/${entryId}/retrait?jeton=${encodeURIComponent(link.jeton)}`;
    const left = await request(world, "POST", path);
    expect(left.status).toBe(200);
    expect(left.json).toMatchObject({ status: "left" });
    expect((await request(world, "POST", path)).json).toMatchObject({ status: "left" });
    expect((await storedItem("activities", activity.id))?.attente_en_cours).toBe(1);
    // Felix moves up.
    const felixLink = await leaveLink(String(other.json.entry_id));
    const felix = await request(
      world,
      "GET",
      `/api/liste-attente/${felixLink.entryId}?jeton=${encodeURIComponent(felixLink.jeton)}`,
    );
    expect(felix.json.rank).toBe(1);
  });
});
