import { activitiesCalendar } from "@adapters/activities-calendar";
import { activityCancellationProgress } from "@adapters/activity-cancellation-progress";
import { activityEdits } from "@adapters/activity-edits";
import { activityPlaces } from "@adapters/activity-places";
import { activityWrites } from "@adapters/activity-writes";
import { ddb, eventBridge } from "@adapters/aws-clients";
import { contactMessagesRepository } from "@adapters/contact-messages-repository";
import { eventBus } from "@adapters/event-bus";
import { fleetDays, fleetStore } from "@adapters/fleet";
import { idempotencyRepository } from "@adapters/idempotency";
import { newsletterSubscribersRepository } from "@adapters/newsletter-subscribers-repository";
import { outboxRepository } from "@adapters/outbox";
import { participantMessagesRepository } from "@adapters/participant-messages";
import { paymentStore } from "@adapters/payment-store";
import { paymentsRepository } from "@adapters/payments-repository";
import { pendingRefundsRepository } from "@adapters/pending-refunds";
import { quoteRequestsRepository } from "@adapters/quote-requests-repository";
import { rateLimitsRepository } from "@adapters/rate-limits-repository";
import {
  participantCancellationRequest,
  participantRelease,
  registrationCancellationRequest,
  registrationCommit,
  registrationRelease,
  registrationsRepository,
} from "@adapters/registrations-repository";
import { retentionCandidates } from "@adapters/retention-candidates";
import { retentionWrites } from "@adapters/retention-writes";
import { sentNotificationsRepository } from "@adapters/sent-notifications";
import { teamCancellationWrites } from "@adapters/team-cancellation-writes";
import { waitlistRepository } from "@adapters/waitlist-repository";
import type { EventBridgeClient } from "@aws-sdk/client-eventbridge";
import type { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import type { Clock } from "@core/clock";
import { processClock } from "../clock";
import type { WiringConfig } from "../config";

export interface AwsClients {
  ddb: DynamoDBDocumentClient;
  eventBridge: EventBridgeClient;
}

/**
 * The stores every other one is built on: the clock, the outbox and its bus, the outings (read, and
 * their places), the registrations, the Idempotency-Keys' answers and the quote requests. A
 * function that needs only these and the payment store (the bank import) wires them alone
 * (wirePaymentStore), and its bundle leaves out the other features' stores.
 */
export function wireBaseStores(
  config: WiringConfig,
  clients: AwsClients = { ddb, eventBridge },
  options: { clock?: Clock } = {},
) {
  const clock = options.clock ?? processClock;
  const table = (tableName: string) => ({ client: clients.ddb, tableName });
  const { publish } = eventBus({ client: clients.eventBridge, busName: config.EVENT_BUS_NAME });
  const outbox = outboxRepository({ ...table(config.TABLE_OUTBOX), publish });
  const idempotency = idempotencyRepository(table(config.TABLE_IDEMPOTENCY));
  return {
    clock,
    outbox,
    // The outings table, by job: its reads (by id, by the calendar index) and the transaction
    // items of its places and waiting-list counters.
    activities: activitiesCalendar(table(config.TABLE_ACTIVITIES)),
    activityPlaces: activityPlaces(table(config.TABLE_ACTIVITIES)),
    registrations: registrationsRepository(table(config.TABLE_INSCRIPTIONS)),
    // The rental e-bikes: the fleet and its days (reads, the founders' writes), and the
    // transaction items by which registrations take and give back a day's bikes.
    fleet: fleetStore(table(config.TABLE_FLEET)),
    fleetDays: fleetDays(table(config.TABLE_FLEET)),
    idempotency,
    quoteRequests: quoteRequestsRepository({
      ...table(config.TABLE_QUOTE_REQUESTS),
      outbox,
      idempotency,
    }),
  };
}

export type BaseStores = ReturnType<typeof wireBaseStores>;

/** What settling a payment reads and writes, without any provider (no secret, no SDK). */
export function wirePaymentStore(
  config: WiringConfig,
  base: BaseStores,
  client: DynamoDBDocumentClient = ddb,
) {
  return paymentStore({ config, client, ...base });
}

/**
 * The product's stores, outbox and bus, wired from the validated config: what every function
 * needs. wiring/adapters.ts adds the payment providers, PDFs and QR codes on top, so that a function
 * without payments (the outbox sweeper, the deadline job) does not carry them. Every handler and
 * job takes "now" from `clock` (the process clock by default).
 */
export function wireStores(
  config: WiringConfig,
  clients: AwsClients = { ddb, eventBridge },
  options: { clock?: Clock } = {},
) {
  const base = wireBaseStores(config, clients, options);
  const { clock, outbox, activities, activityPlaces, registrations, idempotency, fleetDays } = base;
  const table = (tableName: string) => ({ client: clients.ddb, tableName });
  const edits = activityEdits(table(config.TABLE_ACTIVITIES));
  const participantMessages = participantMessagesRepository(table(config.TABLE_IDEMPOTENCY));
  return {
    ...base,
    commitRegistration: registrationCommit({
      client: clients.ddb,
      activityPlaces,
      fleetDays,
      registrations,
      outbox,
      idempotency,
    }),
    // Expiry and cancellation: status, places, rental bikes and event in one transaction.
    releaseRegistration: registrationRelease({
      client: clients.ddb,
      activityPlaces,
      fleetDays,
      registrations,
      outbox,
    }),
    // A cancellation asked within 72 h of the meeting: recorded once, with its event.
    requestCancellation: registrationCancellationRequest({
      client: clients.ddb,
      registrations,
      outbox,
    }),
    // One participant cancelled alone: her line, place, bike and share, with the event, at once.
    releaseParticipant: participantRelease({
      client: clients.ddb,
      activityPlaces,
      fleet: fleetDays,
      registrations,
      outbox,
    }),
    // The same asked within 72 h: recorded on her line, once.
    requestParticipantCancellation: participantCancellationRequest({
      client: clients.ddb,
      registrations,
      outbox,
    }),
    // The founders' writes of an outing (and the seed's), and their changes each committed with
    // its event (and a create's answer).
    activityEdits: edits,
    activityWrites: activityWrites({
      client: clients.ddb,
      activityEdits: edits,
      outbox,
      idempotency,
    }),
    // How far a cancelled outing's job has got (the cancellation worker).
    cancellationProgress: activityCancellationProgress(table(config.TABLE_ACTIVITIES)),
    // The payments table read by key (a registration's slots), without the providers' clients.
    paymentRecords: paymentsRepository(table(config.TABLE_PAYMENTS)),
    contactMessages: contactMessagesRepository({
      ...table(config.TABLE_CONTACT_MESSAGES),
      outbox,
    }),
    // What settling a payment reads and writes, without any provider (the payments desk).
    paymentStore: wirePaymentStore(config, base, clients.ddb),
    // The refunds still to do (the refund job, the payments desk).
    pendingRefunds: pendingRefundsRepository({ ...table(config.TABLE_PAYMENTS), outbox }),
    newsletterSubscribers: newsletterSubscribersRepository({
      ...table(config.TABLE_NEWSLETTER_SUBSCRIBERS),
      outbox,
    }),
    rateLimits: rateLimitsRepository(table(config.TABLE_RATE_LIMITS)),
    // Cancelling a date and writing to its participants: each write with its event and answer.
    participantMessages,
    teamCancellationWrites: teamCancellationWrites({
      client: clients.ddb,
      activityEdits: edits,
      messages: participantMessages,
      outbox,
      idempotency,
    }),
    // The waiting lists, each write with the outing's places and counters and its event.
    waitlist: waitlistRepository({
      ...table(config.TABLE_WAITLIST),
      activityPlaces,
      fleetDays,
      registrations,
      outbox,
      idempotency,
    }),
    sentNotifications: sentNotificationsRepository({
      ...table(config.TABLE_SENT_NOTIFICATIONS),
      clock,
    }),
    // Retention (and the team's « Effacer »): what has passed its period, and the conditional
    // writes that anonymise or erase it once.
    retentionCandidates: retentionCandidates({
      client: clients.ddb,
      activities,
      registrations,
      contactMessages: config.TABLE_CONTACT_MESSAGES,
      quoteRequests: config.TABLE_QUOTE_REQUESTS,
      newsletterSubscribers: config.TABLE_NEWSLETTER_SUBSCRIBERS,
    }),
    retentionWrites: retentionWrites({
      client: clients.ddb,
      inscriptions: config.TABLE_INSCRIPTIONS,
      contactMessages: config.TABLE_CONTACT_MESSAGES,
      quoteRequests: config.TABLE_QUOTE_REQUESTS,
      newsletterSubscribers: config.TABLE_NEWSLETTER_SUBSCRIBERS,
    }),
  };
}

export type Stores = ReturnType<typeof wireStores>;
