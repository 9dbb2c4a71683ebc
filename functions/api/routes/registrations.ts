import { cancelParticipant } from "@core/registrations/cancel-participant";
import { cancellationByLink, cancelRegistration } from "@core/registrations/cancel-registration";
import {
  bookingRequest,
  createRegistration,
  type NewRegistration,
} from "@core/registrations/create-registration";
import { registrationByLink } from "@core/registrations/registration-by-link";
import { BOOKING_ERRORS } from "@shared/messages/booking";
import { CANCELLATION_ERRORS } from "@shared/messages/cancellation";
import { PAYMENT_ERRORS } from "@shared/messages/payment";
import { REGISTRATION_ERRORS } from "@shared/messages/registration";
import { readPaymentLinkParams, registrationByLinkApiPath } from "@shared/payments/payment-link";
import { parseBookingRequest } from "@shared/schemas/booking";
import { type FieldErrors, parseRegistrationRequest } from "@shared/schemas/registration";
import { log } from "../../logger";
import {
  createRegistrationPorts,
  type RegistrationAdapters,
  registrationCancellationPorts,
  registrationLinkPorts,
} from "../../wiring/registrations";
import { type ApiEvent, HttpError, json, parseJsonBody } from "../http";
import { idempotencyKeyOf, NO_STORE } from "../route-helpers";
import { bindRoutes } from "../router";

type ParseResult<T> = { success: true; data: T } | { success: false; details: FieldErrors };

/**
 * POST /api/inscriptions: registration for an outing.
 * 201 { success: true, activity_title, total_price (CHF, number), inscription_id, short_reference
 * (« JV-7K3M-Q9 », read over the phone), deadline (ISO instant: unpaid by then, it is cancelled) };
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
 * heure_rdv, participants, amount (centimes), customer_name, email, status, short_reference and
 * deadline when the registration has them }. A missing, forged or
 * expired jeton and an unknown registration get the same 403 with a French message and no data.
 *
 * GET /confirmation-inscription?inscription=…&jeton=…: the same answer, as the page's HTML
 * (functions/api/visitor-page.ts).
 */
function takingHandlers(adapters: RegistrationAdapters) {
  const ports = createRegistrationPorts(adapters);

  /**
   * The one way a registration is taken, from either form: the Idempotency-Key, the form's own
   * validation (400 with French messages per field, nothing stored), then createRegistration.
   */
  function postWith(
    parse: (body: unknown) => ParseResult<NewRegistration>,
    invalidMessage: string,
  ) {
    return async (event: ApiEvent) => {
      const rawKey = idempotencyKeyOf(event, REGISTRATION_ERRORS.idempotencyKeyInvalid);
      const parsed = parse(parseJsonBody(event));
      if (!parsed.success) throw new HttpError(400, invalidMessage, parsed.details);
      const registration = parsed.data;
      const response = await createRegistration(registration, rawKey, ports);
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

  const linkPorts = registrationLinkPorts(adapters);

  async function getRegistrationByLink(event: ApiEvent) {
    const registrationId = event.pathParameters?.inscription_id ?? "";
    const jeton = event.queryStringParameters?.jeton ?? "";
    const result = await registrationByLink(registrationId, jeton, linkPorts);
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

  /**
   * GET /confirmation-inscription?inscription=…&jeton=…: the page of that link, rendered with the
   * very answer of GET /api/inscriptions/{id}?jeton=… (the summary, or the refusal); without both
   * parameters, the page's frame as built.
   */
  async function getPaymentPage(event: ApiEvent) {
    // Loaded on the first page asked for: the other routes' cold start does without it.
    const { framePage, visitorPage } = await import("../visitor-page");
    const query = event.rawQueryString ?? "";
    const link = readPaymentLinkParams(new URLSearchParams(query));
    if (!link) return framePage();
    const answer = await getRegistrationByLink({
      ...event,
      pathParameters: { inscription_id: link.registrationId },
      queryStringParameters: { jeton: link.jeton },
    });
    return visitorPage(`${event.rawPath}?${query}`, {
      path: registrationByLinkApiPath(link),
      status: answer.statusCode ?? 200,
      body: JSON.parse(answer.body ?? "null"),
    });
  }

  return {
    register: postRegistration,
    book: postBooking,
    showByPaymentLink: getRegistrationByLink,
    showPaymentPage: getPaymentPage,
  };
}

const refused = () =>
  json(403, { success: false, error: CANCELLATION_ERRORS.linkInvalid }, NO_STORE);

/**
 * GET /api/inscriptions/{inscription_id}/annulation?jeton=…: what the page « Annuler mon
 * inscription » shows: 200 { success, inscription_id, activity_title, activity_date, heure_rdv,
 * participants, amount (centimes), status, terms ("free" | "late" | "past"), free_until,
 * cancellation_requested, refund, personnes (when participants are named: [{ position, prenom,
 * nom, annule }]) }.
 *
 * POST /api/inscriptions/{inscription_id}/annulation { jeton, participant? }: the visitor
 * confirms, for the whole registration or, with `participant` (a position ≥ 1 of `personnes`),
 * for that participant alone (400 with a French message for the registrant's position 0 or a
 * position the registration does not name; the answer then carries `participant`). 200 with
 * outcome "cancelled" (more than 72 h before the meeting: places released, refund asked) or
 * "requested" (within 72 h: passed to the provider), and the same fields; 409 when the
 * registration can no longer be cancelled (expired, or the activity started). Repeating it changes
 * nothing more.
 *
 * Both: a missing, forged (a payment jeton included) or expired jeton and an unknown registration
 * get the same 403 with a French message and no data.
 */
function cancellationHandlers(adapters: RegistrationAdapters) {
  const ports = registrationCancellationPorts(adapters);

  async function getCancellation(event: ApiEvent) {
    const registrationId = event.pathParameters?.inscription_id ?? "";
    const jeton = event.queryStringParameters?.jeton ?? "";
    const access = await cancellationByLink(registrationId, jeton, ports);
    if (!access.found) {
      // The id is the visitor's text when the jeton is forged: logged only once it is signed.
      log.info("cancellation_link_refused", {
        reason: access.reason,
        ...(access.reason === "invalid" ? {} : { registrationId }),
      });
      return refused();
    }
    return json(200, { success: true, ...access.view }, NO_STORE);
  }

  async function postCancellation(event: ApiEvent) {
    const registrationId = event.pathParameters?.inscription_id ?? "";
    const body = parseJsonBody(event) as { jeton?: unknown } | null;
    if (typeof body !== "object" || body === null || Array.isArray(body)) {
      throw new HttpError(400, CANCELLATION_ERRORS.invalid);
    }
    if (typeof body.jeton !== "string" || body.jeton.trim() === "") {
      throw new HttpError(400, CANCELLATION_ERRORS.invalid, {
        jeton: CANCELLATION_ERRORS.jetonRequired,
      });
    }
    const unknown = Object.keys(body).filter((key) => key !== "jeton" && key !== "participant");
    if (unknown.length > 0) {
      throw new HttpError(
        400,
        CANCELLATION_ERRORS.invalid,
        Object.fromEntries(unknown.map((key) => [key, CANCELLATION_ERRORS.invalid])),
      );
    }
    const participant = (body as { participant?: unknown }).participant;
    if (
      participant !== undefined &&
      (!Number.isInteger(participant) || (participant as number) < 0)
    ) {
      throw new HttpError(400, CANCELLATION_ERRORS.invalid, {
        participant: CANCELLATION_ERRORS.participantUnknown,
      });
    }
    const result =
      participant === undefined
        ? await cancelRegistration(registrationId, body.jeton.trim(), ports)
        : await cancelParticipant(registrationId, body.jeton.trim(), participant as number, ports);
    const concerned = participant === undefined ? {} : { participant: participant as number };
    switch (result.kind) {
      case "registrant":
        throw new HttpError(400, CANCELLATION_ERRORS.invalid, {
          participant: CANCELLATION_ERRORS.participantIsRegistrant,
        });
      case "unknown_participant":
        throw new HttpError(400, CANCELLATION_ERRORS.invalid, {
          participant: CANCELLATION_ERRORS.participantUnknown,
        });
      case "refused":
        log.info("cancellation_link_refused", {
          reason: result.reason,
          ...(result.reason === "invalid" ? {} : { registrationId }),
        });
        return refused();
      case "not_cancellable":
        return json(409, { success: false, error: CANCELLATION_ERRORS.notCancellable }, NO_STORE);
      case "requested":
        log.info("cancellation_requested", { registrationId, ...concerned });
        return json(
          200,
          { success: true, outcome: "requested", ...result.view, ...concerned },
          NO_STORE,
        );
      case "cancelled":
        log.info("registration_cancelled", {
          registrationId,
          ...concerned,
          refund: result.refund.mode,
          refundDone: result.refund.done,
        });
        return json(
          200,
          {
            success: true,
            outcome: "cancelled",
            ...result.view,
            ...concerned,
            ...("share" in result ? { part_amount: result.share } : {}),
            refund: result.refund.mode,
            refund_done: result.refund.done,
          },
          NO_STORE,
        );
    }
  }

  return { showCancellation: getCancellation, cancel: postCancellation };
}

/** Every route of registrations: taking one, reading it through a payment link, cancelling it. */
export function registrationRoutes(adapters: RegistrationAdapters) {
  return bindRoutes("registrations", {
    ...takingHandlers(adapters),
    ...cancellationHandlers(adapters),
  });
}
