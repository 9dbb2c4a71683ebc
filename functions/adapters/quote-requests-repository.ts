import type { QuoteRequestForPayment } from "@core/payments/payment";
import type { StoredQuoteRequest } from "@core/quotes/quote-request";
import { cancellationReasons } from "./dynamo-errors";
import { type IdempotencyRepository, idempotencyRecordKey } from "./idempotency";
import { type RecordsWithOutboxContext, recordsWithOutbox } from "./records-with-outbox";
import { NEW_REQUEST_HANDLING, requestInbox } from "./request-inbox";

export const QUOTES_IDEMPOTENCY_SCOPE = "quotes";

/**
 * Quote requests: each is stored with its event's outbox item in one transaction, and with the
 * answer to its Idempotency-Key when it has one (the answer exists exactly when the request does),
 * « à traiter » (the team space's `by-handling` index lists it from then on).
 */
export function quoteRequestsRepository(
  context: RecordsWithOutboxContext & {
    idempotency: Pick<IdempotencyRepository, "item" | "getStoredResponse">;
  },
) {
  const records = recordsWithOutbox<StoredQuoteRequest>(context);
  const recordKey = (key: string) => idempotencyRecordKey(QUOTES_IDEMPOTENCY_SCOPE, key);
  return {
    get: records.get,
    /** The team space's list and status (request-inbox.ts). */
    inbox: requestInbox<QuoteRequestForPayment>(context),
    async saveWithEvent(
      request: StoredQuoteRequest,
      event: Parameters<typeof records.saveWithEvent>[1],
      idempotencyKey?: string,
    ): Promise<"stored" | "duplicate"> {
      const answer = idempotencyKey
        ? [
            context.idempotency.item(recordKey(idempotencyKey), {
              statusCode: 202,
              body: { success: true, quote_id: request.id },
            }),
          ]
        : [];
      try {
        await records.saveWithEvent({ ...request, ...NEW_REQUEST_HANDLING }, event, answer);
        return "stored";
      } catch (error) {
        const reasons = cancellationReasons(error);
        // The idempotency item is the last one: its condition failed, the key was used meanwhile.
        if (answer.length > 0 && reasons?.at(-1)?.Code === "ConditionalCheckFailed") {
          return "duplicate";
        }
        throw error;
      }
    },
    async answeredQuoteId(idempotencyKey: string): Promise<string | undefined> {
      const stored = await context.idempotency.getStoredResponse(recordKey(idempotencyKey));
      const body = stored?.body as { quote_id?: unknown } | undefined;
      return typeof body?.quote_id === "string" ? body.quote_id : undefined;
    },
  };
}
export type QuoteRequestsRepository = ReturnType<typeof quoteRequestsRepository>;
