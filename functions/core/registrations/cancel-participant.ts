import { buildEvent } from "@shared/events/envelope";
import {
  inscriptionParticipantCancellationRequested,
  inscriptionParticipantCancelled,
} from "@shared/events/inscription-participant-cancelled";
import { type ParticipantEntry, rentalSizeOf } from "@shared/registrations/people";
import { participantShare, storedPricePerPerson } from "@shared/registrations/pricing";
import type { BikeSize } from "@shared/schemas/bikes";
import type { CancellationView } from "@shared/schemas/cancellation";
import { participantRefundPart, type RefundOutcome } from "../payments/refund-payment";
import {
  CANCELLABLE_STATUSES,
  type CancellationPorts,
  type CancellationRegistration,
  type CancellationResult,
  cancellationByLink,
} from "./cancel-registration";

export type ParticipantCancellationResult =
  | Exclude<CancellationResult, { kind: "cancelled" }>
  /** `share`: her share of the amount, refunded when paid, no longer owed otherwise. */
  | { kind: "cancelled"; view: CancellationView; refund: RefundOutcome; share: number }
  /** Position 0: the person registering cancels the whole registration, never alone. */
  | { kind: "registrant" }
  /** No participant at that position (or a registration that named none). */
  | { kind: "unknown_participant" };

/** Her line, her bike (when the registration holds one of her size) and her share. */
function shareOf(registration: CancellationRegistration, participant: ParticipantEntry) {
  const stored = registration as CancellationRegistration & {
    velos_location?: Partial<Record<BikeSize, number>>;
    supplement_velo_centimes?: number;
  };
  const size = rentalSizeOf(participant);
  const bikeSize = size && (stored.velos_location?.[size] ?? 0) > 0 ? size : undefined;
  const share = participantShare({
    pricePerPersonCentimes: storedPricePerPerson(stored),
    rents: Boolean(bikeSize),
    supplementCentimes: stored.supplement_velo_centimes ?? 0,
  });
  return { bikeSize, share };
}

/** The view once she is cancelled: one person and her share fewer, her line marked. */
function afterCancel(view: CancellationView, position: number, share: number): CancellationView {
  return {
    ...view,
    participants: view.participants - 1,
    amount: view.amount - share,
    ...(view.personnes
      ? {
          personnes: view.personnes.map((p) =>
            p.position === position ? { ...p, annule: true } : p,
          ),
        }
      : {}),
  };
}

const refundOf = (
  registration: CancellationRegistration,
  position: number,
  share: number,
  ports: Pick<CancellationPorts, "refund">,
): Promise<RefundOutcome> =>
  registration.paid_payment_id
    ? ports.refund(registration.paid_payment_id, {
        key: participantRefundPart(position),
        amountCentimes: share,
      })
    : Promise.resolve({ mode: "none", done: true });

/**
 * The visitor cancels one participant alone (« Annuler seulement la participation de … »), the
 * same terms as the whole. Safe to repeat: a retry never releases, refunds or notifies twice.
 * 1. The cancellation jeton is checked (cancellationByLink); position 0 (the person registering)
 *    and a position the registration does not name are refused.
 * 2. Already cancelled alone: her refund is finished if a failed call left it pending; same answer.
 * 3. More than 72 h before the meeting: her `annule_le`, one person and her share fewer (the price
 *    per person the registration was priced with, plus the rental supplement if she holds a bike),
 *    her bike off `velos_location`, her place and bike back and InscriptionParticipantCancelled,
 *    in one transaction (participantRelease); a paid registration then gets exactly her share
 *    back (refundPayment with her part), and the event is published.
 * 4. Within 72 h: the request is recorded once on her line with its event; nothing else changes
 *    and the provider decides. Past, or a registration no longer cancellable: nothing changes.
 */
export async function cancelParticipant(
  registrationId: string,
  jeton: string,
  position: number,
  ports: CancellationPorts,
): Promise<ParticipantCancellationResult> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const access = await cancellationByLink(registrationId, jeton, ports);
    if (!access.found) return { kind: "refused", reason: access.reason };
    const { registration, activity, view } = access;
    if (position === 0) return { kind: "registrant" };
    const participant =
      registration.kind === "booking" ? undefined : registration.participants?.[position - 1];
    if (!participant) return { kind: "unknown_participant" };
    const { bikeSize, share } = shareOf(registration, participant);

    if (participant.annule_le) {
      const refund = await refundOf(registration, position, share, ports);
      return { kind: "cancelled", view, refund, share };
    }
    const status = registration.status;
    if (!(CANCELLABLE_STATUSES as readonly string[]).includes(status) || view.terms === "past") {
      return { kind: "not_cancellable", view };
    }
    const cancellable = status as (typeof CANCELLABLE_STATUSES)[number];
    const at = ports.clock.now();
    const facts = {
      inscription_id: registration.id,
      activity_id: registration.activity_id,
      activity_title: registration.activity_title,
      activity_date: activity.date,
      position,
      share_centimes: share,
    };

    if (view.terms === "late") {
      const event = buildEvent(
        inscriptionParticipantCancellationRequested,
        {
          ...facts,
          participants: registration.nombre_participants,
          amount_centimes: registration.total_centimes,
          status: cancellable,
        },
        ports.newId(),
        at,
      );
      const outcome = await ports.requestParticipantCancellation({
        registrationId: registration.id,
        position,
        from: [status],
        at,
        event,
      });
      if (outcome === "recorded") await ports.publishAndClear([event]);
      else if (!participant.annulation_demandee_le) continue; // moved meanwhile: read again
      return { kind: "requested", view };
    }

    const places = activity.places_disponibles;
    const event = buildEvent(
      inscriptionParticipantCancelled,
      {
        ...facts,
        previous_status: cancellable,
        participants: registration.nombre_participants - 1,
        amount_centimes: registration.total_centimes - share,
        refund: view.refund,
        bikes_released: bikeSize ? 1 : 0,
        places_disponibles: places === null ? null : places + 1,
      },
      ports.newId(),
      at,
    );
    const released = await ports.releaseParticipant({
      registration,
      position,
      from: [status],
      shareCentimes: share,
      ...(bikeSize ? { bikeSize } : {}),
      at,
      activityLimited: places !== null,
      event,
    });
    // Paid, cancelled or she was cancelled meanwhile: read again and decide afresh.
    if (released === "already_changed") continue;
    const refund = await refundOf(registration, position, share, ports);
    // Published after the refund, so the notifier mostly reads its outcome.
    await ports.publishAndClear([event]);
    return { kind: "cancelled", view: afterCancel(view, position, share), refund, share };
  }
  throw new Error(`Inscription ${registrationId} : annulation d'un participant impossible`);
}
