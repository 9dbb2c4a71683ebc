import { randomUUID } from "node:crypto";
import { ddb, sqs } from "@adapters/aws-clients";
import { cancellationQueue } from "@adapters/cancellation-queue";
import {
  personRecordsReader,
  subscriberEraser,
  waitlistEntryEraser,
} from "@adapters/person-records";
import { retentionWrites } from "@adapters/retention-writes";
import type { TeamActivityPorts } from "@core/activities/ports";
import { eraseWaitlistEntry } from "@core/people/erase-waitlist-entry";
import type { PersonErasureWrites } from "@core/people/ports";
import type { Config, WiringConfig } from "../config";
import { type AwsClients, wireStores } from "../wiring/stores";

/**
 * The adapters the team function's routes use (functions/team/routes/), wired once per
 * container from the config: the stores alone (no payment provider's client), so that the team
 * function's bundle stays small.
 */
export function wireTeamAdapters(
  config: WiringConfig & Partial<Pick<Config, "QUEUE_ACTIVITY_CANCELLATIONS_URL">>,
  clients?: AwsClients,
) {
  const stores = wireStores(config, clients);
  const ports: TeamActivityPorts = {
    activities: stores.activities,
    registrations: stores.registrations,
    getPayment: stores.paymentRecords.getPayment,
    writes: stores.activityWrites,
    getStoredAnswer: stores.idempotency.getStoredResponse,
    publishAndClear: stores.outbox.publishAndClear,
    clock: stores.clock,
    newId: randomUUID,
  };
  // `stores`: every store, for the routes of the other team features to take what they use.
  // The job that cancels a date's registrations: the team function only sends to its queue.
  const cancellationJobs = cancellationQueue({
    client: sqs,
    queueUrl: config.QUEUE_ACTIVITY_CANCELLATIONS_URL,
  });
  // « Données d'une personne »: a person's records found by e-mail, through the indexes.
  const personRecords = personRecordsReader({
    client: (clients ?? { ddb }).ddb,
    inscriptions: config.TABLE_INSCRIPTIONS,
    contactMessages: config.TABLE_CONTACT_MESSAGES,
    quoteRequests: config.TABLE_QUOTE_REQUESTS,
    waitlist: config.TABLE_WAITLIST,
    newsletter: stores.newsletterSubscribers,
    getPayment: stores.paymentRecords.getPayment,
  });
  // Its erasure: the retention job's writes (the one list of personal fields), applied at once.
  const personErasure: PersonErasureWrites = {
    ...retentionWrites({
      client: (clients ?? { ddb }).ddb,
      inscriptions: config.TABLE_INSCRIPTIONS,
      contactMessages: config.TABLE_CONTACT_MESSAGES,
      quoteRequests: config.TABLE_QUOTE_REQUESTS,
      newsletterSubscribers: config.TABLE_NEWSLETTER_SUBSCRIBERS,
    }),
    eraseSubscriber: subscriberEraser({
      client: (clients ?? { ddb }).ddb,
      tableName: config.TABLE_NEWSLETTER_SUBSCRIBERS,
    }),
    eraseWaitlistEntry: (entry) =>
      eraseWaitlistEntry(entry, {
        store: stores.waitlist,
        getActivity: stores.activities.get,
        deleteEntry: waitlistEntryEraser({
          client: (clients ?? { ddb }).ddb,
          tableName: config.TABLE_WAITLIST,
        }),
        publishAndClear: stores.outbox.publishAndClear,
        clock: stores.clock,
        newId: randomUUID,
      }),
  };
  return { ports, stores, cancellationJobs, personRecords, personErasure };
}

export type TeamAdapters = ReturnType<typeof wireTeamAdapters>;
