import {
  type FigurePayment,
  type FigureRegistration,
  type MonthFigures,
  seasonFigures,
} from "@shared/figures/month-figures";
import { meetingInstant, zurichMonth } from "@shared/time";
import type { Clock } from "../clock";

/** The stored records the season's figures are computed from (functions/adapters/figure-records.ts). */
export interface FigureRecords {
  /**
   * The registrations made since `since` (ISO instant), and every payment that may have brought
   * money in or given some back since then.
   */
  read(since: string): Promise<{
    registrations: FigureRegistration[];
    payments: FigurePayment[];
  }>;
}

export interface SeasonPorts {
  figures: FigureRecords;
  clock: Clock;
}

/**
 * 1 January of this year, 00:00 in Europe/Zurich, in UTC as the records store instants (a
 * TZDate's own toISOString writes its offset, which does not compare as text).
 */
export function seasonStart(now: Date): string {
  const start = meetingInstant(`${zurichMonth(now).slice(0, 4)}-01-01`, "00:00");
  return new Date(start.getTime()).toISOString();
}

/** « Chiffres »: each month of this year's season up to this month, newest first. */
export async function readSeasonFigures(ports: SeasonPorts): Promise<MonthFigures[]> {
  const now = ports.clock.now();
  return seasonFigures(await ports.figures.read(seasonStart(now)), now);
}
