import type { ActivityWrites } from "@core/activities/ports";
import type { ActivityEdits } from "./activity-edits";
import type { IdempotencyRepository } from "./idempotency";
import type { OutboxRepository } from "./outbox";
import type { TableContext } from "./table-context";
import { transactTagged } from "./tagged-transaction";

export interface ActivityWritesContext {
  client: TableContext["client"];
  activityEdits: Pick<ActivityEdits, "newItem" | "changeItem" | "visibilityItem">;
  outbox: Pick<OutboxRepository, "item">;
  idempotency: Pick<IdempotencyRepository, "item">;
}

/**
 * The team's changes to an outing: the outing's write and its event's outbox item (and, for a
 * create with an Idempotency-Key, the answer) in one transaction, so the event is never lost and
 * never written for a change that did not happen.
 */
export function activityWrites(context: ActivityWritesContext): ActivityWrites {
  const { client, activityEdits, outbox, idempotency } = context;
  const outcome = (result: Awaited<ReturnType<typeof transactTagged<string>>>, tag: string) => {
    if (result.ok) return "ok" as const;
    return result.failed.has(tag) ? ("condition" as const) : ("conflict" as const);
  };
  return {
    async create({ activity, event, idempotency: answer }) {
      const result = await transactTagged(client, [
        ["outing", activityEdits.newItem(activity)],
        ["event", outbox.item(event)],
        ...(answer
          ? [["answer", idempotency.item(answer.recordKey, answer.response)] as ["answer", never]]
          : []),
      ]);
      if (!result.ok && result.failed.has("answer")) return "duplicate";
      return outcome(result, "outing");
    },
    async change({ id, fields, places, now, event }) {
      const result = await transactTagged(client, [
        ["outing", activityEdits.changeItem(id, fields, places, now)],
        ["event", outbox.item(event)],
      ]);
      return outcome(result, "outing");
    },
    async setHidden({ id, hidden, now, event }) {
      const result = await transactTagged(client, [
        ["outing", activityEdits.visibilityItem(id, hidden, now)],
        ["event", outbox.item(event)],
      ]);
      return outcome(result, "outing");
    },
  };
}
