import { randomUUID } from "node:crypto";
import { CANCELLATION_ERRORS } from "../../../shared/messages/cancellation";
import {
  type CancellationPorts,
  cancellationByLink,
  cancelRegistration,
} from "../../core/cancel-registration";
import { refundPayment } from "../../core/payments/refund-payment";
import { log } from "../../logger";
import type { Adapters } from "../../wiring";
import { type ApiEvent, HttpError, json, parseJsonBody } from "../http";
import type { Route } from "../router";

export type CancellationRouteAdapters = Pick<
  Adapters,
  | "activities"
  | "registrations"
  | "payments"
  | "paymentLinks"
  | "releaseRegistration"
  | "requestCancellation"
  | "outbox"
>;

/** One visitor's data: never kept by a cache on the way. */
const NO_STORE = { "cache-control": "no-store" };

const refused = () =>
  json(403, { success: false, error: CANCELLATION_ERRORS.linkInvalid }, NO_STORE);

/**
 * GET /api/inscriptions/{inscription_id}/annulation?jeton=…: what the page « Annuler mon
 * inscription » shows: 200 { success, inscription_id, activity_title, activity_date, heure_rdv,
 * participants, amount (centimes), status, terms ("free" | "late" | "past"), free_until,
 * cancellation_requested, refund }.
 *
 * POST /api/inscriptions/{inscription_id}/annulation { jeton }: the visitor confirms. 200 with
 * outcome "cancelled" (more than 72 h before the meeting: places released, refund asked) or
 * "requested" (within 72 h: passed to the provider), and the same fields; 409 when the
 * registration can no longer be cancelled (expired, or the activity started). Repeating it changes
 * nothing more.
 *
 * Both: a missing, forged (a payment jeton included) or expired jeton and an unknown registration
 * get the same 403 with a French message and no data.
 */
export function cancellationRoutes(adapters: CancellationRouteAdapters): Route[] {
  const { payments } = adapters;
  const ports: CancellationPorts = {
    links: adapters.paymentLinks,
    getRegistration: adapters.registrations.get,
    getActivity: adapters.activities.get,
    getPayment: payments.store.getPayment,
    release: adapters.releaseRegistration,
    requestCancellation: adapters.requestCancellation,
    refund: (paymentId) =>
      refundPayment(paymentId, {
        store: payments.store,
        refunds: payments.refunds,
        clock: payments.clock,
      }),
    publishAndClear: adapters.outbox.publishAndClear,
    clock: payments.clock,
    newId: randomUUID,
  };

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
    const result = await cancelRegistration(registrationId, body.jeton.trim(), ports);
    switch (result.kind) {
      case "refused":
        log.info("cancellation_link_refused", {
          reason: result.reason,
          ...(result.reason === "invalid" ? {} : { registrationId }),
        });
        return refused();
      case "not_cancellable":
        return json(409, { success: false, error: CANCELLATION_ERRORS.notCancellable }, NO_STORE);
      case "requested":
        log.info("cancellation_requested", { registrationId });
        return json(200, { success: true, outcome: "requested", ...result.view }, NO_STORE);
      case "cancelled":
        log.info("registration_cancelled", {
          registrationId,
          refund: result.refund.mode,
          refundDone: result.refund.done,
        });
        return json(
          200,
          {
            success: true,
            outcome: "cancelled",
            ...result.view,
            refund: result.refund.mode,
            refund_done: result.refund.done,
          },
          NO_STORE,
        );
    }
  }

  const path = "/api/inscriptions/{inscription_id}/annulation";
  return [
    { method: "GET", path, handle: getCancellation },
    { method: "POST", path, handle: postCancellation },
  ];
}
