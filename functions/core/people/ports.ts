import type { EventEnvelope } from "@shared/events/envelope";
import type { Clock } from "../clock";
import type { StoredContactMessage } from "../contact/contact-message";
import type { RetentionWrites } from "../data-protection/ports";
import type { Subscriber } from "../newsletter/subscription";
import type { Payment, QuoteRequestForPayment, RegistrationForPayment } from "../payments/payment";
import type { WaitlistEntry } from "../waitlist/entry";

/**
 * Everything the site holds about one e-mail address, as stored: its registrations and their
 * payments, its contact messages, its quote requests and their payments, its newsletter record
 * and its waiting-list entries.
 */
export interface PersonRecords {
  registrations: RegistrationForPayment[];
  payments: Payment[];
  messages: StoredContactMessage[];
  quotes: QuoteRequestForPayment[];
  newsletter: Subscriber[];
  waitlist: WaitlistRecord[];
}

/** A waiting-list entry as stored (its table's key: the outing's id and the entry's id). */
export type WaitlistRecord = WaitlistEntry;

/**
 * Reads a person's records by the address in lower case, each through an index or a key (never
 * a Scan).
 */
export interface PersonRecordsReader {
  registrationsByEmail(email: string): Promise<RegistrationForPayment[]>;
  messagesByEmail(email: string): Promise<StoredContactMessage[]>;
  quotesByEmail(email: string): Promise<QuoteRequestForPayment[]>;
  newsletterByEmail(email: string): Promise<Subscriber | undefined>;
  waitlistByEmail(email: string): Promise<WaitlistRecord[]>;
  getPayment(id: string): Promise<Payment | undefined>;
}

/**
 * The writes of an erasure, each conditional and safe to run again: the retention job's
 * (functions/core/data-protection/, the one list of personal fields), applied at once, and the
 * deletion of a newsletter record and of waiting-list entries, whatever their status.
 */
export interface PersonErasureWrites
  extends Pick<
    RetentionWrites,
    "anonymiseRegistration" | "eraseContactMessage" | "eraseQuoteRequest"
  > {
  /** Deletes the address's newsletter record (pending, confirmed or unsubscribed). */
  eraseSubscriber(email: string): Promise<boolean>;
  /** Deletes a waiting-list entry (a waiting one leaves its list first). */
  eraseWaitlistEntry(entry: WaitlistRecord): Promise<boolean>;
}

export interface PersonDataPorts {
  records: PersonRecordsReader;
  clock: Clock;
  newId(): string;
  /** Stores events in the outbox and publishes them (left for the sweeper if the bus fails). */
  storeAndPublish(events: EventEnvelope[], now: Date): Promise<void>;
}
