/**
 * PayPal-Request-Id (developer.paypal.com/api/rest/reference/idempotency; spec parameter
 * `paypal_request_id`: 1 to 108 characters, "the server stores keys for 6 hours"). A POST that
 * did its work (created or captured, even if its answer was then lost) is remembered by
 * (endpoint, request id) for the sandbox's one merchant account; a retry does no work again and gets 200 with the order as it is
 * now ("the latest status"). Assumptions [unconfirmed]: the body of a retry is not compared with
 * the first one's, the same id on another endpoint is a new request, and a refused request
 * (4xx) stores nothing, so that a capture refused as too early can be sent again with its id.
 */
export const REQUEST_ID_LIFETIME_SECONDS = 6 * 60 * 60;

interface Entry {
  /** The object the request worked on: an order (create, capture) or a refund. */
  orderId: string;
  storedAtMs: number;
}

export class RequestIdStore {
  private readonly entries = new Map<string, Entry>();

  /** The order a previous request with this id worked on, if it is still remembered. */
  lookup(endpoint: string, requestId: string, nowMs: number): string | undefined {
    this.prune(nowMs);
    return this.entries.get(this.key(endpoint, requestId))?.orderId;
  }

  save(endpoint: string, requestId: string, orderId: string, nowMs: number): void {
    this.entries.set(this.key(endpoint, requestId), { orderId, storedAtMs: nowMs });
  }

  reset(): void {
    this.entries.clear();
  }

  private key(endpoint: string, requestId: string): string {
    return `${endpoint}\n${requestId}`;
  }

  private prune(nowMs: number): void {
    for (const [key, entry] of this.entries) {
      if (nowMs - entry.storedAtMs >= REQUEST_ID_LIFETIME_SECONDS * 1000) this.entries.delete(key);
    }
  }
}
