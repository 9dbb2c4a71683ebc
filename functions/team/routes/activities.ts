import {
  createActivity,
  TEAM_ACTIVITIES_IDEMPOTENCY_SCOPE,
} from "@core/activities/create-activity";
import { editActivity } from "@core/activities/edit-activity";
import { listTeamPastPage, listTeamUpcoming } from "@core/activities/list-team-activities";
import { participantLines, rentalBikesOut } from "@core/activities/participants";
import { participantsCsv } from "@core/activities/participants-csv";
import { readPastCursor, writePastCursor } from "@core/activities/past-cursor";
import type { TeamActivityPorts, TeamAnswer } from "@core/activities/ports";
import { publishSeries } from "@core/activities/publish-series";
import { registrationDetails } from "@core/activities/registration-details";
import { editSeries, seriesOf, withdrawSeries } from "@core/activities/series-acts";
import { setActivityHidden } from "@core/activities/set-visibility";
import { loadTeamActivity } from "@core/activities/team-activity-view";
import {
  ACTIVITY_FIELD_MESSAGES,
  SERIES_MESSAGES,
  TEAM_ACTIVITY_ERRORS,
} from "@shared/messages/activity";
import { type ActivityInput, activityInputShape } from "@shared/schemas/activity-input";
import { parseActivitySeries, type SeriesActAnswer } from "@shared/schemas/activity-series";
import { rentsBikes } from "@shared/schemas/fleet";
import { parseStrictBody } from "@shared/schemas/registration";
import { teamVisibilityInputSchema } from "@shared/schemas/team";
import { zurichToday } from "@shared/time";
import { type ApiEvent, HttpError, json, parseJsonBody } from "../../api/http";
import {
  activityIdOf,
  NO_STORE,
  noStoreAnswer,
  noStoreOnRefusal,
  recordKeyOf,
} from "../../api/route-helpers";
import { bindRoutes } from "../../api/router";
import { log } from "../../logger";
import { teamActor } from "../team-actor";

/** The outing form's body: strict (unknown fields refused by name), 400 with a French message per field. */
function activityInput(event: ApiEvent): ActivityInput {
  const parsed = parseStrictBody(activityInputShape, parseJsonBody(event), ACTIVITY_FIELD_MESSAGES);
  if (!parsed.success) {
    throw new HttpError(400, TEAM_ACTIVITY_ERRORS.invalid, parsed.details);
  }
  return parsed.data;
}

/** The team's Idempotency-Key as its answer's record key (undefined without one). */
const answerKeyOf = (event: ApiEvent) =>
  recordKeyOf(event, TEAM_ACTIVITIES_IDEMPOTENCY_SCOPE, TEAM_ACTIVITY_ERRORS.idempotencyKeyInvalid);

/** A page of past outings as the API hands it out: the outings, and the next page's cursor. */
const pastAnswer = (page: Awaited<ReturnType<typeof listTeamPastPage>>) => ({
  passees: page.passees,
  suite: page.next ? writePastCursor(page.next) : null,
});

/**
 * The team space's routes (route-table.ts `team`, shapes in shared/schemas/team.ts), served by the
 * team function once it has verified the founder's token; the founder is read with teamActor.
 * Every answer is `cache-control: no-store`. Unknown outing or registration: 404 in French.
 */
export function teamRoutes({ ports }: { ports: TeamActivityPorts }) {
  const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

  async function withActivity(event: ApiEvent) {
    const activity = await ports.activities.get(activityIdOf(event));
    if (!activity) throw new HttpError(404, TEAM_ACTIVITY_ERRORS.activityNotFound);
    return activity;
  }

  /** A team change, logged with the account's id and the outing's id only. */
  const logged = (action: string, actorId: string, activityId: string, result: TeamAnswer) => {
    log.info("team_activity_change", { action, actorId, activityId, status: result.statusCode });
    return noStoreAnswer(result);
  };

  /** A series' act, logged with the account's id and its counts only. */
  const seriesLogged = (action: string, actorId: string, result: TeamAnswer) => {
    const body = result.body as Partial<SeriesActAnswer>;
    log.info("team_series_change", {
      action,
      actorId,
      status: result.statusCode,
      done: body.faites?.length ?? 0,
      left: body.laissees?.length ?? 0,
      notDone: body.non_faites?.length ?? 0,
    });
    return noStoreAnswer(result);
  };

  return bindRoutes(
    "team",
    noStoreOnRefusal({
      session: async (event) => {
        const actor = teamActor(event);
        return json(
          200,
          { success: true, compte: { id: actor.id, nom_utilisateur: actor.username } },
          NO_STORE,
        );
      },

      listActivities: async (event) => {
        teamActor(event);
        const [a_venir, past] = await Promise.all([
          listTeamUpcoming(ports),
          listTeamPastPage(ports),
        ]);
        return json(200, { success: true, a_venir, ...pastAnswer(past) }, NO_STORE);
      },

      listPastActivities: async (event) => {
        teamActor(event);
        const cursor = event.queryStringParameters?.apres ?? "";
        const after = readPastCursor(cursor, zurichToday(ports.clock.now()));
        if (!after) throw new HttpError(400, TEAM_ACTIVITY_ERRORS.pastCursorInvalid);
        return json(
          200,
          { success: true, ...pastAnswer(await listTeamPastPage(ports, after)) },
          NO_STORE,
        );
      },

      createActivity: async (event) => {
        const actor = teamActor(event);
        const key = answerKeyOf(event);
        const input = activityInput(event);
        const result = await createActivity(input, actor.id, key, ports);
        const id = (result.body as { sortie?: { id: string } }).sortie?.id ?? "";
        return logged("create", actor.id, id, result);
      },

      showSeries: async (event) => {
        teamActor(event);
        const activity = await withActivity(event);
        const dates = await seriesOf(activity, ports);
        return json(200, { success: true, titre: activity.titre, dates }, NO_STORE);
      },

      editSeries: async (event) => {
        const actor = teamActor(event);
        const input = activityInput(event);
        return seriesLogged(
          "edit",
          actor.id,
          await editSeries(activityIdOf(event), input, actor.id, ports),
        );
      },

      withdrawSeries: async (event) => {
        const actor = teamActor(event);
        return seriesLogged(
          "withdraw",
          actor.id,
          await withdrawSeries(activityIdOf(event), actor.id, ports),
        );
      },

      publishSeries: async (event) => {
        const actor = teamActor(event);
        const key = answerKeyOf(event);
        const parsed = parseActivitySeries(parseJsonBody(event));
        if (!parsed.success) throw new HttpError(400, SERIES_MESSAGES.invalid, parsed.details);
        const result = await publishSeries(parsed.data, actor.id, key, ports);
        log.info("team_series_published", {
          actorId: actor.id,
          published: result.body.publiees.length,
          alreadyThere: result.body.deja_publiees.length,
          notPublished: result.body.non_publiees.length,
        });
        return noStoreAnswer(result);
      },

      showActivity: async (event) => {
        teamActor(event);
        const activity = await withActivity(event);
        return json(
          200,
          { success: true, sortie: await loadTeamActivity(activity, ports) },
          NO_STORE,
        );
      },

      editActivity: async (event) => {
        const actor = teamActor(event);
        const id = activityIdOf(event);
        const result = await editActivity(id, activityInput(event), actor.id, { ...ports, sleep });
        return logged("edit", actor.id, id, result);
      },

      setActivityHidden: async (event) => {
        const actor = teamActor(event);
        const parsed = teamVisibilityInputSchema.safeParse(parseJsonBody(event));
        if (!parsed.success) {
          throw new HttpError(400, TEAM_ACTIVITY_ERRORS.invalid, {
            masquee: "Indiquez « masquee » : true ou false.",
          });
        }
        const id = activityIdOf(event);
        const result = await setActivityHidden(id, parsed.data.masquee, actor.id, ports);
        return logged(parsed.data.masquee ? "hide" : "show", actor.id, id, result);
      },

      listParticipants: async (event) => {
        teamActor(event);
        const activity = await withActivity(event);
        const registrations = await ports.registrations.listByActivity(activity.id);
        return json(
          200,
          {
            success: true,
            // Who comes, and the rental bikes going out that day (every outing of the day).
            sortie: await loadTeamActivity(activity, ports, { dayBikes: true }),
            participants: await participantLines(registrations, ports.getPayment, {
              rentsBikes: rentsBikes(activity),
            }),
            velos_location: rentalBikesOut(registrations),
          },
          NO_STORE,
        );
      },

      participantsCsv: async (event) => {
        teamActor(event);
        const activity = await withActivity(event);
        const registrations = await ports.registrations.listByActivity(activity.id);
        return {
          statusCode: 200,
          headers: {
            "content-type": "text/csv; charset=utf-8",
            "content-disposition": `attachment; filename="participants-${activity.id}.csv"`,
            ...NO_STORE,
          },
          body: participantsCsv(
            await participantLines(registrations, ports.getPayment, {
              rentsBikes: rentsBikes(activity),
            }),
          ),
        };
      },

      showRegistration: async (event) => {
        teamActor(event);
        const registration = await ports.registrations.get(
          event.pathParameters?.inscription_id ?? "",
        );
        if (!registration) {
          return json(
            404,
            { success: false, error: TEAM_ACTIVITY_ERRORS.registrationNotFound },
            NO_STORE,
          );
        }
        return json(200, await registrationDetails(registration, ports.getPayment), NO_STORE);
      },
    }),
  );
}
