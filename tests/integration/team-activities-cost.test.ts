/**
 * The team's « Sorties » whose cost does not grow with the past: with 60 past outings in the
 * table, GET /api/equipe/sorties reads the coming outings and one page of the past (the calendar
 * index's ScannedCount), and reads registrations only for those; the next pages
 * (GET /api/equipe/sorties/passees?apres=) reach every past outing once, newest first, hidden and
 * cancelled ones included; a cursor the API did not write is a French 400.
 */
import { activitiesCalendar, calendarKeys } from "@adapters/activities-calendar";
import { TEAM_PAST_PAGE_SIZE } from "@core/activities/list-team-activities";
import type { TeamActivityPorts } from "@core/activities/ports";
import { TEAM_ACTIVITY_ERRORS } from "@shared/messages/activity";
import type { Activity } from "@shared/schemas/activity";
import {
  type TeamActivity,
  teamActivityListSchema,
  teamPastActivitiesPageSchema,
} from "@shared/schemas/team";
import { addDaysIso, zurichToday } from "@shared/time";
import { beforeAll, describe, expect, it } from "vitest";
import { teamRoutes } from "../../functions/team/routes/activities";
import { ddb, putItems, resetState, tableName } from "../support/aws";
import { anActivity, validRegistration } from "../support/registration-fixtures";
import { type RecordedCommand, recordingTeamAdapters, teamCaller } from "../support/team-routes";

const PAST = 60;
const UPCOMING = 6;
const FOUNDER = { sub: "5b9d-founder-sub", username: "fondatrice@example.ch" };

/** Items the calendar index's Queries read since the last reset. */
let itemsRead = 0;
/** The outings whose registrations were read since the last reset. */
let registrationsReadFor: string[] = [];
/** Every DynamoDB command of the other stores (registrations, payments). */
const commands: RecordedCommand[] = [];

const adapters = recordingTeamAdapters(commands);
const registrations = adapters.ports.registrations;
const ports: TeamActivityPorts = {
  ...adapters.ports,
  activities: activitiesCalendar(
    { client: ddb(), tableName: tableName("activities") },
    { meter: (count) => (itemsRead += count) },
  ),
  registrations: {
    ...registrations,
    listByActivity: (activityId) => {
      registrationsReadFor.push(activityId);
      return registrations.listByActivity(activityId);
    },
  },
};
const teamCall = teamCaller(teamRoutes({ ports }), FOUNDER);

function resetCounts() {
  itemsRead = 0;
  registrationsReadFor = [];
  commands.length = 0;
}

/** Two outings a day going back from yesterday; every 7th hidden, every 11th cancelled. */
function pastOuting(i: number) {
  const outing = anActivity({
    id: `passee-${String(i).padStart(2, "0")}`,
    titre: `Sortie passée ${i}`,
    date: addDaysIso(zurichToday(), -1 - Math.floor(i / 2)),
    heure_rdv: i % 2 === 0 ? "14:00" : "09:30",
  });
  return {
    ...outing,
    ...(i % 7 === 3 ? { masquee: true } : {}),
    ...(i % 11 === 4
      ? { annulation: { raison: "Orage", actor_id: "f-1", at: "2026-01-01T08:00:00.000Z" } }
      : {}),
  };
}

const upcoming: Activity[] = Array.from({ length: UPCOMING }, (_, i) =>
  anActivity({ id: `a-venir-${i}`, date: addDaysIso(zurichToday(), i), heure_rdv: "10:00" }),
);
const past = Array.from({ length: PAST }, (_, i) => pastOuting(i));

/** Past outings with registrations: on the first, second and last page. */
const REGISTERED = ["passee-00", "passee-05", "passee-25", "passee-59", "a-venir-1"];

beforeAll(async () => {
  await resetState();
  await putItems(
    "activities",
    [...past, ...upcoming].map((a) => ({ ...a, ...calendarKeys(a), places_offertes: 8 })),
  );
  await putItems(
    "inscriptions",
    REGISTERED.map((activityId, i) => ({
      ...validRegistration(activityId, { email: `personne-${i}@example.ch` }),
      id: `reg-${activityId}`,
      status: "pending_payment",
      created_at: "2026-01-01T08:00:00.000Z",
      total_centimes: 15000,
    })),
  );
}, 60_000);

const ids = (outings: { id: string }[]) => outings.map((a) => a.id);

describe("the team's outings: the past a page at a time", () => {
  it("GET /api/equipe/sorties reads the coming outings and one page of the past, and registrations only for those", async () => {
    resetCounts();
    const answer = await teamCall("GET", "/api/equipe/sorties");
    expect(answer.status).toBe(200);
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(teamActivityListSchema.safeParse(answer.body).success).toBe(true);
    expect(ids(answer.body.a_venir)).toEqual(upcoming.map((a) => a.id));
    expect(ids(answer.body.passees)).toEqual(ids(past.slice(0, TEAM_PAST_PAGE_SIZE)));
    expect(typeof answer.body.suite).toBe("string");
    // The coming outings, the page, and the one after it (to know whether more remain).
    expect(itemsRead).toBe(UPCOMING + TEAM_PAST_PAGE_SIZE + 1);
    expect([...registrationsReadFor].sort()).toEqual(
      [...upcoming.map((a) => a.id), ...ids(answer.body.passees)].sort(),
    );
    expect(commands.filter((c) => c.name === "ScanCommand")).toEqual([]);
    // Hidden and cancelled outings are the founders' too; a page's registrations are counted.
    const shown = new Map<string, TeamActivity>(
      answer.body.passees.map((a: TeamActivity) => [a.id, a]),
    );
    expect(shown.get("passee-03")?.masquee).toBe(true);
    expect(shown.get("passee-04")?.annulee).toBe(true);
    expect(shown.get("passee-05")).toMatchObject({ places_prises: 2, inscriptions_non_payees: 1 });
    expect(answer.body.a_venir[1]).toMatchObject({ places_prises: 2, inscriptions_non_payees: 1 });
  });

  it("the next pages reach every past outing once, newest first, each reading only its own", async () => {
    const first = await teamCall("GET", "/api/equipe/sorties");
    const seen: TeamActivity[] = [...first.body.passees];
    const sizes: number[] = [first.body.passees.length];
    let cursor: string | null = first.body.suite;
    while (cursor && sizes.length < 10) {
      resetCounts();
      const answer = await teamCall(
        "GET",
        `/api/equipe/sorties/passees?apres=${encodeURIComponent(cursor)}`,
      );
      expect(answer.status).toBe(200);
      expect(answer.headers["cache-control"]).toBe("no-store");
      expect(teamPastActivitiesPageSchema.safeParse(answer.body).success).toBe(true);
      expect(itemsRead).toBeLessThanOrEqual(TEAM_PAST_PAGE_SIZE + 1);
      expect([...registrationsReadFor].sort()).toEqual(ids(answer.body.passees).sort());
      seen.push(...answer.body.passees);
      sizes.push(answer.body.passees.length);
      cursor = answer.body.suite;
    }
    expect(cursor).toBeNull();
    expect(sizes).toEqual([20, 20, 20]);
    expect(ids(seen)).toEqual(ids(past));
    const starts = seen.map((a) => `${a.date}T${a.heure_rdv}`);
    expect(starts).toEqual([...starts].sort().reverse());
    expect(seen.filter((a) => a.masquee).length).toBe(past.filter((a) => a.masquee).length);
    expect(seen.find((a) => a.id === "passee-59")).toMatchObject({ places_prises: 2 });
  });

  it("refuses a cursor it did not write, in French, and keeps no refusal in a cache", async () => {
    const today = Buffer.from(JSON.stringify([`${zurichToday()}T08:00`, "x"])).toString(
      "base64url",
    );
    for (const query of ["", "?apres=", "?apres=pas-un-curseur", "?apres=e30", `?apres=${today}`]) {
      resetCounts();
      const answer = await teamCall("GET", `/api/equipe/sorties/passees${query}`);
      expect({ query, status: answer.status }).toEqual({ query, status: 400 });
      expect(answer.body.error).toBe(
        "Cette page des sorties passées n'existe pas. Veuillez recharger la liste des sorties.",
      );
      expect(answer.body.error).toBe(TEAM_ACTIVITY_ERRORS.pastCursorInvalid);
      expect(answer.headers["cache-control"]).toBe("no-store");
      expect(itemsRead).toBe(0);
    }
    const long = await teamCall("GET", `/api/equipe/sorties/passees?apres=${"a".repeat(500)}`);
    expect(long.status).toBe(400);
  });

  it("answers only a founder with verified claims", async () => {
    const answer = await teamCall("GET", "/api/equipe/sorties/passees?apres=x", undefined, null);
    expect(answer.status).toBe(401);
  });
});
