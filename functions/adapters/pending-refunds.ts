import { UpdateCommand } from "@aws-sdk/lib-dynamodb";
import type { Payment } from "@core/payments/payment";
import type { PendingRefunds } from "@core/payments/ports/refunds";
import { conditional } from "./dynamo-errors";
import type { OutboxRepository } from "./outbox";
import { queryAll, type TableContext } from "./table-context";
import { transactIf } from "./tagged-transaction";

/**
 * The sparse index of refunds still to do: only a payment whose refund is `requested` or
 * `by_hand` carries refund_pending (with refund_retry_at); the refund's end removes both.
 */
export const REFUND_PENDING_INDEX = "by-refund-pending";

/** Out of the index of refunds to do, as the refund is done. */
const LEAVE_REFUND_INDEX = "REMOVE refund_pending, refund_retry_at";

/**
 * The payments table seen from the refunds to do: the refund job's due ones, the desk's lists,
 * a failed try and a refund done by hand (with its event's outbox item, in one transaction).
 */
export function pendingRefundsRepository({
  client,
  tableName,
  outbox,
}: TableContext & { outbox: Pick<OutboxRepository, "item"> }): PendingRefunds {
  async function query(kind: "requested" | "by_hand", dueBy?: Date): Promise<Payment[]> {
    return queryAll<Payment>(client, {
      TableName: tableName,
      IndexName: REFUND_PENDING_INDEX,
      KeyConditionExpression: dueBy
        ? "refund_pending = :kind AND refund_retry_at <= :dueBy"
        : "refund_pending = :kind",
      ExpressionAttributeValues: {
        ":kind": kind,
        ...(dueBy ? { ":dueBy": dueBy.toISOString() } : {}),
      },
    });
  }

  return {
    async findRefundsDue(dueBy) {
      return (await query("requested", dueBy)).map((payment) => payment.id);
    },

    listPendingRefunds: (kind) => query(kind),

    async recordRefundAttempt({ paymentId, previous, attempts, nextTryAt }) {
      return conditional(() =>
        client.send(
          new UpdateCommand({
            TableName: tableName,
            Key: { id: paymentId },
            UpdateExpression: "SET refund_attempts = :attempts, refund_retry_at = :next",
            ConditionExpression:
              "refund_pending = :requested AND (refund_attempts = :previous OR attribute_not_exists(refund_attempts))",
            ExpressionAttributeValues: {
              ":attempts": attempts,
              ":next": nextTryAt.toISOString(),
              ":requested": "requested",
              ":previous": previous,
            },
          }),
        ),
      );
    },

    async recordRefundByHand({ paymentId, parts, whole, actorId, at, requestedBy, event }) {
      // The parts refunded now, each turned `refunded`; the whole refund's fields only with it.
      const partSets = parts.flatMap((_key, i) => [
        `refund_parts.#p${i}.#state = :refunded`,
        `refund_parts.#p${i}.refunded_at = :at`,
      ]);
      const sets = [
        ...(whole ? ["refund_status = :refunded", "refunded_at = :at"] : []),
        ...partSets,
        "updated_at = :at",
        "refunded_by_hand_by = :actor",
      ];
      const names = Object.fromEntries(parts.map((key, i) => [`#p${i}`, key]));
      return transactIf(client, [
        {
          Update: {
            TableName: tableName,
            Key: { id: paymentId },
            UpdateExpression: `SET ${sets.join(", ")} ${LEAVE_REFUND_INDEX}`,
            ConditionExpression:
              "refund_pending = :byHand OR (refund_pending = :requested AND (refund_requested_at <= :requestedBy OR attribute_not_exists(refund_requested_at)))",
            ...(parts.length > 0
              ? { ExpressionAttributeNames: { ...names, "#state": "status" } }
              : {}),
            ExpressionAttributeValues: {
              ":refunded": "refunded",
              ":at": at.toISOString(),
              ":actor": actorId,
              ":byHand": "by_hand",
              ":requested": "requested",
              ":requestedBy": requestedBy.toISOString(),
            },
          },
        },
        outbox.item(event, at),
      ]);
    },
  };
}
