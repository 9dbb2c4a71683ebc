import { DeleteCommand } from "@aws-sdk/lib-dynamodb";
import type { StoredContactMessage } from "@core/contact/contact-message";
import type {
  Payment,
  QuoteRequestForPayment,
  RegistrationForPayment,
} from "@core/payments/payment";
import type { PersonRecordsReader } from "@core/people/ports";
import type { WaitlistEntry } from "@core/waitlist/entry";
import { conditional } from "./dynamo-errors";
import type { NewsletterSubscribersRepository } from "./newsletter-subscribers-repository";
import { BY_EMAIL_INDEX, EMAIL_KEY_ATTRIBUTE } from "./registrations-repository";
import { queryAll, type TableContext } from "./table-context";

export interface PersonRecordsTables {
  client: TableContext["client"];
  inscriptions: string;
  contactMessages: string;
  quoteRequests: string;
  waitlist: string;
  newsletter: Pick<NewsletterSubscribersRepository, "findByEmail">;
  getPayment(id: string): Promise<Payment | undefined>;
}

/**
 * Reads what is held about one address (« Données d'une personne »): every table through its
 * `by-email` index (registrations and waiting-list entries by `email_key`, messages and quote
 * requests by `email`, all in lower case), the newsletter by its key, payments by id. Queries only, never a Scan.
 */
export function personRecordsReader(tables: PersonRecordsTables): PersonRecordsReader {
  const { client } = tables;

  /** Every item of an index's partition (the indexes project whole items). */
  async function byEmail<T>(tableName: string, attribute: string, email: string): Promise<T[]> {
    return queryAll<T>(client, {
      TableName: tableName,
      IndexName: BY_EMAIL_INDEX,
      KeyConditionExpression: "#e = :e",
      ExpressionAttributeNames: { "#e": attribute },
      ExpressionAttributeValues: { ":e": email },
    });
  }

  return {
    registrationsByEmail: (email) =>
      byEmail<RegistrationForPayment>(tables.inscriptions, EMAIL_KEY_ATTRIBUTE, email),
    messagesByEmail: (email) =>
      byEmail<StoredContactMessage>(tables.contactMessages, "email", email),
    quotesByEmail: (email) => byEmail<QuoteRequestForPayment>(tables.quoteRequests, "email", email),
    newsletterByEmail: (email) => tables.newsletter.findByEmail(email),
    waitlistByEmail: (email) => byEmail<WaitlistEntry>(tables.waitlist, EMAIL_KEY_ATTRIBUTE, email),
    getPayment: tables.getPayment,
  };
}

/**
 * Deletes a newsletter record by its key, whatever its status (the retention job erases only
 * pending ones, by their id): false when it was already gone.
 */
export function subscriberEraser({ client, tableName }: TableContext) {
  return async (email: string): Promise<boolean> => {
    return conditional(() =>
      client.send(
        new DeleteCommand({
          TableName: tableName,
          Key: { email },
          ConditionExpression: "attribute_exists(email)",
        }),
      ),
    );
  };
}

/** Deletes a waiting-list entry by its key: false when it was already gone. */
export function waitlistEntryEraser({ client, tableName }: TableContext) {
  return async (entry: Pick<WaitlistEntry, "activity_id" | "entry_id">): Promise<boolean> => {
    return conditional(() =>
      client.send(
        new DeleteCommand({
          TableName: tableName,
          Key: { activity_id: entry.activity_id, entry_id: entry.entry_id },
          ConditionExpression: "attribute_exists(entry_id)",
        }),
      ),
    );
  };
}
