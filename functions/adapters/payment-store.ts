import type { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import type { PaymentStore } from "@core/payments/ports/payment-store";
import type { Config } from "../config";
import type { ActivitiesCalendar } from "./activities-calendar";
import type { ActivityPlaces } from "./activity-places";
import type { FleetDays, FleetStore } from "./fleet";
import type { IdempotencyRepository } from "./idempotency";
import type { OutboxRepository } from "./outbox";
import { paymentAnswers } from "./payment-answers";
import { paymentTransitions } from "./payment-transitions";
import { paymentsRepository } from "./payments-repository";
import type { QuoteRequestsRepository } from "./quote-requests-repository";
import type { RegistrationsRepository } from "./registrations-repository";
import { webhookEventsRepository } from "./webhook-events-repository";

/** The tables and readers a payment store is composed from (no provider: no secret, no SDK). */
export interface PaymentStoreContext {
  config: Pick<
    Config,
    "TABLE_PAYMENTS" | "TABLE_INSCRIPTIONS" | "TABLE_QUOTE_REQUESTS" | "TABLE_WEBHOOK_EVENTS"
  >;
  client: DynamoDBDocumentClient;
  outbox: Pick<OutboxRepository, "item" | "publishAndClear">;
  activities: Pick<ActivitiesCalendar, "get">;
  activityPlaces: Pick<ActivityPlaces, "reserveItem">;
  fleet: Pick<FleetStore, "snapshot">;
  fleetDays: Pick<FleetDays, "takeItems">;
  idempotency: Pick<IdempotencyRepository, "item" | "getStoredResponse">;
  registrations: Pick<RegistrationsRepository, "get">;
  quoteRequests: Pick<QuoteRequestsRepository, "get">;
}

/**
 * What the payment use cases see as their store, composed from one store per table: the payments,
 * their transitions, the webhook events, the Idempotency-Keys' answers, and the registrations',
 * quote requests' and activities' own readers.
 */
export function paymentStore(context: PaymentStoreContext): PaymentStore {
  const { client, config } = context;
  const table = (tableName: string) => ({ client, tableName });
  const answers = paymentAnswers(context.idempotency);
  const webhookEvents = webhookEventsRepository(table(config.TABLE_WEBHOOK_EVENTS));
  return {
    ...paymentsRepository(table(config.TABLE_PAYMENTS)),
    ...paymentTransitions({
      client,
      paymentsTable: config.TABLE_PAYMENTS,
      registrationsTable: config.TABLE_INSCRIPTIONS,
      quoteRequestsTable: config.TABLE_QUOTE_REQUESTS,
      activityPlaces: context.activityPlaces,
      fleetDays: context.fleetDays,
      outbox: context.outbox,
      answers,
      webhookEvents,
    }),
    recordProviderEvent: webhookEvents.recordProviderEvent,
    isProviderEventRecorded: webhookEvents.isProviderEventRecorded,
    answeredPaymentId: answers.answeredPaymentId,
    getRegistration: context.registrations.get,
    getQuoteRequest: context.quoteRequests.get,
    getFleetDay: context.fleet.snapshot,
    async getActivityPlaces(id) {
      const activity = await context.activities.get(id);
      return activity ? { places_disponibles: activity.places_disponibles } : undefined;
    },
  };
}
