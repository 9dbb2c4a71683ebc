import { TEAM_CANCELLATION_ERRORS } from "@shared/messages/team-cancellation";
import { holdsPlaces } from "@shared/registrations/holds-places";
import type { ActivityInput } from "@shared/schemas/activity-input";
import type { SeriesActAnswer, SeriesDate } from "@shared/schemas/activity-series";
import { zurichToday } from "@shared/time";
import { activityNotFound, editActivity } from "./edit-activity";
import { namesakes } from "./namesakes";
import type { TeamActivityPorts, TeamAnswer } from "./ports";
import { setActivityHidden } from "./set-visibility";
import type { StoredActivity } from "./stored-activity";

/** The series' act, or why it was refused (an unknown or a cancelled outing). */
type SeriesActResult = TeamAnswer<SeriesActAnswer | { success: false; error: string }>;

type SeriesPorts = Pick<
  TeamActivityPorts,
  "activities" | "registrations" | "getPayment" | "writes" | "publishAndClear" | "clock" | "newId"
>;

/** Dates changed side by side: as publishing a series does. */
const DATES_AT_ONCE = 4;

/**
 * The outing's series: every coming outing with its title (case and accents aside), not
 * cancelled, the outing itself included, by date, with the people registered on each (those of
 * registrations that hold places). The same rule « Répéter » uses to find a date already held.
 */
export async function seriesOf(
  activity: StoredActivity,
  ports: SeriesPorts,
): Promise<SeriesDate[]> {
  const outings = await namesakes(activity.titre, zurichToday(ports.clock.now()), ports);
  const dates = await Promise.all(
    outings.map(async (a) => ({
      id: a.id,
      date: a.date,
      inscrits: (await ports.registrations.listByActivity(a.id))
        .filter(holdsPlaces)
        .reduce((sum, r) => sum + r.nombre_participants, 0),
      masquee: a.masquee === true,
    })),
  );
  return dates.sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
}

/**
 * One act on every date of the series that has nobody registered; the dates with people
 * registered are left as they were and said (each stays an ordinary outing, to change or cancel
 * on its own). Safe to repeat: a date already so is answered as done.
 */
async function onEachFreeDate(
  activityId: string,
  ports: SeriesPorts,
  act: (date: SeriesDate) => Promise<TeamAnswer>,
): Promise<SeriesActResult> {
  const activity = await ports.activities.get(activityId);
  if (!activity) return activityNotFound() as SeriesActResult;
  if (activity.annulation) {
    return {
      statusCode: 409,
      body: { success: false, error: TEAM_CANCELLATION_ERRORS.alreadyCancelled },
    };
  }
  const answer: SeriesActAnswer = { success: true, faites: [], laissees: [], non_faites: [] };
  const dates = await seriesOf(activity, ports);
  const free = dates.filter((d) => d.inscrits === 0);
  for (const { id, date, inscrits } of dates) {
    if (inscrits > 0) answer.laissees.push({ id, date, inscrits });
  }
  for (let start = 0; start < free.length; start += DATES_AT_ONCE) {
    await Promise.all(
      free.slice(start, start + DATES_AT_ONCE).map(async (d) => {
        const result = await act(d);
        if (result.statusCode === 200) answer.faites.push({ id: d.id, date: d.date });
        else {
          const raison = (result.body as { error?: string }).error ?? "";
          answer.non_faites.push({ id: d.id, date: d.date, raison });
        }
      }),
    );
  }
  const byDate = (a: { date: string }, b: { date: string }) => a.date.localeCompare(b.date);
  answer.faites.sort(byDate);
  answer.non_faites.sort(byDate);
  return { statusCode: 200, body: answer };
}

/** « Modifier la série »: the outing's fields on every free date, each keeping its own date. */
export function editSeries(
  activityId: string,
  input: ActivityInput,
  actorId: string,
  ports: SeriesPorts,
): Promise<SeriesActResult> {
  return onEachFreeDate(activityId, ports, (d) =>
    editActivity(d.id, { ...input, date: d.date }, actorId, ports),
  );
}

/**
 * « Retirer la série »: every free date hidden from the calendar (not deleted: it can be shown
 * again one by one with « Afficher »).
 */
export function withdrawSeries(
  activityId: string,
  actorId: string,
  ports: SeriesPorts,
): Promise<SeriesActResult> {
  return onEachFreeDate(activityId, ports, (d) => setActivityHidden(d.id, true, actorId, ports));
}
