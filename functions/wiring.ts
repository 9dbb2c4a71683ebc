import type { EventBridgeClient } from "@aws-sdk/client-eventbridge";
import type { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { activitiesRepository } from "./adapters/activities-repository";
import { ddb, eventBridge } from "./adapters/aws-clients";
import { contactMessagesRepository } from "./adapters/contact-messages-repository";
import { eventBus } from "./adapters/event-bus";
import { idempotencyRepository } from "./adapters/idempotency";
import { newsletterSubscribersRepository } from "./adapters/newsletter-subscribers-repository";
import { outboxRepository } from "./adapters/outbox";
import { paymentAdapters } from "./adapters/payment-adapters";
import { paymentLinkSecret } from "./adapters/payment-link-secret";
import { quoteRequestsRepository } from "./adapters/quote-requests-repository";
import { rateLimitsRepository } from "./adapters/rate-limits-repository";
import {
  registrationCancellationRequest,
  registrationCommit,
  registrationRelease,
  registrationsRepository,
} from "./adapters/registrations-repository";
import { sentNotificationsRepository } from "./adapters/sent-notifications";
import { processClock } from "./clock";
import type { Config } from "./config";
import { paymentLinks } from "./core/payments/payment-link";
import type { Clock } from "./core/payments/ports";

export interface AwsClients {
  ddb: DynamoDBDocumentClient;
  eventBridge: EventBridgeClient;
}

/**
 * The functions' adapters, wired from the validated config. Each handler calls this once, at
 * module scope (once per Lambda container); a test calls it with another config (a bus that does
 * not exist, say) to get the same adapters pointed elsewhere, or another clock (deadlines tested
 * without waiting). Every handler and job takes "now" from `clock` (the process clock by default).
 */
export function wireAdapters(
  config: Config,
  clients: AwsClients = { ddb, eventBridge },
  options: { clock?: Clock } = {},
) {
  const clock = options.clock ?? processClock;
  const table = (tableName: string) => ({ client: clients.ddb, tableName });
  const { publish } = eventBus({ client: clients.eventBridge, busName: config.EVENT_BUS_NAME });
  const outbox = outboxRepository({ ...table(config.TABLE_OUTBOX), publish });
  const activities = activitiesRepository(table(config.TABLE_ACTIVITIES));
  const registrations = registrationsRepository(table(config.TABLE_INSCRIPTIONS));
  const idempotency = idempotencyRepository(table(config.TABLE_IDEMPOTENCY));
  return {
    clock,
    activities,
    registrations,
    idempotency,
    outbox,
    commitRegistration: registrationCommit({
      client: clients.ddb,
      activities,
      registrations,
      outbox,
      idempotency,
    }),
    // Expiry and cancellation: status, places and event in one transaction.
    releaseRegistration: registrationRelease({
      client: clients.ddb,
      activities,
      registrations,
      outbox,
    }),
    // A cancellation asked within 72 h of the meeting: recorded once, with its event.
    requestCancellation: registrationCancellationRequest({
      client: clients.ddb,
      registrations,
      outbox,
    }),
    contactMessages: contactMessagesRepository({
      ...table(config.TABLE_CONTACT_MESSAGES),
      outbox,
    }),
    quoteRequests: quoteRequestsRepository({
      ...table(config.TABLE_QUOTE_REQUESTS),
      outbox,
      idempotency,
    }),
    newsletterSubscribers: newsletterSubscribersRepository({
      ...table(config.TABLE_NEWSLETTER_SUBSCRIBERS),
      outbox,
    }),
    rateLimits: rateLimitsRepository(table(config.TABLE_RATE_LIMITS)),
    sentNotifications: sentNotificationsRepository({
      ...table(config.TABLE_SENT_NOTIFICATIONS),
      clock,
    }),
    payments: paymentAdapters({
      config,
      client: clients.ddb,
      outbox,
      activities,
      idempotency,
      clock,
    }),
    // Signs and checks the links that bring a visitor back to pay or cancel (key read on first use).
    paymentLinks: paymentLinks(paymentLinkSecret(), {
      untilDeadline: config.AUTOMATIC_EXPIRY === "on",
    }),
  };
}

export type Adapters = ReturnType<typeof wireAdapters>;
