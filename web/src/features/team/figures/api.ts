import {
  FIGURE_METHODS,
  type FigureMethod,
  type MonthFigures,
} from "@shared/figures/month-figures";
import * as z from "@shared/zod";
import type { TeamClient } from "../shared/team-client";

const byMethod = z.object(
  Object.fromEntries(FIGURE_METHODS.map((m) => [m, z.number()])) as Record<
    FigureMethod,
    z.ZodMiniNumber
  >,
);

/** The team API's « Chiffres »: shared/figures/month-figures.ts MonthFigures, newest first. */
const seasonAnswerSchema = z.object({
  success: z.literal(true),
  mois: z.array(
    z.object({
      month: z.string(),
      registrations: z.number(),
      participants: z.number(),
      rentalBikes: z.number(),
      receivedByMethod: byMethod,
      received: z.number(),
      refunds: z.number(),
      net: z.number(),
    }),
  ),
});

/** « Chiffres »: each month of the season, and the same months as the accountant's file. */
export function figuresApi(client: TeamClient) {
  return {
    showSeasonFigures: (signal?: AbortSignal): Promise<MonthFigures[]> =>
      client.get(seasonAnswerSchema, "/api/equipe/chiffres", signal).then((a) => a.mois),
    seasonFiguresCsv: (): Promise<Blob> => client.file("/api/equipe/chiffres.csv", "text/csv"),
  };
}
