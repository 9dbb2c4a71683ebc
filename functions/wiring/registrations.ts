import { randomUUID } from "node:crypto";
import { idempotencyRecordKey } from "@adapters/idempotency";
import { REGISTRATIONS_IDEMPOTENCY_SCOPE } from "@adapters/registrations-repository";
import type { CancellationPorts } from "@core/registrations/cancel-registration";
import type {
  CreateRegistrationPorts,
  RegistrationResponse,
} from "@core/registrations/create-registration";
import type { Adapters } from "./adapters";
import { refundThroughProvider } from "./refunds";

/** The adapters the registration routes use (taking, payment link, cancellation). */
export type RegistrationAdapters = Pick<
  Adapters,
  | "activities"
  | "fleet"
  | "registrations"
  | "idempotency"
  | "commitRegistration"
  | "outbox"
  | "payments"
  | "paymentLinks"
  | "clock"
  | "releaseRegistration"
  | "requestCancellation"
  | "releaseParticipant"
  | "requestParticipantCancellation"
  | "shortReference"
>;

/** Taking a registration (POST /api/inscriptions, POST /api/reservations). */
export function createRegistrationPorts(adapters: RegistrationAdapters): CreateRegistrationPorts {
  return {
    getActivity: adapters.activities.get,
    getStoredResponse: async (key) =>
      (await adapters.idempotency.getStoredResponse(
        idempotencyRecordKey(REGISTRATIONS_IDEMPOTENCY_SCOPE, key),
      )) as RegistrationResponse | undefined,
    readFleetDay: adapters.fleet.snapshot,
    commit: adapters.commitRegistration,
    publishAndClear: adapters.outbox.publishAndClear,
    newId: randomUUID,
    newShortReference: adapters.shortReference,
    now: adapters.clock.now,
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  };
}

/** A registration read through its payment link. */
export function registrationLinkPorts(adapters: RegistrationAdapters) {
  return {
    paymentLinks: adapters.paymentLinks,
    getRegistration: adapters.registrations.get,
    getActivity: adapters.activities.get,
    clock: adapters.clock,
  };
}

/**
 * The visitor's « Annuler mon inscription » (or one participant's alone): places and bikes
 * released and the refund asked at once.
 */
export function registrationCancellationPorts(adapters: RegistrationAdapters): CancellationPorts {
  const { payments } = adapters;
  return {
    links: adapters.paymentLinks,
    getRegistration: adapters.registrations.get,
    getActivity: adapters.activities.get,
    getPayment: payments.store.getPayment,
    release: adapters.releaseRegistration,
    requestCancellation: adapters.requestCancellation,
    releaseParticipant: adapters.releaseParticipant,
    requestParticipantCancellation: adapters.requestParticipantCancellation,
    refund: refundThroughProvider(adapters),
    publishAndClear: adapters.outbox.publishAndClear,
    clock: payments.clock,
    newId: randomUUID,
  };
}
