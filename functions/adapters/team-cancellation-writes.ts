import type { CancelActivityPorts } from "@core/activities/cancel-activity";
import type { WriteToParticipantsPorts } from "@core/activities/write-to-participants";
import type { ActivityEdits } from "./activity-edits";
import type { IdempotencyRepository } from "./idempotency";
import type { OutboxRepository } from "./outbox";
import type { ParticipantMessagesRepository } from "./participant-messages";
import type { TableContext } from "./table-context";
import { transactTagged } from "./tagged-transaction";

export interface TeamCancellationWritesContext {
  client: TableContext["client"];
  activityEdits: Pick<ActivityEdits, "cancellationItem">;
  messages: Pick<ParticipantMessagesRepository, "item">;
  outbox: Pick<OutboxRepository, "item">;
  idempotency: Pick<IdempotencyRepository, "item">;
}

/**
 * The two writes of cancelling a date and writing to its participants: each with its event's
 * outbox item and, under an Idempotency-Key, its answer, in one transaction.
 */
export function teamCancellationWrites(context: TeamCancellationWritesContext) {
  const { client, activityEdits, messages, outbox, idempotency } = context;
  const answerItem = (answer?: {
    recordKey: string;
    response: { statusCode: number; body: unknown };
  }) =>
    answer
      ? [["answer", idempotency.item(answer.recordKey, answer.response)] as ["answer", never]]
      : [];
  const recordCancellation: CancelActivityPorts["recordCancellation"] = async (input) => {
    const result = await transactTagged(client, [
      ["outing", activityEdits.cancellationItem(input.id, input.cancellation)],
      ["event", outbox.item(input.event)],
      ...answerItem(input.answer),
    ]);
    if (result.ok) return "ok";
    if (result.failed.has("answer")) return "duplicate";
    if (result.failed.has("outing")) return "condition";
    throw new Error("Annulation : transaction en conflit, réessayez");
  };
  const recordMessage: WriteToParticipantsPorts["recordMessage"] = async (input) => {
    const result = await transactTagged(client, [
      ["message", messages.item(input.message)],
      ["event", outbox.item(input.event)],
      ...answerItem(input.answer),
    ]);
    if (result.ok) return "ok";
    if (result.failed.has("answer")) return "duplicate";
    throw new Error("Message : transaction en conflit, réessayez");
  };
  return { recordCancellation, recordMessage };
}
