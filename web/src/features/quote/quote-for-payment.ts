import type { QuoteRequest } from "@shared/schemas/quote";

/** Sends a quote request with an Idempotency-Key and resolves with its id. */
export type SendWithKey = (request: QuoteRequest, idempotencyKey: string) => Promise<string>;

/**
 * The quote request sent before a direct payment (« Réserver et payer », « Payer avec Twint »,
 * « Payer avec PayPal »): the same request is sent once, whichever buttons are pressed and however
 * often (one Idempotency-Key per content, so a retry after a lost answer stores nothing more); a
 * request the visitor changed meanwhile is a new one, with a new key. A failed send is tried again
 * on the next press, with the same key.
 */
export function quoteRequestForPayment(
  send: SendWithKey,
  newKey: () => string = () => crypto.randomUUID(),
) {
  let last: { content: string; key: string; id?: Promise<string> } | null = null;
  return (request: QuoteRequest): Promise<string> => {
    const content = JSON.stringify(request);
    if (last?.content !== content) last = { content, key: newKey() };
    const current = last;
    current.id ??= send(request, current.key).catch((error: unknown) => {
      current.id = undefined;
      throw error;
    });
    return current.id;
  };
}
