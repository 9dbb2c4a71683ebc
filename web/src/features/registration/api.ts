import { type PaymentLinkParams, registrationByLinkApiPath } from "@shared/payments/payment-link";
import { BIKE_SIZES } from "@shared/schemas/bikes";
import type { Booking } from "@shared/schemas/booking";
import type { BikeAvailability } from "@shared/schemas/fleet";
import type { Registration } from "@shared/schemas/registration";
import {
  type RegistrationSummary,
  registrationSummarySchema,
} from "@shared/schemas/registration-summary";
import { ApiError, getJson, postJson } from "../../lib/api-client";
import {
  callFailure,
  type RegistrationFailure,
  type RegistrationOutcome,
  type RegistrationSuccess,
  readRegistrationAnswer,
  readRegistrationRefusal,
} from "./registration-messages";

/** Thrown when the API answers outside its contract (spec: "unexpected exception"). */
export class UnexpectedRegistrationAnswer extends Error {}

/**
 * POST /api/inscriptions. The Idempotency-Key makes a retry of the same attempt return the first
 * answer instead of booking twice. Resolves to a success or a failure the visitor can read;
 * rejects only on an answer that breaks the contract.
 */
export function postRegistration(
  payload: Registration,
  idempotencyKey: string,
): Promise<RegistrationSuccess | RegistrationFailure> {
  return sendRegistration("/api/inscriptions", payload, idempotencyKey);
}

/**
 * POST /api/reservations: a booking of /reservation-vtt, stored as a registration and answered
 * the same way (same key rule, same success and refusals).
 */
export function postBooking(
  payload: Booking,
  idempotencyKey: string,
): Promise<RegistrationSuccess | RegistrationFailure> {
  return sendRegistration("/api/reservations", payload, idempotencyKey);
}

async function sendRegistration(
  path: string,
  payload: Registration | Booking,
  idempotencyKey: string,
): Promise<RegistrationSuccess | RegistrationFailure> {
  let outcome: RegistrationOutcome;
  try {
    outcome = readRegistrationAnswer(await postJson(path, payload, { idempotencyKey }));
  } catch (error) {
    // No answer at all (offline, DNS): the call failed, and a retry keeps the key.
    if (!(error instanceof ApiError)) return callFailure();
    outcome = readRegistrationRefusal(error);
  }
  if (outcome.kind === "unexpected") {
    throw new UnexpectedRegistrationAnswer(`Unexpected answer to POST ${path}`);
  }
  return outcome;
}

export type RegistrationByLinkResult =
  | { kind: "found"; summary: RegistrationSummary }
  /** The link is not (or no longer) valid: the server says so (403) and shows nothing. */
  | { kind: "refused" };

/**
 * GET /api/inscriptions/{id}?jeton=… : the registration a payment link names. Rejects when no
 * answer came, on another error status, or on an answer outside the contract (the page then
 * offers to try again).
 */
export async function fetchRegistrationByLink(
  link: PaymentLinkParams,
  signal?: AbortSignal,
): Promise<RegistrationByLinkResult> {
  let body: unknown;
  try {
    body = await getJson(registrationByLinkApiPath(link), { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return readRegistrationByLink(403, null);
    throw error;
  }
  return readRegistrationByLink(200, body);
}

/**
 * Reads an answer to that GET, fetched or given with the page (lib/server-answer.tsx): 403 is the
 * refusal; a 200 must hold the summary. Throws on anything else.
 */
export function readRegistrationByLink(status: number, body: unknown): RegistrationByLinkResult {
  if (status === 403) return { kind: "refused" };
  const summary = status === 200 ? registrationSummarySchema.safeParse(body) : undefined;
  if (!summary?.success) {
    throw new UnexpectedRegistrationAnswer("Unexpected answer to GET /api/inscriptions/{id}");
  }
  return { kind: "found", summary: summary.data };
}

/** The fleet's numbers read as numbers, or null: the dialog then lets the server decide. */
function readBikeAvailability(body: unknown): BikeAvailability | null {
  if (typeof body !== "object" || body === null) return null;
  const { supplement_centimes, libres } = body as Record<string, unknown>;
  if (!Number.isInteger(supplement_centimes) || typeof libres !== "object" || libres === null) {
    return null;
  }
  const counts = libres as Record<string, unknown>;
  if (!BIKE_SIZES.every((size) => Number.isInteger(counts[size]))) return null;
  return body as BikeAvailability;
}

/**
 * GET /api/activities/{id}/velos: the rental bikes still free on the outing's day and the
 * supplement per bike. Null when it cannot be read (no answer, an error): nothing is refused then.
 */
export async function fetchBikeAvailability(
  activityId: string,
  signal?: AbortSignal,
): Promise<BikeAvailability | null> {
  try {
    const body = await getJson(`/api/activities/${encodeURIComponent(activityId)}/velos`, {
      signal,
    });
    return readBikeAvailability(body);
  } catch {
    return null;
  }
}
