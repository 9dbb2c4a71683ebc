import { randomUUID } from "node:crypto";
import { PAYMENT_ERRORS } from "../../../shared/messages/payment";
import { REGISTRATION_ERRORS } from "../../../shared/messages/registration";
import { parseRegistrationRequest } from "../../../shared/schemas/registration";
import { idempotencyRecordKey, isValidIdempotencyKey } from "../../adapters/idempotency";
import { REGISTRATIONS_IDEMPOTENCY_SCOPE } from "../../adapters/registrations-repository";
import {
  type CreateRegistrationPorts,
  createRegistration,
  type RegistrationResponse,
} from "../../core/create-registration";
import { registrationByLink } from "../../core/payments/registration-by-link";
import { log } from "../../logger";
import type { Adapters } from "../../wiring";
import { type ApiEvent, HttpError, header, json, parseJsonBody } from "../http";
import type { Route } from "../router";

export type RegistrationRouteAdapters = Pick<
  Adapters,
  | "activities"
  | "idempotency"
  | "commitRegistration"
  | "outbox"
  | "payments"
  | "paymentLinks"
  | "clock"
>;

/** A link's answers are one visitor's data: never kept by a cache on the way. */
const NO_STORE = { "cache-control": "no-store" };

/**
 * POST /api/inscriptions: registration for an outing.
 * 201 { success: true, activity_title, total_price (CHF, number), inscription_id };
 * 400 { success: false, error, details: { field: message } } for invalid input (nothing stored);
 * 404 unknown outing; 409 past or full outing (« Cette activité est complète. » /
 * « Il ne reste que N places pour cette activité. »); 413 body over 16 KiB.
 * A retry with the same Idempotency-Key header gets the first answer back.
 *
 * GET /api/inscriptions/{inscription_id}?jeton=…: through a payment link, what the confirmation
 * page shows: 200 { success: true, inscription_id, activity_id, activity_title, activity_date,
 * heure_rdv, participants, amount (centimes), customer_name, email, status }. A missing, forged or
 * expired jeton and an unknown registration get the same 403 with a French message and no data.
 */
export function registrationRoutes(adapters: RegistrationRouteAdapters): Route[] {
  const ports: CreateRegistrationPorts = {
    getActivity: adapters.activities.get,
    getStoredResponse: async (key) =>
      (await adapters.idempotency.getStoredResponse(
        idempotencyRecordKey(REGISTRATIONS_IDEMPOTENCY_SCOPE, key),
      )) as RegistrationResponse | undefined,
    commit: adapters.commitRegistration,
    publishAndClear: adapters.outbox.publishAndClear,
    newId: randomUUID,
    now: adapters.clock.now,
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  };

  async function postRegistration(event: ApiEvent) {
    const rawKey = header(event, "idempotency-key")?.trim();
    if (rawKey !== undefined && !isValidIdempotencyKey(rawKey)) {
      throw new HttpError(400, REGISTRATION_ERRORS.idempotencyKeyInvalid);
    }
    const parsed = parseRegistrationRequest(parseJsonBody(event));
    if (!parsed.success) {
      throw new HttpError(400, REGISTRATION_ERRORS.invalid, parsed.details);
    }
    const response = await createRegistration(parsed.data, rawKey || undefined, ports);
    if (response.body.success) {
      log.info("inscription_created", {
        registrationId: response.body.inscription_id,
        activityId: parsed.data.activity_id,
        participants: parsed.data.nombre_participants,
      });
    } else {
      log.info("inscription_refused", {
        activityId: parsed.data.activity_id,
        status: response.statusCode,
      });
    }
    return json(response.statusCode, response.body);
  }

  async function getRegistrationByLink(event: ApiEvent) {
    const registrationId = event.pathParameters?.inscription_id ?? "";
    const jeton = event.queryStringParameters?.jeton ?? "";
    const result = await registrationByLink(registrationId, jeton, {
      paymentLinks: adapters.paymentLinks,
      getRegistration: adapters.payments.store.getRegistration,
      getActivity: adapters.activities.get,
      clock: adapters.clock,
    });
    if (!result.found) {
      // The id is the visitor's text when the jeton is forged: logged only once it is signed.
      log.info("payment_link_refused", {
        reason: result.reason,
        ...(result.reason === "invalid" ? {} : { registrationId: registrationId }),
      });
      return json(403, { success: false, error: PAYMENT_ERRORS.paymentLinkInvalid }, NO_STORE);
    }
    return json(200, { success: true, ...result.summary }, NO_STORE);
  }

  return [
    { method: "POST", path: "/api/inscriptions", handle: postRegistration },
    { method: "GET", path: "/api/inscriptions/{inscription_id}", handle: getRegistrationByLink },
  ];
}
