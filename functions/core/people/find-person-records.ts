import { emailKey } from "@shared/data-protection/email-key";
import type { PersonCounts } from "@shared/schemas/team-people";
import { paymentIdsOf } from "../activities/participants";
import type { Payment, RegistrationForPayment } from "../payments/payment";
import type { PersonRecords, PersonRecordsReader } from "./ports";

const byDate = <T extends { created_at: string }>(a: T, b: T) =>
  a.created_at.localeCompare(b.created_at);

/**
 * Everything held about one address.
 * 1. The address in lower case: the form every index holds.
 * 2. Registrations, messages, quote requests and waiting-list entries through their `by-email`
 *    indexes; the newsletter record by its key.
 * 3. The payments of the registrations and quote requests found, by their slots (by key).
 */
export async function findPersonRecords(
  email: string,
  reader: PersonRecordsReader,
): Promise<PersonRecords> {
  const key = emailKey(email);
  const [registrations, messages, quotes, subscriber, waitlist] = await Promise.all([
    reader.registrationsByEmail(key),
    reader.messagesByEmail(key),
    reader.quotesByEmail(key),
    reader.newsletterByEmail(key),
    reader.waitlistByEmail(key),
  ]);
  // A quote request holds its direct payment in the same slots as a registration.
  const payers = [...registrations, ...(quotes as unknown as RegistrationForPayment[])];
  const paymentIds = [...new Set(payers.flatMap(paymentIdsOf))];
  const payments = (await Promise.all(paymentIds.map((id) => reader.getPayment(id)))).filter(
    (p): p is Payment => p !== undefined,
  );
  return {
    registrations: registrations.sort(byDate),
    payments: payments.sort(byDate),
    messages: messages.sort(byDate),
    quotes: quotes.sort(byDate),
    newsletter: subscriber ? [subscriber] : [],
    waitlist: waitlist.sort(byDate),
  };
}

export function personCounts(records: PersonRecords): PersonCounts {
  return {
    inscriptions: records.registrations.length,
    paiements: records.payments.length,
    messages: records.messages.length,
    devis: records.quotes.length,
    newsletter: records.newsletter.length,
    liste_attente: records.waitlist.length,
  };
}
