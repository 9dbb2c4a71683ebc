/**
 * A calendar whose cost does not grow: with 500 past outings in the table, the upcoming list reads
 * only the upcoming ones (the calendar index's ScannedCount), and the past ones come 12 a page,
 * newest first, every one reachable once. Outings stored before the index are keyed once by
 * `npm run activities -- cles-calendrier`.
 */
import { activitiesCalendar, calendarKeys } from "@adapters/activities-calendar";
import { activityEdits } from "@adapters/activity-edits";
import { PutCommand, TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import type { Activity } from "@shared/schemas/activity";
import { addDaysIso, zurichToday } from "@shared/time";
import { beforeAll, describe, expect, it } from "vitest";
import { createRouter } from "../../functions/api/router";
import { activityRoutes } from "../../functions/api/routes/activities";
import { runActivitiesCli } from "../../tools/activities-cli";
import { ddb, endpoint, putItems, tableName } from "../support/aws";
import { anActivity, apiEvent } from "../support/registration-fixtures";

const PAST = 500;
const UPCOMING = 10;

/** Items the calendar index's Queries read since the last reset. */
let itemsRead = 0;
const repository = activitiesCalendar(
  { client: ddb(), tableName: tableName("activities") },
  { meter: (count) => (itemsRead += count) },
);
const edits = activityEdits({ client: ddb(), tableName: tableName("activities") });
const route = createRouter(
  activityRoutes({
    activities: repository,
    clock: { now: () => new Date() },
    offersStopHours: 24,
  }),
);

async function get(path: string) {
  const [rawPath, query = ""] = path.split("?");
  const event = apiEvent("GET", rawPath ?? "");
  const params = Object.fromEntries(new URLSearchParams(query));
  const answer = await route({
    ...event,
    rawQueryString: query,
    ...(query ? { queryStringParameters: params } : {}),
  });
  return {
    status: answer.statusCode,
    headers: answer.headers ?? {},
    body: JSON.parse(answer.body ?? "null"),
  };
}

/** Two outings a day going back from yesterday, morning and afternoon. */
function pastOuting(i: number): Activity {
  return anActivity({
    id: `passee-${String(i).padStart(3, "0")}`,
    date: addDaysIso(zurichToday(), -1 - Math.floor(i / 2)),
    heure_rdv: i % 2 === 0 ? "14:00" : "09:30",
  });
}

const upcoming = Array.from({ length: UPCOMING }, (_, i) =>
  anActivity({ id: `a-venir-${i}`, date: addDaysIso(zurichToday(), i), heure_rdv: "10:00" }),
);

beforeAll(async () => {
  const past = Array.from({ length: PAST }, (_, i) => pastOuting(i));
  // Hidden and cancelled past outings are read but never shown.
  const hidden = { ...pastOuting(1000), id: "passee-masquee", masquee: true };
  const cancelled = {
    ...pastOuting(1001),
    id: "passee-annulee",
    annulation: { raison: "Orage", actor_id: "f-1", at: "2026-01-01T08:00:00.000Z" },
  };
  await putItems(
    "activities",
    [...past, ...upcoming, hidden, cancelled].map((a) => ({ ...a, ...calendarKeys(a) })),
  );
}, 120_000);

describe("the calendar's cost does not grow with the past", () => {
  it("GET /api/activities reads only the upcoming outings, and shared caches may keep it 30 s", async () => {
    itemsRead = 0;
    const answer = await get("/api/activities");
    expect(answer.status).toBe(200);
    expect(answer.body.map((a: Activity) => a.id)).toEqual(upcoming.map((a) => a.id));
    expect(itemsRead).toBe(UPCOMING);
    expect(answer.headers["cache-control"]).toBe(
      "public, max-age=0, s-maxage=30, stale-while-revalidate=60",
    );
  });

  it("the next outings a cancellation e-mail suggests are read from today on, never the past", async () => {
    itemsRead = 0;
    const from = await repository.listFrom(zurichToday());
    expect(from.map((a) => a.id)).toEqual(upcoming.map((a) => a.id));
    expect(itemsRead).toBe(UPCOMING);
  });

  it("the past ones come 12 a page, newest first, all 500 reachable once, then none", async () => {
    const seen: Activity[] = [];
    const sizes: number[] = [];
    const reads: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      itemsRead = 0;
      const answer = await get(
        `/api/activities/passees${cursor ? `?apres=${encodeURIComponent(cursor)}` : ""}`,
      );
      expect(answer.status).toBe(200);
      expect(answer.headers["cache-control"]).toBe(
        "public, max-age=0, s-maxage=300, stale-while-revalidate=600",
      );
      sizes.push(answer.body.activites.length);
      seen.push(...answer.body.activites);
      // A page reads its outings, the next one (to know whether more remain) and the hidden and
      // cancelled ones it skips (two in all).
      expect(itemsRead).toBeLessThanOrEqual(12 + 1 + 2);
      reads.push(itemsRead);
      cursor = answer.body.suite;
      pages++;
    } while (cursor && pages < 100);
    expect(cursor).toBeNull();
    expect(sizes).toEqual([...Array(41).fill(12), 8]);
    // Every outing is read about once: the whole past in 42 pages reads 500 + 2 skipped + the
    // one-ahead of each page.
    expect(reads.reduce((sum, n) => sum + n, 0)).toBeLessThanOrEqual(PAST + 2 + 42);
    const ids = seen.map((a) => a.id);
    expect(new Set(ids).size).toBe(PAST);
    expect(ids).toEqual(Array.from({ length: PAST }, (_, i) => pastOuting(i).id));
    const starts = seen.map((a) => `${a.date}T${a.heure_rdv}`);
    expect(starts).toEqual([...starts].sort().reverse());
  });

  it("refuses a cursor it did not write, in French, and caches no refusal", async () => {
    const today = Buffer.from(JSON.stringify([`${zurichToday()}T08:00`, "x"])).toString(
      "base64url",
    );
    for (const cursor of ["", "pas-un-curseur", "e30", today, "a".repeat(500)]) {
      const answer = await get(`/api/activities/passees?apres=${cursor}`);
      expect({ cursor, status: answer.status }).toEqual({ cursor, status: 400 });
      expect(answer.body.error).toBe(
        "Cette page des activités passées n'existe pas. Veuillez recharger le calendrier.",
      );
      expect(answer.headers["cache-control"]).toBe("no-store");
    }
  });

  it("an edit of the date or meeting time moves the outing in the index (the reminder's days follow)", async () => {
    const outing = anActivity({
      id: "deplacee",
      date: addDaysIso(zurichToday(), 5),
      places_disponibles: null,
    });
    await putItems("activities", [{ ...outing, ...calendarKeys(outing) }]);
    const moved = addDaysIso(zurichToday(), 6);
    const { id: _id, places_disponibles: _places, ...fields } = outing;
    await ddb().send(
      new TransactWriteCommand({
        TransactItems: [
          edits.changeItem(
            outing.id,
            { ...fields, date: moved, heure_rdv: "16:15", a_apporter: null, places_offertes: null },
            { baseline: "unchanged" },
            new Date().toISOString(),
          ),
        ],
      }),
    );
    expect((await repository.listOnDate(outing.date)).map((a) => a.id)).not.toContain(outing.id);
    const onMoved = await repository.listOnDate(moved);
    expect(onMoved.find((a) => a.id === outing.id)).toMatchObject({
      date: moved,
      heure_rdv: "16:15",
    });
    // The index's keys stay in the table, never in what the stores return.
    expect(onMoved[0]).not.toHaveProperty("starts_at");
    expect(onMoved[0]).not.toHaveProperty("calendar");
  });

  it("an outing stored before the index joins the calendar once keyed (npm run activities -- cles-calendrier)", async () => {
    const old = anActivity({ id: "d-avant-l-index", date: addDaysIso(zurichToday(), 3) });
    await ddb().send(new PutCommand({ TableName: tableName("activities"), Item: old }));
    const listed = async () =>
      (await get("/api/activities")).body.some((a: Activity) => a.id === old.id);
    expect(await listed()).toBe(false);
    const run = async () => {
      const out: string[] = [];
      const code = await runActivitiesCli(
        ["--local", "--endpoint", endpoint(), "cles-calendrier"],
        { out: (text) => out.push(text), err: () => {} },
      );
      return { code, out };
    };
    expect(await run()).toEqual({ code: 0, out: ["Sorties rangées dans le calendrier : 1"] });
    expect(await run()).toEqual({ code: 0, out: ["Sorties rangées dans le calendrier : 0"] });
    expect(await listed()).toBe(true);
  });
});
