import { activityChanged } from "@shared/events/activity-events";
import { buildEvent } from "@shared/events/envelope";
import { TEAM_ACTIVITY_ERRORS } from "@shared/messages/activity";
import { TEAM_CANCELLATION_ERRORS } from "@shared/messages/team-cancellation";
import type { ActivityInput } from "@shared/schemas/activity-input";
import { movesBikeDay, planActivityChange } from "./change-rules";
import type { TeamActivityPorts, TeamAnswer } from "./ports";
import { type ActivityFields, activityFields, type StoredActivity } from "./stored-activity";
import { loadTeamActivity } from "./team-activity-view";

const MAX_ATTEMPTS = 6;

/**
 * The registrations of an outing are read through an index that follows the table within a
 * moment. A write that counts them (`exact` baseline) waits until the outing's last write is
 * this old, then reads them, so that a registration committed just before is counted.
 */
export const INDEX_SETTLE_MS = 1500;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export const activityNotFound = (): TeamAnswer => ({
  statusCode: 404,
  body: { success: false, error: TEAM_ACTIVITY_ERRORS.activityNotFound },
});

/**
 * Edits an outing with the same fields as its creation (the form, or a line of the import file
 * for an outing that exists). change-rules.ts decides on the outing and registrations as read
 * (409 with a French message: places below those taken, a new price once registrations exist);
 * the one conditional write holds the same rules at the moment of writing, so that no
 * registration committing meanwhile can be oversold. When its condition fails, the outing is read
 * again and decided afresh. The ActivityChanged event (with the acting account's id) is written in
 * the same transaction. Answers 200 with the outing as it now is.
 */
export async function editActivity(
  id: string,
  input: ActivityInput,
  actorId: string,
  ports: Pick<
    TeamActivityPorts,
    "activities" | "registrations" | "getPayment" | "writes" | "publishAndClear" | "clock" | "newId"
  > & { sleep?(ms: number): Promise<void> },
): Promise<TeamAnswer> {
  const fields = activityFields(input);
  const sleep = ports.sleep ?? pause;
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    let current = await ports.activities.get(id);
    if (!current) return activityNotFound();
    // A cancelled date stays as it was when cancelled (its visitors were told so).
    if (current.annulation) {
      return {
        statusCode: 409,
        body: { success: false, error: TEAM_CANCELLATION_ERRORS.alreadyCancelled },
      };
    }
    const sinceLastWrite = current.updated_at
      ? ports.clock.now().getTime() - Date.parse(current.updated_at)
      : Number.POSITIVE_INFINITY;
    if (sinceLastWrite < INDEX_SETTLE_MS && needsCount(current, fields)) {
      await sleep(INDEX_SETTLE_MS - sinceLastWrite);
      current = await ports.activities.get(id);
      if (!current) return activityNotFound();
    }
    const registrations = await ports.registrations.listByActivity(id);
    const plan = planActivityChange(current, fields, registrations);
    if (plan.kind === "refused") {
      return { statusCode: plan.status, body: { success: false, error: plan.error } };
    }
    if (plan.kind === "unchanged") {
      return {
        statusCode: 200,
        body: { success: true, sortie: await loadTeamActivity(current, ports) },
      };
    }
    const now = ports.clock.now();
    const event = buildEvent(
      activityChanged,
      {
        activity_id: id,
        activity_title: fields.titre,
        activity_date: fields.date,
        actor_id: actorId,
        changed_fields: plan.changedFields,
        places_offertes_before: plan.offeredBefore,
        places_offertes_after: fields.places_offertes,
        prix_centimes_before: current.prix_centimes,
        prix_centimes_after: fields.prix_centimes,
      },
      ports.newId(),
      now,
    );
    const outcome = await ports.writes.change({
      id,
      fields,
      places: plan.places,
      now: now.toISOString(),
      event,
    });
    if (outcome === "ok") {
      await ports.publishAndClear([event]);
      const changed = await ports.activities.get(id);
      if (!changed) return activityNotFound();
      return {
        statusCode: 200,
        body: { success: true, sortie: await loadTeamActivity(changed, ports) },
      };
    }
    // A registration (or another edit) wrote meanwhile: read again and decide afresh.
    await sleep(20 * attempt + Math.random() * 30);
  }
  return { statusCode: 503, body: { success: false, error: TEAM_ACTIVITY_ERRORS.busy } };
}

/**
 * Whether the edit rests on the registrations' count (change-rules.ts, `exact` baseline): a new
 * price (allowed only without any registration), an e-bike outing moving to another day (allowed
 * only while no registration holds rental bikes), or an outing that does not count its places
 * itself (no limit going to a number, or stored before `places_offertes`).
 */
function needsCount(current: StoredActivity, next: ActivityFields): boolean {
  if (next.prix_centimes !== current.prix_centimes) return true;
  // A new day for an e-bike outing: no registration may have taken bikes unseen.
  if (movesBikeDay(current, next)) return true;
  const counted =
    current.places_disponibles !== null && typeof current.places_offertes === "number";
  return !counted && !(current.places_disponibles === null && next.places_offertes === null);
}
