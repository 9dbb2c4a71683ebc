import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import type { Payment } from "@core/payments/payment";
import type { PaymentRecords } from "@core/payments/ports/payment-store";
import { REFUND_FIRST_RETRY_DELAY_MS } from "@core/payments/refund-retries";
import { conditional, isConditionFailure } from "./dynamo-errors";
import { queryAll, type TableContext } from "./table-context";

export const BY_BANK_REFERENCE_INDEX = "by-bank-reference";
/**
 * The sparse index of payments to reconcile: only a pending payment at a provider that can be
 * asked carries its two attributes; the settle removes them, so the index holds open work only.
 */
export const PENDING_DUE_INDEX = "by-pending-due";
export const PENDING_MARK_ATTRIBUTE = "reconcile_status";
export const DUE_AT_ATTRIBUTE = "reconcile_due_at";
export const PENDING_MARK = "pending";
/** The item that reserves a bank reference for one registration (no bank_reference attribute, so
 * it stays out of the index). */
export const REFERENCE_CLAIM_PREFIX = "bank-reference#";

/**
 * The payments table: a payment read by id or by bank reference, the payments due for
 * reconciliation, and the writes of one item. A payment's transitions, which write its target in
 * the same transaction, are in payment-transitions.ts.
 */
export function paymentsRepository({ client, tableName }: TableContext): PaymentRecords {
  /** An update that a failed condition turns into `false`. */
  const updateIf = (input: ConstructorParameters<typeof UpdateCommand>[0]) =>
    conditional(() => client.send(new UpdateCommand(input)));

  return {
    async getPayment(id) {
      const result = await client.send(
        new GetCommand({ TableName: tableName, Key: { id }, ConsistentRead: true }),
      );
      return result.Item as Payment | undefined;
    },

    async findPaymentsByBankReference(reference) {
      const result = await client.send(
        new QueryCommand({
          TableName: tableName,
          IndexName: BY_BANK_REFERENCE_INDEX,
          KeyConditionExpression: "bank_reference = :r",
          ExpressionAttributeValues: { ":r": reference },
        }),
      );
      return (result.Items ?? []) as Payment[];
    },

    async findPendingDue(dueBy) {
      const items = await queryAll<{ id: unknown }>(client, {
        TableName: tableName,
        IndexName: PENDING_DUE_INDEX,
        KeyConditionExpression: "#mark = :pending AND #due <= :dueBy",
        ExpressionAttributeNames: { "#mark": PENDING_MARK_ATTRIBUTE, "#due": DUE_AT_ATTRIBUTE },
        ExpressionAttributeValues: { ":pending": PENDING_MARK, ":dueBy": dueBy.toISOString() },
        ProjectionExpression: "id",
      });
      return items.map((item) => String(item.id));
    },

    async insert(payment) {
      try {
        await client.send(
          new PutCommand({
            TableName: tableName,
            Item: payment,
            ConditionExpression: "attribute_not_exists(id)",
          }),
        );
        return "stored";
      } catch (error) {
        if (isConditionFailure(error)) return "conflict";
        throw error;
      }
    },

    markRefund(paymentId, status, at) {
      // Into the index of refunds to do: a requested one is tried again if still there later.
      const retryAt =
        status === "requested" ? new Date(at.getTime() + REFUND_FIRST_RETRY_DELAY_MS) : at;
      return updateIf({
        TableName: tableName,
        Key: { id: paymentId },
        UpdateExpression:
          "SET refund_status = :refund, refund_requested_at = :at, refund_pending = :refund, refund_retry_at = :retryAt, refund_attempts = :zero",
        ConditionExpression: "#status = :completed AND attribute_not_exists(refund_status)",
        ExpressionAttributeNames: { "#status": "status" },
        ExpressionAttributeValues: {
          ":refund": status,
          ":at": at.toISOString(),
          ":retryAt": retryAt.toISOString(),
          ":zero": 0,
          ":completed": "completed",
        },
      });
    },

    async markRefundPart(paymentId, part, status, at) {
      const retryAt =
        status === "requested" ? new Date(at.getTime() + REFUND_FIRST_RETRY_DELAY_MS) : at;
      // A nested path needs its map: made first (harmless when there), then the part, once.
      await client.send(
        new UpdateCommand({
          TableName: tableName,
          Key: { id: paymentId },
          UpdateExpression: "SET refund_parts = if_not_exists(refund_parts, :empty)",
          ExpressionAttributeValues: { ":empty": {} },
        }),
      );
      return updateIf({
        TableName: tableName,
        Key: { id: paymentId },
        UpdateExpression:
          "SET refund_parts.#part = :part, refund_pending = :refund, refund_retry_at = if_not_exists(refund_retry_at, :retryAt), refund_attempts = if_not_exists(refund_attempts, :zero), updated_at = :at ADD refunded_centimes :amount",
        ConditionExpression:
          "#status = :completed AND attribute_not_exists(refund_status) AND attribute_not_exists(refund_parts.#part)",
        ExpressionAttributeNames: { "#status": "status", "#part": part.key },
        ExpressionAttributeValues: {
          ":part": {
            amount_centimes: part.amountCentimes,
            status,
            requested_at: at.toISOString(),
          },
          ":refund": status,
          ":at": at.toISOString(),
          ":retryAt": retryAt.toISOString(),
          ":zero": 0,
          ":amount": part.amountCentimes,
          ":completed": "completed",
        },
      });
    },

    async leaveRefundIndex(paymentId, seen) {
      await updateIf({
        TableName: tableName,
        Key: { id: paymentId },
        UpdateExpression: "REMOVE refund_pending, refund_retry_at",
        ConditionExpression:
          "refunded_centimes = :seen AND (attribute_not_exists(refund_status) OR refund_status = :refunded)",
        ExpressionAttributeValues: { ":seen": seen, ":refunded": "refunded" },
      });
    },

    async recordRefund(paymentId, refundId, at, partKey) {
      if (partKey) {
        await client.send(
          new UpdateCommand({
            TableName: tableName,
            Key: { id: paymentId },
            UpdateExpression:
              "SET refund_parts.#part.#state = :refunded, refund_parts.#part.refund_id = :refundId, refund_parts.#part.refunded_at = :at, updated_at = :at",
            ConditionExpression: "refund_parts.#part.#state IN (:requested, :refunded)",
            ExpressionAttributeNames: { "#part": partKey, "#state": "status" },
            ExpressionAttributeValues: {
              ":refunded": "refunded",
              ":requested": "requested",
              ":refundId": refundId,
              ":at": at.toISOString(),
            },
          }),
        );
        return;
      }
      await client.send(
        new UpdateCommand({
          TableName: tableName,
          Key: { id: paymentId },
          UpdateExpression:
            "SET refund_status = :refunded, refund_id = :refundId, refunded_at = :at, updated_at = :at REMOVE refund_pending, refund_retry_at",
          ConditionExpression: "refund_status IN (:requested, :refunded)",
          ExpressionAttributeValues: {
            ":refunded": "refunded",
            ":requested": "requested",
            ":refundId": refundId,
            ":at": at.toISOString(),
          },
        }),
      );
    },
  };
}
