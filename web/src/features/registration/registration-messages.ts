import { REGISTRATION_ERRORS } from "@shared/messages/registration";
import {
  type SubmitFailure,
  type SubmitSuccess,
  UNEXPECTED_MESSAGE,
} from "../../components/form/submit-result";
import type { ApiError } from "../../lib/api-client";
import {
  isRecord,
  nonEmptyString,
  readRefusal,
  type ServerRefusal,
} from "../../lib/server-refusal";

/**
 * Turns the answer of POST /api/inscriptions into what the visitor reads (spec section 8,
 * registration). Pure, so every branch is unit-tested.
 */

export const REGISTRATION_TEXTS = {
  successTitle: "Inscription réussie!",
  successDescription:
    "Votre inscription a été enregistrée avec succès. Email + SMS de confirmation envoyés !",
  errorTitle: "Erreur",
  /** The call itself failed (network down, server error without an answer we can read). */
  callFailed: "Une erreur est survenue lors de l'inscription. Veuillez réessayer.",
  /** The server answered without success and without saying why. */
  noSuccess: "Une erreur est survenue lors de l'inscription.",
  /** Anything else (a broken answer, a bug): the form is reset. */
  unexpected: UNEXPECTED_MESSAGE,
} as const;

export interface RegistrationSuccess extends SubmitSuccess {
  activityTitle: string;
  /** CHF units, as the API sends it; converted to centimes for the confirmation page. */
  totalPrice: number;
  registrationId: string;
  /** The registration's short reference (« JV-7K3M-Q9 »), when the server sent it. */
  shortReference?: string;
  /** When it is cancelled if unpaid (ISO instant), as the server computed it. */
  deadline?: string;
  /** When the payment reminder goes out if unpaid (ISO instant); absent: none will. */
  remindAt?: string;
}

/** The same failure as every form's: the message, the field messages and the key rule. */
export type RegistrationFailure = SubmitFailure;

/** An answer that fits no contract: the caller treats it as an unexpected exception. */
export interface RegistrationUnexpected {
  kind: "unexpected";
}

export type RegistrationOutcome =
  | RegistrationSuccess
  | RegistrationFailure
  | RegistrationUnexpected;

/** The message of an answer without success: the returned error, else details, else generic. */
function noSuccessMessage(body: Record<string, unknown>, refusal: ServerRefusal): string {
  const details = typeof body.details === "string" ? nonEmptyString(body.details) : undefined;
  const fieldMessages = Object.values(refusal.fieldErrors);
  return (
    refusal.message ??
    details ??
    (fieldMessages.length > 0 ? fieldMessages.join(" ; ") : undefined) ??
    REGISTRATION_TEXTS.noSuccess
  );
}

/** After a 4xx nothing was stored; only an attempt still in progress keeps its key. */
function inProgress(body: unknown): boolean {
  return isRecord(body) && body.error === REGISTRATION_ERRORS.idempotencyInProgress;
}

/**
 * A 2xx answer: success with a title, an id and a numeric total; success false gives the
 * returned error, else details, else the generic message; anything else breaks the contract.
 */
export function readRegistrationAnswer(body: unknown): RegistrationOutcome {
  if (!isRecord(body)) return { kind: "unexpected" };
  if (body.success === true) {
    const activityTitle = nonEmptyString(body.activity_title);
    const totalPrice = body.total_price;
    const registrationId = nonEmptyString(body.inscription_id);
    if (
      activityTitle &&
      registrationId &&
      typeof totalPrice === "number" &&
      Number.isFinite(totalPrice) &&
      totalPrice >= 0
    ) {
      const shortReference = nonEmptyString(body.short_reference);
      const deadline = nonEmptyString(body.deadline);
      const remindAt = nonEmptyString(body.remind_at);
      return {
        kind: "success",
        activityTitle,
        totalPrice,
        registrationId,
        ...(shortReference ? { shortReference } : {}),
        ...(deadline ? { deadline } : {}),
        ...(remindAt ? { remindAt } : {}),
      };
    }
    return { kind: "unexpected" };
  }
  if (body.success === false) {
    const refusal = readRefusal(body);
    return {
      kind: "failure",
      message: noSuccessMessage(body, refusal),
      fieldErrors: refusal.fieldErrors,
      retrySameKey: inProgress(body),
    };
  }
  return { kind: "unexpected" };
}

/**
 * A non-OK answer: what the server said when it says success false (error, else details, else
 * the generic message), its error text otherwise, else the call failed. After a 5xx, or while the
 * first attempt is still in progress, the retry keeps the same key.
 */
export function readRegistrationRefusal(error: ApiError): RegistrationFailure {
  const { status, body, refusal } = error;
  const retrySameKey = status >= 500 || inProgress(body);
  if (isRecord(body) && body.success === false) {
    return {
      kind: "failure",
      message: noSuccessMessage(body, refusal),
      fieldErrors: refusal.fieldErrors,
      retrySameKey,
    };
  }
  return {
    kind: "failure",
    message: refusal.message ?? REGISTRATION_TEXTS.callFailed,
    fieldErrors: {},
    retrySameKey,
  };
}

/** A request that never got an answer (offline, DNS, aborted): the call failed. */
export function callFailure(): RegistrationFailure {
  return {
    kind: "failure",
    message: REGISTRATION_TEXTS.callFailed,
    fieldErrors: {},
    retrySameKey: true,
  };
}

/** total_price in CHF units -> integer centimes (spec: total_price times 100, rounded). */
export function totalPriceToCentimes(totalPrice: number): number {
  return Math.round(totalPrice * 100);
}
