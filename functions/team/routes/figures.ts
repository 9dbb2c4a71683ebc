import { figuresCsv } from "@core/figures/figures-csv";
import { readSeasonFigures } from "@core/figures/season";
import { json } from "../../api/http";
import { NO_STORE, noStoreOnRefusal } from "../../api/route-helpers";
import { bindRoutes } from "../../api/router";
import { teamActor } from "../team-actor";
import type { TeamAdapters } from "../wiring";

/**
 * « Chiffres » (route-table.ts `teamFigures`): each month of the season, computed once by
 * shared/figures/month-figures.ts, as JSON for the screen and as the accountant's file. Both
 * answers are `cache-control: no-store`.
 */
export function teamFiguresRoutes({ season }: TeamAdapters) {
  return bindRoutes(
    "teamFigures",
    noStoreOnRefusal({
      season: async (event) => {
        teamActor(event);
        return json(200, { success: true, mois: await readSeasonFigures(season) }, NO_STORE);
      },
      seasonCsv: async (event) => {
        teamActor(event);
        const months = await readSeasonFigures(season);
        // The season's year: its newest month (there is always this month).
        const year = months[0]?.month.slice(0, 4) ?? "";
        return {
          statusCode: 200,
          headers: {
            "content-type": "text/csv; charset=utf-8",
            "content-disposition": `attachment; filename="chiffres-${year}.csv"`,
            ...NO_STORE,
          },
          body: figuresCsv(months),
        };
      },
    }),
  );
}
