import { randomUUID } from "node:crypto";
import { ddb } from "@adapters/aws-clients";
import { personDirectory } from "@adapters/person-directory";
import {
  personRecordsReader,
  subscriberEraser,
  waitlistEntryEraser,
} from "@adapters/person-records";
import { retentionWrites } from "@adapters/retention-writes";
import { eraseWaitlistEntry } from "@core/people/erase-waitlist-entry";
import type { PersonDataPorts, PersonErasureWrites } from "@core/people/ports";
import type { PersonDirectory } from "@core/people/search-people";
import type { WiringConfig } from "../config";
import type { AwsClients, Stores } from "./stores";

/**
 * « Données d'une personne »: a person's records found by e-mail, through the indexes, and their
 * erasure by the retention job's writes (the one list of personal fields), applied at once.
 */
export function personDataPorts(
  config: WiringConfig,
  stores: Stores,
  clients: Pick<AwsClients, "ddb"> = { ddb },
): { data: PersonDataPorts; erasure: PersonErasureWrites; directory: PersonDirectory } {
  const personRecords = personRecordsReader({
    client: clients.ddb,
    inscriptions: config.TABLE_INSCRIPTIONS,
    contactMessages: config.TABLE_CONTACT_MESSAGES,
    quoteRequests: config.TABLE_QUOTE_REQUESTS,
    waitlist: config.TABLE_WAITLIST,
    newsletter: stores.newsletterSubscribers,
    getPayment: stores.paymentRecords.getPayment,
  });
  const erasure: PersonErasureWrites = {
    ...retentionWrites({
      client: clients.ddb,
      inscriptions: config.TABLE_INSCRIPTIONS,
      contactMessages: config.TABLE_CONTACT_MESSAGES,
      quoteRequests: config.TABLE_QUOTE_REQUESTS,
      newsletterSubscribers: config.TABLE_NEWSLETTER_SUBSCRIBERS,
    }),
    eraseSubscriber: subscriberEraser({
      client: clients.ddb,
      tableName: config.TABLE_NEWSLETTER_SUBSCRIBERS,
    }),
    eraseWaitlistEntry: (entry) =>
      eraseWaitlistEntry(entry, {
        store: stores.waitlist,
        getActivity: stores.activities.get,
        deleteEntry: waitlistEntryEraser({ client: clients.ddb, tableName: config.TABLE_WAITLIST }),
        publishAndClear: stores.outbox.publishAndClear,
        clock: stores.clock,
        newId: randomUUID,
      }),
  };
  const data: PersonDataPorts = {
    records: personRecords,
    clock: stores.clock,
    newId: randomUUID,
    storeAndPublish: stores.outbox.storeAndPublish,
  };
  // « Chercher une personne »: every record's name, phone and reference, by a Scan.
  const directory = personDirectory({
    client: clients.ddb,
    inscriptions: config.TABLE_INSCRIPTIONS,
    waitlist: config.TABLE_WAITLIST,
    contactMessages: config.TABLE_CONTACT_MESSAGES,
    quoteRequests: config.TABLE_QUOTE_REQUESTS,
  });
  return { data, erasure, directory };
}
