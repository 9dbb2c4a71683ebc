/**
 * The items of the bare calls the api-overhead bench sends: built by the product's own adapters
 * where they expose them (so the bare writes carry the same conditions), and restated from
 * functions/adapters/payments-repository.ts for the two payment transactions it keeps private.
 */

import { activityPlaces } from "@adapters/activity-places";
import { idempotencyRepository } from "@adapters/idempotency";
import { outboxRepository } from "@adapters/outbox";
import { registrationsRepository } from "@adapters/registrations-repository";
import { sessionParams } from "@adapters/stripe/stripe-checkout";
import type { TransactWriteItem } from "@adapters/table-context";
import type { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { checkoutRequest } from "@core/payments/checkout-request";
import { openPaymentSlot, type Payment } from "@core/payments/payment";
import type { RegistrationRecord } from "@core/registrations/create-registration";
import type { Config } from "../../../functions/config";

export function bareItems(client: DynamoDBDocumentClient, config: Config) {
  const table = (tableName: string) => ({ client, tableName });
  return {
    activityPlaces: activityPlaces(table(config.TABLE_ACTIVITIES)),
    registrations: registrationsRepository(table(config.TABLE_INSCRIPTIONS)),
    idempotency: idempotencyRepository(table(config.TABLE_IDEMPOTENCY)),
    // Only its item builder is used: nothing is published through it.
    outbox: outboxRepository({ ...table(config.TABLE_OUTBOX), publish: async () => [] }),

    /** paymentStore.open for a card payment: the payment, and the registration's card slot. */
    openPayment(payment: Payment): TransactWriteItem[] {
      return [
        {
          Put: {
            TableName: config.TABLE_PAYMENTS,
            Item: payment,
            ConditionExpression: "attribute_not_exists(id)",
          },
        },
        {
          Update: {
            TableName: config.TABLE_INSCRIPTIONS,
            Key: { id: payment.inscription_id },
            UpdateExpression: "SET #slot = :payment",
            ConditionExpression:
              "attribute_exists(id) AND #status = :pending AND attribute_not_exists(#slot)",
            ExpressionAttributeNames: { "#slot": openPaymentSlot("card"), "#status": "status" },
            ExpressionAttributeValues: { ":payment": payment.id, ":pending": "pending_payment" },
          },
        },
      ];
    },

    /** paymentStore.attachCheckout's payment Update (the outbox and answer Puts go beside it). */
    attachCheckout(paymentId: string, ref: string, url: string, at: Date): TransactWriteItem {
      return {
        Update: {
          TableName: config.TABLE_PAYMENTS,
          Key: { id: paymentId },
          UpdateExpression: "SET provider_ref = :ref, redirect_url = :url, updated_at = :at",
          ConditionExpression: "#status = :pending",
          ExpressionAttributeNames: { "#status": "status" },
          ExpressionAttributeValues: {
            ":ref": ref,
            ":url": url,
            ":at": at.toISOString(),
            ":pending": "pending",
          },
        },
      };
    },

    /** The Checkout Session the api function asks Stripe for (a fixed jeton in the links). */
    checkoutSession(payment: Payment, registration: RegistrationRecord, siteUrl: string) {
      return sessionParams(checkoutRequest(payment, registration, siteUrl, "bench"));
    },
  };
}
