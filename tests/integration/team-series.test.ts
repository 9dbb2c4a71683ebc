/**
 * « Répéter » against the emulator: a season of Saturdays published in one press, in the public
 * calendar, idempotent (a retry with the same key and a second press with a new one create
 * nothing twice), dates already holding the outing skipped and said, bad rules refused in French
 * with nothing published.
 */
import { randomUUID } from "node:crypto";
import { isoWeekday, seriesDates } from "@shared/activities/series-dates";
import { SERIES_MESSAGES } from "@shared/messages/activity";
import type { ActivitySeriesForm } from "@shared/schemas/activity-series";
import { beforeEach, describe, expect, it } from "vitest";
import { handler as api } from "../../functions/api/handler";
import { getConfig } from "../../functions/config";
import { teamRoutes } from "../../functions/team/routes/activities";
import { wireTeamAdapters } from "../../functions/team/wiring";
import { resetState } from "../support/aws";
import { apiEvent, scanAll } from "../support/registration-fixtures";
import { season } from "../support/series-fixtures";
import { teamCaller } from "../support/team-routes";

const FOUNDER = { sub: "7a2e-founder-sub", username: "fondatrice@example.ch" };
const teamCall = teamCaller(teamRoutes(wireTeamAdapters(getConfig())), FOUNDER);

const publish = (body: unknown, key = randomUUID()) =>
  teamCall("POST", "/api/equipe/series", body, FOUNDER, { "idempotency-key": key });

async function publicDates() {
  const calendar = JSON.parse((await api(apiEvent("GET", "/api/activities"))).body ?? "[]");
  return (calendar as { date: string; titre: string }[]).map((a) => a.date).sort();
}

describe("team space: a series of dates (« Répéter »)", () => {
  beforeEach(async () => {
    await resetState();
  });

  it("publishes every Saturday from 17 April to 30 October 2027 once, whatever is pressed again", async () => {
    const key = randomUUID();
    const first = await publish(season(), key);
    expect(first.status).toBe(201);
    expect(first.headers["cache-control"]).toBe("no-store");
    const dates = first.body.publiees.map((p: { date: string }) => p.date);
    expect(dates).toHaveLength(29);
    expect(dates[0]).toBe("2027-04-17");
    expect(dates.at(-1)).toBe("2027-10-30");
    expect(dates.every((d: string) => isoWeekday(d) === 6)).toBe(true);
    expect(await publicDates()).toEqual(dates);

    // The same press retried (same key): the same answer, nothing new.
    const retry = await publish(season(), key);
    expect(retry.body.publiees).toEqual(first.body.publiees);
    // A second press (a new key): every date already holds the outing.
    const again = await publish(season({ titre: "vtt ELECTRIQUE du Samedi" }));
    expect(again.status).toBe(200);
    expect(again.body.publiees).toEqual([]);
    expect(again.body.deja_publiees).toEqual(dates);
    expect(await scanAll("activities")).toHaveLength(29);
  });

  it("skips the dates asked, and publishes only the dates still free of the outing", async () => {
    await publish(season({ premiere_date: "2027-05-01", derniere_date: "2027-05-08" }));
    const answer = await publish(
      season({
        premiere_date: "2027-05-01",
        derniere_date: "2027-05-29",
        dates_sautees: ["2027-05-15"],
      }),
    );
    expect(answer.body.deja_publiees).toEqual(["2027-05-01", "2027-05-08"]);
    expect(answer.body.publiees.map((p: { date: string }) => p.date)).toEqual([
      "2027-05-22",
      "2027-05-29",
    ]);
    expect(await publicDates()).toEqual(["2027-05-01", "2027-05-08", "2027-05-22", "2027-05-29"]);
  });

  it("refuses a bad rule with a French message and publishes nothing", async () => {
    const refusals: [Partial<ActivitySeriesForm>, string, string][] = [
      [{ derniere_date: "2027-04-10" }, "derniere_date", SERIES_MESSAGES.lastBeforeFirst],
      [
        { jours: [1, 2, 3, 4, 5, 6, 7], derniere_date: "2027-06-30" },
        "derniere_date",
        SERIES_MESSAGES.tooMany,
      ],
      [{ dates_sautees: ["2027-11-06"] }, "dates_sautees", SERIES_MESSAGES.skipOutsideRange],
      [{ jours: [] }, "jours", SERIES_MESSAGES.jours],
      [{ jours: [8] }, "jours", SERIES_MESSAGES.jours],
      [{ premiere_date: "2027-02-30" }, "premiere_date", SERIES_MESSAGES.premiereDate],
      [{ premiere_date: "2027-04-19", derniere_date: "2027-04-23" }, "jours", SERIES_MESSAGES.none],
    ];
    for (const [overrides, field, message] of refusals) {
      const answer = await publish(season(overrides));
      expect(answer.status, field).toBe(400);
      expect(answer.body.error).toBe(SERIES_MESSAGES.invalid);
      expect(answer.body.details[field]).toBe(message);
    }
    const hostile = await publish({ ...season(), __proto__: { admin: true }, date: "2027-04-17" });
    expect(hostile.status).toBe(400);
    expect(await scanAll("activities")).toHaveLength(0);
    // 92 days from 1 April to 30 June, all seven weekdays: over the limit the rule says.
    expect(
      seriesDates({
        ...season(),
        jours: [1, 2, 3, 4, 5, 6, 7],
        premiere_date: "2027-04-01",
        derniere_date: "2027-06-30",
        dates_sautees: [],
      }).length,
    ).toBeGreaterThan(60);
  });
});
