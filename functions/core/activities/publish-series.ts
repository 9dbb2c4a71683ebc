import { seriesDates } from "@shared/activities/series-dates";
import {
  type ActivitySeriesAnswer,
  type ActivitySeriesInput,
  seriesOuting,
} from "@shared/schemas/activity-series";
import { createActivity } from "./create-activity";
import { namesakes } from "./namesakes";
import type { TeamActivityPorts, TeamAnswer } from "./ports";

/** Dates published side by side: quick enough for a season, gentle on the table. */
const DATES_AT_ONCE = 4;

/**
 * `publiees`: the outings this series published, by date; `deja_publiees`: dates that already
 * held the same outing (same title, case and accents aside), left as they were; `non_publiees`:
 * dates the table was too busy to take this time, which pressing again publishes.
 */
type SeriesAnswer = ActivitySeriesAnswer;

/**
 * Publishes every date of a series (« Répéter ») as an ordinary outing, each through
 * createActivity. A date that already holds the same outing is skipped and said. With an
 * Idempotency-Key, each date keeps its own answer under `key:date`: a retry of the same press gets
 * the same outings back and creates none twice; a second press (a new key) finds them all there.
 */
export async function publishSeries(
  series: ActivitySeriesInput,
  actorId: string,
  answerKey: string | undefined,
  ports: Pick<
    TeamActivityPorts,
    "activities" | "writes" | "getStoredAnswer" | "publishAndClear" | "clock" | "newId"
  >,
): Promise<TeamAnswer<SeriesAnswer>> {
  const dates = seriesDates(series);
  const holding = new Set(
    (await namesakes(series.titre, series.premiere_date, ports)).map((activity) => activity.date),
  );
  const answer: SeriesAnswer = { success: true, publiees: [], deja_publiees: [], non_publiees: [] };

  async function publishDate(date: string) {
    const dateKey = answerKey ? `${answerKey}:${date}` : undefined;
    const earlier = dateKey ? await ports.getStoredAnswer(dateKey) : undefined;
    if (!earlier && holding.has(date)) {
      answer.deja_publiees.push(date);
      return;
    }
    const result =
      earlier ?? (await createActivity(seriesOuting(series, date), actorId, dateKey, ports));
    const id = (result.body as { sortie?: { id: string } }).sortie?.id;
    if (result.statusCode === 201 && id) answer.publiees.push({ id, date });
    else answer.non_publiees.push(date);
  }

  for (let start = 0; start < dates.length; start += DATES_AT_ONCE) {
    await Promise.all(dates.slice(start, start + DATES_AT_ONCE).map(publishDate));
  }
  answer.publiees.sort((a, b) => a.date.localeCompare(b.date));
  answer.deja_publiees.sort();
  answer.non_publiees.sort();
  return { statusCode: answer.publiees.length > 0 ? 201 : 200, body: answer };
}
