import {
  type DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from "@aws-sdk/lib-dynamodb";
import { AWAITING_PAYMENT, type PayableRef, payableOf } from "@core/payments/payable";
import {
  openPaymentSlot,
  type Payment,
  type QuoteRequestForPayment,
  type RegistrationForPayment,
} from "@core/payments/payment";
import type { PaymentStore, SettleOutcome, WriteOutcome } from "@core/payments/ports";
import { RECONCILE_AFTER_MS, RECONCILED_PROVIDERS } from "@core/payments/reconcile-payment";
import type { EventEnvelope } from "@shared/events/envelope";
import type { ActivitiesRepository } from "./activities-repository";
import { cancellationReasons, isConditionFailure } from "./dynamo-errors";
import { LEAVE_DUE_INDEX } from "./registrations-repository";
import type { TransactWriteItem } from "./table-context";

export const PAYMENTS_IDEMPOTENCY_SCOPE = "payments";
export const BY_BANK_REFERENCE_INDEX = "by-bank-reference";
/**
 * The sparse index of payments to reconcile: only a pending payment at a provider that can be
 * asked carries its two attributes; the settle removes them, so the index holds open work only.
 */
export const PENDING_DUE_INDEX = "by-pending-due";
export const PENDING_MARK_ATTRIBUTE = "reconcile_status";
export const DUE_AT_ATTRIBUTE = "reconcile_due_at";
const PENDING_MARK = "pending";
/** The item that reserves a bank reference for one registration (no bank_reference attribute, so
 * it stays out of the index). */
export const REFERENCE_CLAIM_PREFIX = "bank-reference#";
/** Stripe retries a webhook for about three days; its id is kept far longer than that. */
const WEBHOOK_EVENT_KEEP_DAYS = 90;

interface StoredAnswer {
  statusCode: number;
  body: unknown;
}

export interface PaymentStoreContext {
  client: DynamoDBDocumentClient;
  paymentsTable: string;
  /** The inscriptions table: a payment turns its registration paid in the same transaction. */
  registrationsTable: string;
  /** The quote requests table: the same for a company's direct payment. */
  quoteRequestsTable: string;
  webhookEventsTable: string;
  /** A payment after expiry takes the registration's places back in the same transaction. */
  activities: Pick<ActivitiesRepository, "get" | "reservePlacesItem">;
  outbox: { item(event: EventEnvelope, now: Date): TransactWriteItem };
  idempotency: {
    item(recordKey: string, response: StoredAnswer, now: Date): TransactWriteItem;
    getStoredResponse(recordKey: string, now?: Date): Promise<StoredAnswer | undefined>;
  };
}

type Tag =
  | "payment"
  | "target"
  | "registration"
  | "activity"
  | "reference"
  | "webhook_event"
  | "idempotency"
  | "outbox";

/** Runs a transaction; on cancellation, the tags of the items whose condition failed. */
async function transact(
  client: DynamoDBDocumentClient,
  items: [Tag, TransactWriteItem][],
): Promise<{ ok: true } | { ok: false; failed: Set<Tag>; conflict: boolean }> {
  try {
    await client.send(new TransactWriteCommand({ TransactItems: items.map(([, item]) => item) }));
    return { ok: true };
  } catch (error) {
    const reasons = cancellationReasons(error);
    if (!reasons) throw error;
    const codes = reasons.map((r) => r.Code ?? "None");
    const failed = new Set<Tag>();
    codes.forEach((code, i) => {
      const tag = items[i]?.[0];
      if (code === "ConditionalCheckFailed" && tag) failed.add(tag);
    });
    const conflict = codes.includes("TransactionConflict");
    if (failed.size === 0 && !conflict) {
      throw new Error(`Transaction annulée : ${codes.join(", ")}`);
    }
    return { ok: false, failed, conflict };
  }
}

/**
 * The payments table, with the registration and outbox writes that go with each transition:
 * every change of a payment is one conditional TransactWriteItems (see PaymentStore).
 */
export function paymentStore(context: PaymentStoreContext): PaymentStore {
  const { client, paymentsTable, registrationsTable, webhookEventsTable, outbox } = context;
  const targetTable = (ref: PayableRef) =>
    ref.kind === "registration" ? registrationsTable : context.quoteRequestsTable;
  /**
   * What a payment's target must be for it to take or settle a payment: a registration pending
   * payment; a quote request pending payment or without status yet (its first direct payment).
   */
  const awaitsPayment = (ref: PayableRef) =>
    ref.kind === "registration"
      ? "#status = :pending"
      : "(attribute_not_exists(#status) OR #status = :pending)";
  const answerKey = (key: string) => `${PAYMENTS_IDEMPOTENCY_SCOPE}#${key}`;
  const answerItem = (key: string, paymentId: string, at: Date): [Tag, TransactWriteItem] => [
    "idempotency",
    context.idempotency.item(
      answerKey(key),
      { statusCode: 201, body: { payment_id: paymentId } },
      at,
    ),
  ];
  const outboxItems = (events: EventEnvelope[], at: Date): [Tag, TransactWriteItem][] =>
    events.map((event) => ["outbox", outbox.item(event, at)]);
  const webhookEventPut = (key: string, at: Date) => ({
    TableName: webhookEventsTable,
    Item: {
      id: key,
      recorded_at: at.toISOString(),
      expires_at: Math.floor(at.getTime() / 1000) + WEBHOOK_EVENT_KEEP_DAYS * 86_400,
    },
    ConditionExpression: "attribute_not_exists(id)",
  });

  return {
    async getRegistration(id) {
      const result = await client.send(
        new GetCommand({ TableName: registrationsTable, Key: { id }, ConsistentRead: true }),
      );
      return result.Item as RegistrationForPayment | undefined;
    },

    async getQuoteRequest(id) {
      const result = await client.send(
        new GetCommand({
          TableName: context.quoteRequestsTable,
          Key: { id },
          ConsistentRead: true,
        }),
      );
      return result.Item as QuoteRequestForPayment | undefined;
    },

    async getPayment(id) {
      const result = await client.send(
        new GetCommand({ TableName: paymentsTable, Key: { id }, ConsistentRead: true }),
      );
      return result.Item as Payment | undefined;
    },

    async getActivityPlaces(id) {
      const activity = await context.activities.get(id);
      return activity ? { places_disponibles: activity.places_disponibles } : undefined;
    },

    async findPaymentsByBankReference(reference) {
      const result = await client.send(
        new QueryCommand({
          TableName: paymentsTable,
          IndexName: BY_BANK_REFERENCE_INDEX,
          KeyConditionExpression: "bank_reference = :r",
          ExpressionAttributeValues: { ":r": reference },
        }),
      );
      return (result.Items ?? []) as Payment[];
    },

    async findPendingDue(dueBy) {
      const ids: string[] = [];
      let start: Record<string, unknown> | undefined;
      do {
        const page = await client.send(
          new QueryCommand({
            TableName: paymentsTable,
            IndexName: PENDING_DUE_INDEX,
            KeyConditionExpression: "#mark = :pending AND #due <= :dueBy",
            ExpressionAttributeNames: { "#mark": PENDING_MARK_ATTRIBUTE, "#due": DUE_AT_ATTRIBUTE },
            ExpressionAttributeValues: { ":pending": PENDING_MARK, ":dueBy": dueBy.toISOString() },
            ProjectionExpression: "id",
            ExclusiveStartKey: start,
          }),
        );
        for (const item of page.Items ?? []) ids.push(String(item.id));
        start = page.LastEvaluatedKey;
      } while (start);
      return ids;
    },

    async open({ payment, replaces, events, idempotencyKey, deadline }): Promise<WriteOutcome> {
      const at = new Date(payment.created_at);
      const toReconcile = RECONCILED_PROVIDERS.includes(payment.provider)
        ? {
            [PENDING_MARK_ATTRIBUTE]: PENDING_MARK,
            [DUE_AT_ATTRIBUTE]: new Date(at.getTime() + RECONCILE_AFTER_MS).toISOString(),
          }
        : {};
      const target = payableOf(payment);
      const slotIsFree = replaces
        ? "(attribute_not_exists(#slot) OR #slot = :replaces)"
        : "attribute_not_exists(#slot)";
      const items: [Tag, TransactWriteItem][] = [
        [
          "payment",
          {
            Put: {
              TableName: paymentsTable,
              Item: { ...payment, ...toReconcile },
              ConditionExpression: "attribute_not_exists(id)",
            },
          },
        ],
        [
          "target",
          {
            Update: {
              TableName: targetTable(target),
              Key: { id: target.id },
              // A quote request waits for payment from its first direct payment on; a bank
              // transfer chosen for a registration moves its deadline.
              UpdateExpression: `SET #slot = :payment, #status = if_not_exists(#status, :pending)${deadline ? ", deadline = :deadline" : ""}`,
              ConditionExpression: `attribute_exists(id) AND ${awaitsPayment(target)} AND ${slotIsFree}`,
              ExpressionAttributeNames: {
                "#slot": openPaymentSlot(payment.method),
                "#status": "status",
              },
              ExpressionAttributeValues: {
                ":payment": payment.id,
                ":pending": AWAITING_PAYMENT,
                ...(replaces ? { ":replaces": replaces } : {}),
                ...(deadline ? { ":deadline": deadline } : {}),
              },
            },
          },
        ],
        ...outboxItems(events, at),
      ];
      if (payment.bank_reference) {
        // References are derived from registration ids by a hash: this claim makes a collision
        // between two registrations fail loudly instead of routing one's money to the other.
        items.push([
          "reference",
          {
            Put: {
              TableName: paymentsTable,
              Item: {
                id: `${REFERENCE_CLAIM_PREFIX}${payment.bank_reference}`,
                inscription_id: payment.inscription_id,
                created_at: payment.created_at,
              },
              ConditionExpression: "attribute_not_exists(id) OR inscription_id = :registration",
              ExpressionAttributeValues: { ":registration": payment.inscription_id },
            },
          },
        ]);
      }
      if (idempotencyKey) items.push(answerItem(idempotencyKey, payment.id, at));
      const result = await transact(client, items);
      if (!result.ok && result.failed.has("reference")) {
        throw new Error(
          `Référence bancaire déjà attribuée à une autre inscription (paiement ${payment.id})`,
        );
      }
      return result.ok ? "stored" : "conflict";
    },

    async attachCheckout({ paymentId, providerRef, redirectUrl, at, events, idempotencyKey }) {
      const items: [Tag, TransactWriteItem][] = [
        [
          "payment",
          {
            Update: {
              TableName: paymentsTable,
              Key: { id: paymentId },
              UpdateExpression: "SET provider_ref = :ref, redirect_url = :url, updated_at = :at",
              ConditionExpression: "#status = :pending",
              ExpressionAttributeNames: { "#status": "status" },
              ExpressionAttributeValues: {
                ":ref": providerRef,
                ":url": redirectUrl,
                ":at": at.toISOString(),
                ":pending": "pending",
              },
            },
          },
        ],
        ...outboxItems(events, at),
      ];
      if (idempotencyKey) items.push(answerItem(idempotencyKey, paymentId, at));
      const result = await transact(client, items);
      return result.ok ? "stored" : "conflict";
    },

    async insert(payment): Promise<WriteOutcome> {
      try {
        await client.send(
          new PutCommand({
            TableName: paymentsTable,
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

    async answeredPaymentId(idempotencyKey) {
      const stored = await context.idempotency.getStoredResponse(answerKey(idempotencyKey));
      const body = stored?.body as { payment_id?: unknown } | undefined;
      return typeof body?.payment_id === "string" ? body.payment_id : undefined;
    },

    async settle(input): Promise<SettleOutcome> {
      const { payment, to, at, events } = input;
      const iso = at.toISOString();
      const set = ["#status = :to", "updated_at = :at", "refund_due = :refund"];
      const values: Record<string, unknown> = {
        ":to": to,
        ":at": iso,
        ":refund": input.refundDue,
        ":pending": "pending",
      };
      if (to === "completed") set.push("completed_at = :at");
      if (input.providerPaymentRef) {
        set.push("provider_payment_ref = :paymentRef");
        values[":paymentRef"] = input.providerPaymentRef;
      }
      if (input.failureReason) {
        set.push("failure_reason = :reason");
        values[":reason"] = input.failureReason;
      }
      const items: [Tag, TransactWriteItem][] = [
        [
          "payment",
          {
            Update: {
              TableName: paymentsTable,
              Key: { id: payment.id },
              // A final payment leaves the index of payments to reconcile.
              UpdateExpression: `SET ${set.join(", ")} REMOVE #mark, #due`,
              ConditionExpression: "#status = :pending",
              ExpressionAttributeNames: {
                "#status": "status",
                "#mark": PENDING_MARK_ATTRIBUTE,
                "#due": DUE_AT_ATTRIBUTE,
              },
              ExpressionAttributeValues: values,
            },
          },
        ],
      ];
      if (input.payTarget) {
        const target = payableOf(payment);
        items.push([
          "target",
          {
            Update: {
              TableName: targetTable(target),
              Key: { id: target.id },
              // A paid registration leaves the index of what is due (reminder, deadline).
              UpdateExpression: `SET #status = :paid, paid_payment_id = :payment, paid_at = :at, updated_at = :at${target.kind === "registration" ? ` ${LEAVE_DUE_INDEX}` : ""}`,
              ConditionExpression: awaitsPayment(target),
              ExpressionAttributeNames: { "#status": "status" },
              ExpressionAttributeValues: {
                ":paid": "paid",
                ":payment": payment.id,
                ":at": iso,
                ":pending": AWAITING_PAYMENT,
              },
            },
          },
        ]);
      }
      if (input.reclaimPlaces) {
        if (!payment.activity_id) {
          throw new Error(`Paiement ${payment.id} : aucune activité dont reprendre les places`);
        }
        items.push(
          [
            "registration",
            {
              Update: {
                TableName: registrationsTable,
                Key: { id: payment.inscription_id },
                UpdateExpression:
                  "SET #status = :paid, paid_payment_id = :payment, paid_at = :at, updated_at = :at",
                ConditionExpression: "#status = :expired",
                ExpressionAttributeNames: { "#status": "status" },
                ExpressionAttributeValues: {
                  ":paid": "paid",
                  ":payment": payment.id,
                  ":at": iso,
                  ":expired": "expired",
                },
              },
            },
          ],
          [
            "activity",
            context.activities.reservePlacesItem(
              payment.activity_id,
              // The registration's participants: the amount paid is their total.
              input.reclaimPlaces.participants,
              input.reclaimPlaces.activityLimited,
              iso,
            ),
          ],
        );
      }
      items.push(...outboxItems(events, at));
      if (input.providerEventKey) {
        items.push(["webhook_event", { Put: webhookEventPut(input.providerEventKey, at) }]);
      }
      const result = await transact(client, items);
      if (result.ok) return "applied";
      if (result.failed.has("webhook_event")) return "duplicate_event";
      if (result.failed.has("target") || result.failed.has("registration")) {
        return "registration_changed";
      }
      if (result.failed.has("activity")) return "places_taken";
      // The payment moved meanwhile, or a concurrent transaction touched the same items: re-read.
      return "payment_changed";
    },

    async recordProviderEvent(key, at) {
      try {
        await client.send(new PutCommand(webhookEventPut(key, at)));
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    async markRefund(paymentId, status, at) {
      try {
        await client.send(
          new UpdateCommand({
            TableName: paymentsTable,
            Key: { id: paymentId },
            UpdateExpression: "SET refund_status = :refund, refund_requested_at = :at",
            ConditionExpression: "#status = :completed AND attribute_not_exists(refund_status)",
            ExpressionAttributeNames: { "#status": "status" },
            ExpressionAttributeValues: {
              ":refund": status,
              ":at": at.toISOString(),
              ":completed": "completed",
            },
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    async recordRefund(paymentId, refundId, at) {
      await client.send(
        new UpdateCommand({
          TableName: paymentsTable,
          Key: { id: paymentId },
          UpdateExpression:
            "SET refund_status = :refunded, refund_id = :refundId, refunded_at = :at, updated_at = :at",
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

    async isProviderEventRecorded(key) {
      const result = await client.send(
        new GetCommand({ TableName: webhookEventsTable, Key: { id: key }, ConsistentRead: true }),
      );
      return result.Item !== undefined;
    },
  };
}
