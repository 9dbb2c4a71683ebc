import type { Registration } from "../../../../shared/schemas/registration";
import {
  callFailure,
  interpretRegistrationResponse,
  type RegistrationFailure,
  type RegistrationSuccess,
} from "./registration-messages";

/** Thrown when the API answers outside its contract (spec: "unexpected exception"). */
export class UnexpectedRegistrationAnswer extends Error {}

/**
 * POST /api/inscriptions. The Idempotency-Key makes a retry of the same attempt return the first
 * answer instead of booking twice. Resolves to a success or a failure the visitor can read;
 * rejects only on an answer that breaks the contract.
 */
export async function postRegistration(
  payload: Registration,
  idempotencyKey: string,
  fetchImpl: typeof fetch = fetch,
): Promise<RegistrationSuccess | RegistrationFailure> {
  let response: Response;
  try {
    response = await fetchImpl("/api/inscriptions", {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Accept: "application/json",
        "Idempotency-Key": idempotencyKey,
      },
      body: JSON.stringify(payload),
    });
  } catch {
    return callFailure();
  }
  const body: unknown = await response.json().catch(() => null);
  const outcome = interpretRegistrationResponse(response.status, body);
  if (outcome.kind === "unexpected") {
    throw new UnexpectedRegistrationAnswer(`Unexpected answer, status ${response.status}`);
  }
  return outcome;
}
