import { buildEvent, type EventEnvelope } from "@shared/events/envelope";
import {
  inscriptionCancellationRequested,
  inscriptionCancelled,
} from "@shared/events/inscription-cancelled";
import type { RefundMode } from "@shared/payments/refund-modes";
import { cancellationTerms, freeCancellationUntil } from "@shared/registrations/cancellation-terms";
import { peopleOf } from "@shared/registrations/people";
import type { Activity } from "@shared/schemas/activity";
import type { CancellationView } from "@shared/schemas/cancellation";
import type { Clock } from "../clock";
import type { Payment, RefundPartRequest, RegistrationForPayment } from "../payments/payment";
import { type RefundOutcome, refundModeOf } from "../payments/refund-payment";
import type { PaymentLinkCheck, PaymentLinks } from "./links";
import type {
  ReleaseParticipant,
  ReleaseRegistration,
  RequestParticipantCancellation,
} from "./release-registration";

/** The statuses a visitor may cancel from. */
export const CANCELLABLE_STATUSES = ["pending_payment", "paid"] as const;
type CancellableStatus = (typeof CANCELLABLE_STATUSES)[number];

const isCancellable = (status: string): status is CancellableStatus =>
  (CANCELLABLE_STATUSES as readonly string[]).includes(status);

export type CancellationRegistration = RegistrationForPayment & {
  cancellation_requested_at?: string;
  cancelled_at?: string;
};

export interface CancellationPorts {
  links: Pick<PaymentLinks, "check">;
  getRegistration(id: string): Promise<CancellationRegistration | undefined>;
  getActivity(id: string): Promise<Activity | undefined>;
  getPayment(id: string): Promise<Payment | undefined>;
  /** registrationRelease: status, places and event in one transaction. */
  release: ReleaseRegistration;
  /** registrationCancellationRequest: the late request and its event, once. */
  requestCancellation(request: {
    registrationId: string;
    from: readonly string[];
    at: Date;
    event: EventEnvelope;
  }): Promise<"recorded" | "already_recorded">;
  /** refundPayment, with the payment adapters: the whole (or what remains), or one part. */
  refund(paymentId: string, part?: RefundPartRequest): Promise<RefundOutcome>;
  /** participantRelease: one participant's line, place, bike, share and event, in one transaction. */
  releaseParticipant: ReleaseParticipant;
  /** participantCancellationRequest: a late request for one participant, once. */
  requestParticipantCancellation: RequestParticipantCancellation;
  /** Publishes events already in the outbox (never throws: the sweeper catches up). */
  publishAndClear(events: EventEnvelope[]): Promise<unknown>;
  clock: Clock;
  newId(): string;
}

export type CancellationAccess =
  | {
      found: true;
      registration: CancellationRegistration;
      activity: Activity;
      view: CancellationView;
    }
  /** One answer for all: the caller never learns whether the registration exists. */
  | { found: false; reason: Exclude<PaymentLinkCheck, "valid"> | "unknown" };

/**
 * What a cancellation link opens. The jeton is checked first, for the cancellation purpose (a
 * payment jeton does not do), on the injected clock; only then is anything read.
 */
export async function cancellationByLink(
  registrationId: string,
  jeton: string,
  ports: Pick<
    CancellationPorts,
    "links" | "getRegistration" | "getActivity" | "getPayment" | "clock"
  >,
): Promise<CancellationAccess> {
  const now = ports.clock.now();
  const check = await ports.links.check(registrationId, jeton, now, "cancellation");
  if (check !== "valid") return { found: false, reason: check };
  const registration = await ports.getRegistration(registrationId);
  const activity = registration && (await ports.getActivity(registration.activity_id));
  if (!registration || !activity) return { found: false, reason: "unknown" };
  const payment = registration.paid_payment_id
    ? await ports.getPayment(registration.paid_payment_id)
    : undefined;
  return {
    found: true,
    registration,
    activity,
    view: {
      inscription_id: registration.id,
      activity_title: registration.activity_title,
      activity_date: activity.date,
      heure_rdv: activity.heure_rdv,
      participants: registration.nombre_participants,
      amount: registration.total_centimes,
      status: registration.status,
      terms: cancellationTerms(activity, now),
      free_until: freeCancellationUntil(activity).toISOString(),
      cancellation_requested: Boolean(registration.cancellation_requested_at),
      refund: refundModeOf(payment),
      ...(registration.kind === "booking" ? { kind: "booking" as const } : {}),
      ...personsOf(registration),
    },
  };
}

/**
 * Everyone the registration named, cancelled ones too, for the page's list (the link holder's
 * own data); nothing for a registration that did not name its participants.
 */
function personsOf(registration: CancellationRegistration): Pick<CancellationView, "personnes"> {
  if (registration.kind === "booking" || !registration.participants) return {};
  const lines = registration.participants;
  return {
    personnes: peopleOf(registration, { withCancelled: true }).map((person) => ({
      position: person.position,
      prenom: person.prenom,
      nom: person.nom,
      annule: person.cancelled,
      ...(lines[person.position - 1]?.annulation_demandee_le ? { annulation_demandee: true } : {}),
    })),
  };
}

export type CancellationResult =
  | { kind: "refused"; reason: Exclude<PaymentLinkCheck, "valid"> | "unknown" }
  /** Expired, or the activity has started: nothing changes. */
  | { kind: "not_cancellable"; view: CancellationView }
  | { kind: "cancelled"; view: CancellationView; refund: RefundOutcome }
  | { kind: "requested"; view: CancellationView };

function facts(registration: CancellationRegistration, activity: Pick<Activity, "date">) {
  return {
    inscription_id: registration.id,
    activity_id: registration.activity_id,
    activity_title: registration.activity_title,
    activity_date: activity.date,
    participants: registration.nombre_participants,
    amount_centimes: registration.total_centimes,
  };
}

/**
 * A registration turned `cancelled`, its places given back and InscriptionCancelled written, in
 * one transaction (registrationRelease): by the visitor (« Annuler mon inscription ») or by the
 * provider (« Annuler la sortie »). The event is returned to be published once the refund is
 * asked; "status_changed" when the registration moved meanwhile (read it again, decide afresh).
 */
export async function releaseAsCancelled(
  registration: CancellationRegistration,
  activity: Pick<Activity, "date" | "places_disponibles">,
  refund: RefundMode,
  cancelledBy: "visitor" | "provider",
  at: Date,
  ports: Pick<CancellationPorts, "release" | "newId">,
): Promise<EventEnvelope | "status_changed"> {
  const places = activity.places_disponibles;
  const event = buildEvent(
    inscriptionCancelled,
    {
      ...facts(registration, activity),
      previous_status: registration.status as CancellableStatus,
      refund,
      status: "cancelled",
      places_disponibles: places === null ? null : places + registration.nombre_participants,
      // Absent when the visitor cancels, as the event has always read.
      ...(cancelledBy === "provider" ? { cancelled_by: cancelledBy } : {}),
    },
    ports.newId(),
    at,
  );
  const released = await ports.release({
    registration,
    from: [registration.status],
    to: "cancelled",
    at,
    activityLimited: places !== null,
    event,
    set: { cancelled_at: at.toISOString(), cancelled_by: cancelledBy },
  });
  return released === "status_changed" ? released : event;
}

/**
 * The visitor confirms « Annuler mon inscription ». Safe to repeat: a retry never releases,
 * refunds or notifies twice.
 * 1. The cancellation jeton is checked (cancellationByLink).
 * 2. Already cancelled: the refund is finished if a failed call left it pending; same answer.
 * 3. More than 72 h before the meeting (Europe/Zurich): the registration turns `cancelled`, its
 *    places return and InscriptionCancelled is written, in one transaction (registrationRelease);
 *    a paid registration is then refunded (refundPayment), and the event published.
 * 4. Within 72 h: the request is recorded once with InscriptionCancellationRequested; the
 *    registration stays as it is and the provider decides.
 */
export async function cancelRegistration(
  registrationId: string,
  jeton: string,
  ports: CancellationPorts,
): Promise<CancellationResult> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const access = await cancellationByLink(registrationId, jeton, ports);
    if (!access.found) return { kind: "refused", reason: access.reason };
    const { registration, activity, view } = access;
    const at = ports.clock.now();

    if (registration.status === "cancelled") {
      const refund = registration.paid_payment_id
        ? await ports.refund(registration.paid_payment_id)
        : { mode: "none" as const, done: true };
      return { kind: "cancelled", view, refund };
    }
    if (!isCancellable(registration.status) || view.terms === "past") {
      return { kind: "not_cancellable", view };
    }

    if (view.terms === "late") {
      const event = buildEvent(
        inscriptionCancellationRequested,
        { ...facts(registration, activity), status: registration.status },
        ports.newId(),
        at,
      );
      const outcome = await ports.requestCancellation({
        registrationId: registration.id,
        from: [registration.status],
        at,
        event,
      });
      if (outcome === "recorded") await ports.publishAndClear([event]);
      else if (!registration.cancellation_requested_at) continue; // the status moved: read again
      return { kind: "requested", view: { ...view, cancellation_requested: true } };
    }

    const event = await releaseAsCancelled(
      registration,
      activity,
      view.refund,
      "visitor",
      at,
      ports,
    );
    // Paid, or cancelled, meanwhile: read again and decide afresh.
    if (event === "status_changed") continue;
    const refund = registration.paid_payment_id
      ? await ports.refund(registration.paid_payment_id)
      : { mode: "none" as const, done: true };
    // Published after the refund, so the notifier mostly reads its outcome.
    await ports.publishAndClear([event]);
    return { kind: "cancelled", view: { ...view, status: "cancelled" }, refund };
  }
  throw new Error(`Inscription ${registrationId} : annulation impossible après 3 essais`);
}
