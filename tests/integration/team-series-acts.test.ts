/**
 * « La série » against the emulator: five Saturdays published with « Répéter », one of them with a
 * visitor registered; the founder changes the meeting place and the price of the four free dates
 * in one press (each keeps its date, the registered one stays as it was), presses again (nothing
 * new), withdraws the free dates from the calendar in one press, and a bad body changes nothing.
 */
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { handler as api } from "../../functions/api/handler";
import { getConfig } from "../../functions/config";
import { teamRoutes } from "../../functions/team/routes/activities";
import { wireTeamAdapters } from "../../functions/team/wiring";
import { readEventLog, resetState } from "../support/aws";
import { apiEvent, scanAll, validRegistration } from "../support/registration-fixtures";
import { season } from "../support/series-fixtures";
import { teamCaller } from "../support/team-routes";

const FOUNDER = { sub: "7a2e-founder-sub", username: "fondatrice@example.ch" };
const teamCall = teamCaller(teamRoutes(wireTeamAdapters(getConfig())), FOUNDER);

const SEASON = season({ derniere_date: "2027-05-15" });
/** The outing's fields as the series' form sends them (its date is the chosen outing's). */
const { jours: _j, premiere_date: _p, derniere_date: _d, dates_sautees: _s, ...OUTING } = SEASON;

let ids: { id: string; date: string }[] = [];
let registeredId = "";

async function stored(): Promise<Record<string, Record<string, unknown>>> {
  return Object.fromEntries((await scanAll("activities")).map((a) => [String(a.id), a]));
}

async function publicIds(): Promise<string[]> {
  const calendar = JSON.parse((await api(apiEvent("GET", "/api/activities"))).body ?? "[]");
  return (calendar as { id: string }[]).map((a) => a.id).sort();
}

describe("team space: « La série », changed or withdrawn in one act", () => {
  beforeAll(async () => {
    await resetState();
    const published = await teamCall("POST", "/api/equipe/series", SEASON, FOUNDER, {
      "idempotency-key": randomUUID(),
    });
    ids = published.body.publiees;
    registeredId = ids[2]?.id ?? "";
    const registered = await api(
      apiEvent("POST", "/api/inscriptions", validRegistration(registeredId)),
    );
    expect(registered.statusCode).toBe(201);
  });

  it("lists the outing's coming namesakes with the people registered on each", async () => {
    const res = await teamCall("GET", `/api/equipe/sorties/${ids[0]?.id}/serie`);
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.body.titre).toBe(SEASON.titre);
    expect(res.body.dates.map((d: { date: string }) => d.date)).toEqual([
      "2027-04-17",
      "2027-04-24",
      "2027-05-01",
      "2027-05-08",
      "2027-05-15",
    ]);
    expect(res.body.dates.map((d: { inscrits: number }) => d.inscrits)).toEqual([0, 0, 2, 0, 0]);
  });

  it("changes every free date in one press, each keeping its date; the registered one is left and said", async () => {
    const change = {
      ...OUTING,
      date: "2027-04-17",
      lieu_rdv: "Télécabine de la Barillette",
      prix: "80",
    };
    const res = await teamCall("POST", `/api/equipe/sorties/${ids[0]?.id}/serie`, change);
    expect(res.status).toBe(200);
    expect(res.body.faites.map((d: { date: string }) => d.date)).toEqual([
      "2027-04-17",
      "2027-04-24",
      "2027-05-08",
      "2027-05-15",
    ]);
    expect(res.body.laissees).toEqual([{ id: registeredId, date: "2027-05-01", inscrits: 2 }]);
    expect(res.body.non_faites).toEqual([]);
    const items = await stored();
    for (const { id, date } of ids) {
      const item = items[id];
      expect(item?.date).toBe(date);
      if (id === registeredId) {
        expect(item).toMatchObject({ lieu_rdv: SEASON.lieu_rdv, prix_centimes: 7500 });
      } else {
        expect(item).toMatchObject({
          lieu_rdv: "Télécabine de la Barillette",
          prix_centimes: 8000,
        });
      }
    }
    // One ActivityChanged per date changed, none for the registered one.
    const changed = (await readEventLog()).filter((e) => e.detailType === "ActivityChanged");
    expect(changed).toHaveLength(4);

    // Pressed again: the same answer, no new event.
    const again = await teamCall("POST", `/api/equipe/sorties/${ids[0]?.id}/serie`, change);
    expect(again.body.faites).toHaveLength(4);
    const after = (await readEventLog()).filter((e) => e.detailType === "ActivityChanged");
    expect(after).toHaveLength(4);
  });

  it("refuses a bad body in French per field and changes nothing", async () => {
    const before = await stored();
    const res = await teamCall("POST", `/api/equipe/sorties/${ids[0]?.id}/serie`, {
      ...OUTING,
      date: "2027-04-17",
      prix: "-5",
      couleur: "rouge",
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.details).sort()).toEqual(["couleur", "prix"]);
    expect(await stored()).toEqual(before);
    const unknown = await teamCall("GET", "/api/equipe/sorties/inconnue/serie");
    expect(unknown.status).toBe(404);
  });

  it("withdraws every free date from the calendar in one press; the registered one stays", async () => {
    const res = await teamCall("POST", `/api/equipe/sorties/${ids[1]?.id}/serie/retrait`, {});
    expect(res.status).toBe(200);
    expect(res.body.faites).toHaveLength(4);
    expect(res.body.laissees).toEqual([{ id: registeredId, date: "2027-05-01", inscrits: 2 }]);
    expect(await publicIds()).toEqual([registeredId]);
    const items = await stored();
    expect(Object.keys(items)).toHaveLength(5);
    for (const { id } of ids) expect(items[id]?.masquee).toBe(id !== registeredId);
    // Again: nothing more to do, the same answer.
    const again = await teamCall("POST", `/api/equipe/sorties/${ids[1]?.id}/serie/retrait`, {});
    expect(again.body.faites).toHaveLength(4);
    expect((await readEventLog()).filter((e) => e.detailType === "ActivityHidden")).toHaveLength(4);
  });
});
