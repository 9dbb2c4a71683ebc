import { REGISTRATION_ERRORS } from "../../../../shared/messages/registration";

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
  unexpected: "Une erreur inattendue est survenue. Veuillez réessayer.",
} as const;

export interface RegistrationSuccess {
  kind: "success";
  activityTitle: string;
  /** CHF units, as the API sends it; converted to centimes for the confirmation page. */
  totalPrice: number;
  inscriptionId: string;
}

export interface RegistrationFailure {
  kind: "failure";
  message: string;
  /** Per-field French messages of a 400, to show beside the fields. */
  fieldErrors: Record<string, string>;
  /**
   * True when the first request may still be stored or processing (no answer, 5xx, "en cours"):
   * the retry must carry the same Idempotency-Key. After a 4xx answer nothing was stored, and the
   * corrected form is a new attempt with a new key.
   */
  retrySameKey: boolean;
}

/** An answer that fits no contract: the caller treats it as an unexpected exception. */
export interface RegistrationUnexpected {
  kind: "unexpected";
}

export type RegistrationOutcome =
  | RegistrationSuccess
  | RegistrationFailure
  | RegistrationUnexpected;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
}

/** details {field: message} as strings only. */
function stringDetails(details: unknown): Record<string, string> {
  if (!isRecord(details)) return {};
  const out: Record<string, string> = {};
  for (const [field, message] of Object.entries(details)) {
    if (typeof message === "string" && message.trim() !== "") out[field] = message;
  }
  return out;
}

/** details as one sentence list, for the toast when the server gave no error text. */
function detailsText(details: unknown): string | undefined {
  if (typeof details === "string") return nonEmptyString(details);
  const messages = Object.values(stringDetails(details));
  return messages.length > 0 ? messages.join(" ; ") : undefined;
}

/**
 * Maps an HTTP status and its parsed JSON body (null when the body was not JSON).
 * - success: 2xx with success true, a title and a numeric total;
 * - response without success: the returned error, else details, else the generic message;
 * - an error status without a readable answer: the call failed;
 * - a 2xx that breaks the contract: unexpected.
 */
export function interpretRegistrationResponse(status: number, body: unknown): RegistrationOutcome {
  const ok = status >= 200 && status < 300;
  if (isRecord(body) && body.success === true && ok) {
    const activityTitle = nonEmptyString(body.activity_title);
    const totalPrice = body.total_price;
    const inscriptionId = nonEmptyString(body.inscription_id);
    if (
      activityTitle &&
      inscriptionId &&
      typeof totalPrice === "number" &&
      Number.isFinite(totalPrice) &&
      totalPrice >= 0
    ) {
      return { kind: "success", activityTitle, totalPrice, inscriptionId };
    }
    return { kind: "unexpected" };
  }
  const retrySameKey =
    status >= 500 || (isRecord(body) && body.error === REGISTRATION_ERRORS.idempotencyInProgress);
  if (isRecord(body) && body.success === false) {
    return {
      kind: "failure",
      message:
        nonEmptyString(body.error) ?? detailsText(body.details) ?? REGISTRATION_TEXTS.noSuccess,
      fieldErrors: stringDetails(body.details),
      retrySameKey,
    };
  }
  if (!ok) {
    const message = isRecord(body) ? nonEmptyString(body.error) : undefined;
    return {
      kind: "failure",
      message: message ?? REGISTRATION_TEXTS.callFailed,
      fieldErrors: {},
      retrySameKey,
    };
  }
  return { kind: "unexpected" };
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
