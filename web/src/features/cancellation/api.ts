import type { PaymentLinkParams } from "@shared/payments/payment-link";
import { cancellationApiPath } from "@shared/registrations/cancellation-link";
import {
  type CancellationOutcome,
  type CancellationView,
  cancellationOutcomeSchema,
  cancellationViewSchema,
} from "@shared/schemas/cancellation";
import { ApiError, getJson, postJson } from "../../lib/api-client";

/** Thrown when the API answers outside its contract: the page offers to try again. */
export class UnexpectedCancellationAnswer extends Error {}

export type CancellationLoad =
  | { kind: "found"; view: CancellationView }
  /** The link is not (or no longer) valid: the server's French message, and no data. */
  | { kind: "refused"; message?: string };

/** GET /api/inscriptions/{id}/annulation?jeton=…: what the page shows. */
export async function fetchCancellation(
  link: PaymentLinkParams,
  signal?: AbortSignal,
): Promise<CancellationLoad> {
  let body: unknown;
  try {
    body = await getJson(
      `${cancellationApiPath(link)}?${new URLSearchParams({ jeton: link.jeton })}`,
      {
        signal,
      },
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) {
      return { kind: "refused", message: error.refusal.message };
    }
    throw error;
  }
  const view = cancellationViewSchema.safeParse(body);
  if (!view.success) throw new UnexpectedCancellationAnswer("GET annulation");
  return { kind: "found", view: view.data };
}

export type CancellationAnswer =
  | { kind: "done"; outcome: CancellationOutcome }
  /** 403 (link no longer valid) or 409 (no longer cancellable): the server's French message. */
  | { kind: "refused"; message?: string };

/**
 * POST /api/inscriptions/{id}/annulation { jeton, participant? }: the whole registration, or one
 * participant alone (her position); safe to repeat (the server cancels once).
 */
export async function postCancellation(
  link: PaymentLinkParams,
  participant?: number,
): Promise<CancellationAnswer> {
  let body: unknown;
  try {
    body = await postJson(cancellationApiPath(link), {
      jeton: link.jeton,
      ...(participant === undefined ? {} : { participant }),
    });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 403 || error.status === 409)) {
      return { kind: "refused", message: error.refusal.message };
    }
    throw error;
  }
  const outcome = cancellationOutcomeSchema.safeParse(body);
  if (!outcome.success) throw new UnexpectedCancellationAnswer("POST annulation");
  return { kind: "done", outcome: outcome.data };
}
