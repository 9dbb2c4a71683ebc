/**
 * Stripe's Idempotency-Key (docs.stripe.com/api/idempotent_requests): the first result for a key
 * is stored (per API key) and replayed for a retry with the same parameters, with the header
 * `Idempotent-Replayed: true`; the same key with other parameters or on another endpoint is an
 * idempotency_error. Keys may be pruned once 24 hours old. A request refused for its parameters
 * stores nothing ("if incoming parameters failed validation … no idempotent result is saved").
 */
import { isDeepStrictEqual } from "node:util";
import {
  idempotencyEndpointMismatch,
  idempotencyParamsMismatch,
  type StripeApiError,
} from "./errors";
import type { FormObject } from "./form-encoding";

export interface StoredResponse {
  status: number;
  body: string;
  /** The first request's id: replays name it in `Original-Request`. */
  requestId: string;
}

interface Entry {
  endpoint: string;
  params: FormObject;
  response: StoredResponse;
  storedAt: number;
}

const KEY_LIFETIME_SECONDS = 24 * 60 * 60;

export type IdempotencyLookup =
  | { kind: "new" }
  | { kind: "replay"; response: StoredResponse }
  | { kind: "mismatch"; error: StripeApiError };

export class IdempotencyStore {
  private readonly entries = new Map<string, Entry>();

  lookup(
    apiKey: string,
    key: string,
    endpoint: string,
    params: FormObject,
    nowSeconds: number,
  ): IdempotencyLookup {
    this.prune(nowSeconds);
    const entry = this.entries.get(`${apiKey}\n${key}`);
    if (!entry) return { kind: "new" };
    if (entry.endpoint !== endpoint) {
      return {
        kind: "mismatch",
        error: idempotencyEndpointMismatch(key, entry.endpoint, endpoint),
      };
    }
    if (!isDeepStrictEqual(entry.params, params)) {
      return { kind: "mismatch", error: idempotencyParamsMismatch(key) };
    }
    return { kind: "replay", response: entry.response };
  }

  save(
    apiKey: string,
    key: string,
    endpoint: string,
    params: FormObject,
    response: StoredResponse,
    nowSeconds: number,
  ): void {
    this.entries.set(`${apiKey}\n${key}`, { endpoint, params, response, storedAt: nowSeconds });
  }

  reset(): void {
    this.entries.clear();
  }

  private prune(nowSeconds: number): void {
    for (const [key, entry] of this.entries) {
      if (nowSeconds - entry.storedAt >= KEY_LIFETIME_SECONDS) this.entries.delete(key);
    }
  }
}
