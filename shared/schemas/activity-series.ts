import { MAX_SERIES_DATES, type SeriesRule, seriesDates } from "../activities/series-dates";
import { ACTIVITY_FIELD_MESSAGES, SERIES_MESSAGES as S } from "../messages/activity";
import * as z from "../zod";
import { type ActivityInput, activityInputShape } from "./activity-input";
import { type FieldErrors, isRealIsoDate, parseStrictBody } from "./registration";

const isoDate = (message: string) =>
  z.string({ error: message }).check(z.trim(), z.refine(isRealIsoDate, { error: message }));

const { date: _oneDate, ...outingShape } = activityInputShape;

/**
 * A series of dates (« Répéter », POST /api/equipe/series): the outing's fields, save its date,
 * and the rule that gives the dates. The team space's form and the API read it with these rules.
 */
export const activitySeriesShape = {
  ...outingShape,
  jours: z
    .array(
      z
        .number({ error: S.jours })
        .check(z.int({ error: S.jours }), z.gte(1, S.jours), z.lte(7, S.jours)),
      {
        error: S.jours,
      },
    )
    .check(z.minLength(1, S.jours), z.maxLength(7, S.jours)),
  premiere_date: isoDate(S.premiereDate),
  derniere_date: isoDate(S.derniereDate),
  dates_sautees: z._default(
    z
      .array(isoDate(S.datesSautees), { error: S.datesSautees })
      .check(z.maxLength(400, S.datesSautees)),
    [],
  ),
};

export type ActivitySeriesInput = z.output<z.ZodMiniObject<typeof activitySeriesShape>>;
export type ActivitySeriesForm = z.input<z.ZodMiniObject<typeof activitySeriesShape>>;

/** The rule's own checks, once each field reads: order of the dates, skips in range, how many. */
export function seriesRuleErrors(rule: SeriesRule): FieldErrors {
  if (rule.derniere_date < rule.premiere_date) return { derniere_date: S.lastBeforeFirst };
  const outside = rule.dates_sautees.some(
    (date) => date < rule.premiere_date || date > rule.derniere_date,
  );
  if (outside) return { dates_sautees: S.skipOutsideRange };
  const dates = seriesDates(rule);
  if (dates.length === 0) return { jours: S.none };
  if (dates.length > MAX_SERIES_DATES) return { derniere_date: S.tooMany };
  return {};
}

/** « jours.0 » and « dates_sautees.2 » said on their field, where the form shows them. */
function byField(details: FieldErrors): FieldErrors {
  const fields = new Map<string, string>();
  for (const [key, message] of Object.entries(details)) {
    const field = key.split(".")[0] ?? key;
    if (!fields.has(field)) fields.set(field, message);
  }
  return Object.fromEntries(fields);
}

/** A series body: strict (unknown fields refused by name), then the rule's checks; French per field. */
export function parseActivitySeries(
  body: unknown,
): { success: true; data: ActivitySeriesInput } | { success: false; details: FieldErrors } {
  const parsed = parseStrictBody(activitySeriesShape, body, ACTIVITY_FIELD_MESSAGES);
  if (!parsed.success) return { success: false, details: byField(parsed.details) };
  const details = seriesRuleErrors(parsed.data);
  return Object.keys(details).length > 0 ? { success: false, details } : parsed;
}

/** One date of the series as an ordinary outing's input. */
export function seriesOuting(series: ActivitySeriesInput, date: string): ActivityInput {
  const { jours: _j, premiere_date: _p, derniere_date: _d, dates_sautees: _s, ...outing } = series;
  return { ...outing, date };
}

/** POST /api/equipe/series's answer (201 when it published a date, 200 when all were there). */
export const activitySeriesAnswerSchema = z.object({
  success: z.literal(true),
  publiees: z.array(z.object({ id: z.string(), date: z.string() })),
  deja_publiees: z.array(z.string()),
  non_publiees: z.array(z.string()),
});
export type ActivitySeriesAnswer = z.output<typeof activitySeriesAnswerSchema>;

/**
 * An outing's series (« La série »): it and every coming outing with the same title (case and
 * accents aside), not cancelled, by date, with the people registered on each.
 */
export const seriesDateSchema = z.object({
  id: z.string(),
  date: z.string(),
  inscrits: z.number(),
  masquee: z.boolean(),
});
export type SeriesDate = z.output<typeof seriesDateSchema>;

/** GET /api/equipe/sorties/{activity_id}/serie */
export const seriesAnswerSchema = z.object({
  success: z.literal(true),
  titre: z.string(),
  dates: z.array(seriesDateSchema),
});

/**
 * POST …/serie (the outing's fields, each date keeping its own) and …/serie/retrait: `faites`,
 * the dates changed or withdrawn; `laissees`, those with people registered, left as they were;
 * `non_faites`, those the change was refused for (its French reason) or the table too busy.
 */
export const seriesActAnswerSchema = z.object({
  success: z.literal(true),
  faites: z.array(z.object({ id: z.string(), date: z.string() })),
  laissees: z.array(z.object({ id: z.string(), date: z.string(), inscrits: z.number() })),
  non_faites: z.array(z.object({ id: z.string(), date: z.string(), raison: z.string() })),
});
export type SeriesActAnswer = z.output<typeof seriesActAnswerSchema>;
