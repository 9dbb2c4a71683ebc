import type { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { AWAITING_PAYMENT, type PayableRef, payableOf } from "@core/payments/payable";
import { openPaymentSlot } from "@core/payments/payment";
import type { PaymentTransitions } from "@core/payments/ports/payment-store";
import { RECONCILE_AFTER_MS, RECONCILED_PROVIDERS } from "@core/payments/reconcile-payment";
import type { EventEnvelope } from "@shared/events/envelope";
import type { ActivityPlaces } from "./activity-places";
import type { FleetDays } from "./fleet";
import type { PaymentAnswersRepository } from "./payment-answers";
import {
  DUE_AT_ATTRIBUTE,
  PENDING_MARK,
  PENDING_MARK_ATTRIBUTE,
  REFERENCE_CLAIM_PREFIX,
} from "./payments-repository";
import { LEAVE_DUE_INDEX } from "./registrations-repository";
import type { TransactWriteItem } from "./table-context";
import { type TaggedItems, transactTagged } from "./tagged-transaction";
import type { WebhookEventsRepository } from "./webhook-events-repository";

export interface PaymentTransitionsContext {
  client: DynamoDBDocumentClient;
  paymentsTable: string;
  /** The inscriptions table: a payment turns its registration paid in the same transaction. */
  registrationsTable: string;
  /** The quote requests table: the same for a company's direct payment. */
  quoteRequestsTable: string;
  /** A payment after expiry takes the registration's places back in the same transaction. */
  activityPlaces: Pick<ActivityPlaces, "reserveItem">;
  /** …and its rental bikes from the day's fleet (absent: a store that never reclaims bikes). */
  fleetDays?: Pick<FleetDays, "takeItems">;
  outbox: { item(event: EventEnvelope, now: Date): TransactWriteItem };
  answers: Pick<PaymentAnswersRepository, "item">;
  webhookEvents: Pick<WebhookEventsRepository, "item">;
}

type Tag =
  | "payment"
  | "target"
  | "registration"
  | "activity"
  | "bikes_day"
  | "fleet"
  | "reference"
  | "webhook_event"
  | "idempotency"
  | "outbox";

/**
 * The transitions of a payment: each is one conditional TransactWriteItems over the payment, its
 * target (registration or quote request), the outbox and, as the case may be, the Idempotency-Key's
 * answer, the provider event and the activity's places (see PaymentTransitions).
 */
export function paymentTransitions(context: PaymentTransitionsContext): PaymentTransitions {
  const { client, paymentsTable, registrationsTable, outbox } = context;
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
  const answerItem = (key: string, paymentId: string, at: Date): [Tag, TransactWriteItem] => [
    "idempotency",
    context.answers.item(key, paymentId, at),
  ];
  const outboxItems = (events: EventEnvelope[], at: Date): TaggedItems<Tag> =>
    events.map((event) => ["outbox", outbox.item(event, at)]);

  return {
    async open({ payment, replaces, events, idempotencyKey, deadline }) {
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
      const items: TaggedItems<Tag> = [
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
      const result = await transactTagged(client, items);
      if (!result.ok && result.failed.has("reference")) {
        throw new Error(
          `Référence bancaire déjà attribuée à une autre inscription (paiement ${payment.id})`,
        );
      }
      return result.ok ? "stored" : "conflict";
    },

    async attachCheckout({ paymentId, providerRef, redirectUrl, at, events, idempotencyKey }) {
      const items: TaggedItems<Tag> = [
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
      const result = await transactTagged(client, items);
      return result.ok ? "stored" : "conflict";
    },

    async settle(input) {
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
      const items: TaggedItems<Tag> = [
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
            context.activityPlaces.reserveItem(
              payment.activity_id,
              // The registration's participants: the amount paid is their total.
              input.reclaimPlaces.participants,
              input.reclaimPlaces.activityLimited,
              iso,
            ),
          ],
        );
        const bikes = input.reclaimPlaces.bikes;
        const take = bikes
          ? context.fleetDays?.takeItems(bikes.date, bikes.counts, bikes.snapshot, iso)
          : undefined;
        if (bikes && !take)
          throw new Error(`Paiement ${payment.id} : vélos à reprendre sans flotte`);
        if (take) items.push(["bikes_day", take.day], ["fleet", take.fleet]);
      }
      items.push(...outboxItems(events, at));
      if (input.providerEventKey) {
        items.push(["webhook_event", context.webhookEvents.item(input.providerEventKey, at)]);
      }
      const result = await transactTagged(client, items);
      if (result.ok) return "applied";
      if (result.failed.has("webhook_event")) return "duplicate_event";
      if (result.failed.has("target") || result.failed.has("registration")) {
        return "registration_changed";
      }
      if (result.failed.has("activity")) return "places_taken";
      // The payment moved meanwhile, or a concurrent transaction touched the same items: re-read.
      return "payment_changed";
    },
  };
}
