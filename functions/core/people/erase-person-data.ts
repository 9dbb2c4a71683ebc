import { buildEvent } from "@shared/events/envelope";
import { personDataErased } from "@shared/events/person-data-events";
import type { PersonCounts } from "@shared/schemas/team-people";
import { findPersonRecords } from "./find-person-records";
import type { PersonDataPorts, PersonErasureWrites } from "./ports";

const noRecords = (): PersonCounts => ({
  inscriptions: 0,
  paiements: 0,
  messages: 0,
  devis: 0,
  newsletter: 0,
  liste_attente: 0,
});

export interface PersonErasure {
  erased: PersonCounts;
  anonymised: PersonCounts;
}

/**
 * « Effacer définitivement »: erases or anonymises everything held about an address at once,
 * keeping only what bookkeeping law requires (CO art. 958f, 10 years).
 * 1. The records, through the indexes (findPersonRecords).
 * 2. Registrations lose their personal fields (the retention job's write): amount, dates,
 *    reference and status stay, and they leave the `by-email` index. Their payments hold no
 *    personal field and stay whole (counted as kept).
 * 3. Contact messages, newsletter record and waiting-list entries (a waiting one leaves its list
 *    first) are deleted; a quote request is
 *    deleted, or anonymised when a direct payment of its own stays for the books.
 * 4. PersonDataErased with the counts and the founder's id, never the address.
 * Each write is conditional: a second erasure (or a retry) finds nothing and changes nothing.
 */
export async function erasePersonData(
  email: string,
  actorId: string,
  ports: PersonDataPorts & { writes: PersonErasureWrites },
): Promise<PersonErasure> {
  const records = await findPersonRecords(email, ports.records);
  const now = ports.clock.now();
  const at = now.toISOString();
  const { writes } = ports;
  const erased = noRecords();
  const anonymised = noRecords();

  for (const registration of records.registrations) {
    if (await writes.anonymiseRegistration(registration.id, at)) anonymised.inscriptions++;
  }
  anonymised.paiements = records.payments.length;
  for (const message of records.messages) {
    if (await writes.eraseContactMessage(message.id)) erased.messages++;
  }
  for (const quote of records.quotes) {
    const outcome = await writes.eraseQuoteRequest(quote.id, at);
    if (outcome === "erased") erased.devis++;
    if (outcome === "anonymised") anonymised.devis++;
  }
  for (const subscriber of records.newsletter) {
    if (await writes.eraseSubscriber(subscriber.email)) erased.newsletter++;
  }
  for (const entry of records.waitlist) {
    if (await writes.eraseWaitlistEntry(entry)) erased.liste_attente++;
  }

  const event = buildEvent(
    personDataErased,
    { actor_id: actorId, erased, anonymised },
    ports.newId(),
    now,
  );
  await ports.storeAndPublish([event], now);
  return { erased, anonymised };
}
