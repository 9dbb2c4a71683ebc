import { randomUUID } from "node:crypto";
import { REGISTRATION_ERRORS } from "../../../shared/messages/registration";
import { parseRegistrationRequest } from "../../../shared/schemas/registration";
import { idempotencyRecordKey, isValidIdempotencyKey } from "../../adapters/idempotency";
import { INSCRIPTIONS_IDEMPOTENCY_SCOPE } from "../../adapters/inscriptions-repository";
import {
  type CreateInscriptionPorts,
  createInscription,
  type InscriptionResponse,
} from "../../core/create-inscription";
import { log } from "../../logger";
import type { Adapters } from "../../wiring";
import { type ApiEvent, HttpError, header, json, parseJsonBody } from "../http";
import type { Route } from "../router";

export type RegistrationRouteAdapters = Pick<
  Adapters,
  "activities" | "idempotency" | "commitRegistration" | "outbox"
>;

/**
 * POST /api/inscriptions: registration for an outing.
 * 201 { success: true, activity_title, total_price (CHF, number), inscription_id };
 * 400 { success: false, error, details: { field: message } } for invalid input (nothing stored);
 * 404 unknown outing; 409 past or full outing (« Cette activité est complète. » /
 * « Il ne reste que N places pour cette activité. »); 413 body over 16 KiB.
 * A retry with the same Idempotency-Key header gets the first answer back.
 */
export function inscriptionRoutes(adapters: RegistrationRouteAdapters): Route[] {
  const ports: CreateInscriptionPorts = {
    getActivity: adapters.activities.get,
    getStoredResponse: async (key) =>
      (await adapters.idempotency.getStoredResponse(
        idempotencyRecordKey(INSCRIPTIONS_IDEMPOTENCY_SCOPE, key),
      )) as InscriptionResponse | undefined,
    commit: adapters.commitRegistration,
    publishAndClear: adapters.outbox.publishAndClear,
    newId: randomUUID,
    now: () => new Date(),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  };

  async function postInscription(event: ApiEvent) {
    const rawKey = header(event, "idempotency-key")?.trim();
    if (rawKey !== undefined && !isValidIdempotencyKey(rawKey)) {
      throw new HttpError(400, REGISTRATION_ERRORS.idempotencyKeyInvalid);
    }
    const parsed = parseRegistrationRequest(parseJsonBody(event));
    if (!parsed.success) {
      throw new HttpError(400, REGISTRATION_ERRORS.invalid, parsed.details);
    }
    const response = await createInscription(parsed.data, rawKey || undefined, ports);
    if (response.body.success) {
      log.info("inscription_created", {
        inscriptionId: response.body.inscription_id,
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

  return [{ method: "POST", path: "/api/inscriptions", handle: postInscription }];
}
