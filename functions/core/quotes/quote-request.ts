import { buildEvent, type EventEnvelope } from "@shared/events/envelope";
import { QuoteRequested } from "@shared/events/quote-requested";
import type { QuoteParticipants, QuoteRequest } from "@shared/schemas/quote";
import { type PublishAndClear, publishOrLeaveForSweeper } from "../forms/form-outbox";
import { formRecord } from "../forms/form-record";

/** A company quote request as stored (no honeypot; empty optional fields left out). */
export interface StoredQuoteRequest {
  id: string;
  companyName: string;
  contactName: string;
  email: string;
  phone: string;
  participants: QuoteParticipants;
  date?: string;
  comments?: string;
  created_at: string;
}

export interface QuoteRequestPorts {
  newId(): string;
  now(): Date;
  /**
   * Stores the request and the outbox item of its event in one transaction, with the
   * Idempotency-Key's answer when there is one: `duplicate` when that key was answered meanwhile
   * (nothing stored).
   */
  saveWithEvent(
    request: StoredQuoteRequest,
    event: EventEnvelope,
    idempotencyKey?: string,
  ): Promise<"stored" | "duplicate">;
  /** The quote request a submission with this Idempotency-Key stored, if any. */
  answeredQuoteId(idempotencyKey: string): Promise<string | undefined>;
  publishAndClear: PublishAndClear;
}

/**
 * Receives a validated quote request. With an Idempotency-Key (the quote dialog's direct payment
 * sends the request before paying, and may send it again), a repeated submission answers the
 * first request's id and stores and sends nothing more.
 * 0. A key already answered: its quote id.
 * 1. Builds the stored record.
 * 2. Builds QuoteRequested with the id, the participants range and whether a date was given.
 * 3. Writes the record and the event's outbox item together.
 * 4. Publishes the event (or leaves it to the sweeper); the notifier e-mails the provider and
 *    acknowledges to the company.
 */
export async function receiveQuoteRequest(
  input: QuoteRequest,
  ports: QuoteRequestPorts,
  idempotencyKey?: string,
): Promise<{ quote_id: string }> {
  const answered = idempotencyKey && (await ports.answeredQuoteId(idempotencyKey));
  if (answered) return { quote_id: answered };
  const now = ports.now();
  const request: StoredQuoteRequest = formRecord(
    input,
    ["companyName", "contactName", "email", "phone", "participants", "date", "comments"],
    ports.newId(),
    now,
  );
  const event = buildEvent(
    QuoteRequested,
    { quote_id: request.id, participants: request.participants, has_date: Boolean(request.date) },
    ports.newId(),
    now,
  );
  if (
    (await ports.saveWithEvent(request, event, idempotencyKey)) === "duplicate" &&
    idempotencyKey
  ) {
    // A concurrent submission with the same key stored its request first.
    const first = await ports.answeredQuoteId(idempotencyKey);
    if (first) return { quote_id: first };
    throw new Error("Demande d'offre : clé d'idempotence déjà utilisée, réponse introuvable");
  }
  await publishOrLeaveForSweeper(ports.publishAndClear, [event]);
  return { quote_id: request.id };
}
