import { randomUUID } from "node:crypto";
import { BOOKING_ERRORS } from "../../../shared/messages/booking";
import { PAYMENT_ERRORS } from "../../../shared/messages/payment";
import { REGISTRATION_ERRORS } from "../../../shared/messages/registration";
import { parseBookingRequest } from "../../../shared/schemas/booking";
import { type FieldErrors, parseRegistrationRequest } from "../../../shared/schemas/registration";
import { idempotencyRecordKey, isValidIdempotencyKey } from "../../adapters/idempotency";
import { REGISTRATIONS_IDEMPOTENCY_SCOPE } from "../../adapters/registrations-repository";
import {
  bookingRequest,
  type CreateRegistrationPorts,
  createRegistration,
  type NewRegistration,
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
  | "registrations"
  | "idempotency"
  | "commitRegistration"
  | "outbox"
  | "payments"
  | "paymentLinks"
  | "clock"
>;

type ParseResult<T> = { success: true; data: T } | { success: false; details: FieldErrors };

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
 * POST /api/reservations: a booking of /reservation-vtt (the spec's booking form data, plus
 * activity_id, email and telephone), stored as a registration (`kind: "booking"`) for one person
 * at the fixed price of `vtt-electrique` (CHF 129). The same answers as POST /api/inscriptions,
 * plus 409 « Cette date n'est plus proposée à la réservation… » for an outing not open for
 * booking. The Idempotency-Key scope is the registrations' one: a booking is a registration.
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

  /**
   * The one way a registration is taken, from either form: the Idempotency-Key, the form's own
   * validation (400 with French messages per field, nothing stored), then createRegistration.
   */
  function postWith(
    parse: (body: unknown) => ParseResult<NewRegistration>,
    invalidMessage: string,
  ) {
    return async (event: ApiEvent) => {
      const rawKey = header(event, "idempotency-key")?.trim();
      if (rawKey !== undefined && !isValidIdempotencyKey(rawKey)) {
        throw new HttpError(400, REGISTRATION_ERRORS.idempotencyKeyInvalid);
      }
      const parsed = parse(parseJsonBody(event));
      if (!parsed.success) throw new HttpError(400, invalidMessage, parsed.details);
      const registration = parsed.data;
      const response = await createRegistration(registration, rawKey || undefined, ports);
      const facts = {
        activityId: registration.activity_id,
        participants: registration.nombre_participants,
        ...(registration.kind ? { kind: registration.kind } : {}),
      };
      if (response.body.success) {
        log.info("inscription_created", {
          registrationId: response.body.inscription_id,
          ...facts,
        });
      } else {
        log.info("inscription_refused", { ...facts, status: response.statusCode });
      }
      return json(response.statusCode, response.body);
    };
  }

  const postRegistration = postWith(parseRegistrationRequest, REGISTRATION_ERRORS.invalid);
  // A booking of /reservation-vtt is stored as a registration: same core, places, key, events.
  const postBooking = postWith((body) => {
    const parsed = parseBookingRequest(body);
    return parsed.success ? { success: true, data: bookingRequest(parsed.data) } : parsed;
  }, BOOKING_ERRORS.invalid);

  async function getRegistrationByLink(event: ApiEvent) {
    const registrationId = event.pathParameters?.inscription_id ?? "";
    const jeton = event.queryStringParameters?.jeton ?? "";
    const result = await registrationByLink(registrationId, jeton, {
      paymentLinks: adapters.paymentLinks,
      getRegistration: adapters.registrations.get,
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
    { method: "POST", path: "/api/reservations", handle: postBooking },
    { method: "GET", path: "/api/inscriptions/{inscription_id}", handle: getRegistrationByLink },
  ];
}
