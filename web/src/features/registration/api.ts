import type { Registration } from "../../../../shared/schemas/registration";
import { ApiError, postJson } from "../../lib/api-client";
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
export async function postRegistration(
  payload: Registration,
  idempotencyKey: string,
): Promise<RegistrationSuccess | RegistrationFailure> {
  let outcome: RegistrationOutcome;
  try {
    outcome = readRegistrationAnswer(
      await postJson("/api/inscriptions", payload, { idempotencyKey }),
    );
  } catch (error) {
    // No answer at all (offline, DNS): the call failed, and a retry keeps the key.
    if (!(error instanceof ApiError)) return callFailure();
    outcome = readRegistrationRefusal(error);
  }
  if (outcome.kind === "unexpected") {
    throw new UnexpectedRegistrationAnswer("Unexpected answer to POST /api/inscriptions");
  }
  return outcome;
}
