import type { EventEnvelope } from "@shared/events/envelope";
import { canTransition, type FinalPaymentStatus } from "@shared/payments/payment-status";
import { heldBikes } from "@shared/registrations/people";
import { type BikeCounts, bikeTotal, sizesIn } from "@shared/schemas/bikes";
import type { Clock } from "../clock";
import { freeBikes } from "../fleet/fleet-state";
import type { BikesTaken } from "../registrations/create-registration";
import { loadPayable, payableOf } from "./payable";
import type { Payment, RegistrationForPayment } from "./payment";
import { transitionEvent } from "./payment-events";
import type {
  ActivityPlacesReader,
  PayableReader,
  PaymentRecords,
  PaymentTransitions,
  SettleInput,
} from "./ports/payment-store";
import type { ProviderEventLog } from "./ports/provider-events";

/** What settling a payment reads and writes. */
export type SettleStore = Pick<PaymentRecords, "getPayment"> &
  Pick<PaymentTransitions, "settle"> &
  Pick<ProviderEventLog, "recordProviderEvent"> &
  PayableReader &
  ActivityPlacesReader;

/** Settling once per provider event (a webhook, a bank credit): the event log is read first. */
export type SettleOnceStore = SettleStore & Pick<ProviderEventLog, "isProviderEventRecorded">;

/** `S`: the store of a use case that reads or writes more than the settle does. */
export interface SettlePorts<S extends SettleStore = SettleStore> {
  store: S;
  clock: Clock;
  newId(): string;
  /** Publishes events already in the outbox (never throws: the sweeper catches up). */
  publishAndClear(events: EventEnvelope[]): Promise<unknown>;
}

export type SettleResult =
  | { kind: "unknown_payment" }
  /** The payment was already final: nothing changed (one way only). */
  | { kind: "unchanged"; payment: Payment }
  | { kind: "applied"; payment: Payment; refundDue: boolean };

const MAX_ATTEMPTS = 4;

/**
 * Moves a pending payment to a final state, once.
 * 1. Reads the payment; a final one stays as it is (the provider event, if any, is recorded).
 * 2. Completed: reads what it pays (registration or quote request). Still waiting for payment: the
 *    same transaction turns it `paid`. A registration expired unpaid (the money came after the
 *    deadline): while its activity still has the places, the same transaction turns it `paid`
 *    again and takes them back; once they are gone, the payment is kept with `refund_due`.
 *    Otherwise (already paid by another payment, or cancelled): the payment is kept with
 *    `refund_due`, and the provider is told.
 * 3. One conditional transaction writes the transition, the target, the event's outbox item
 *    and the provider event id; if another writer got there first, the next turn re-reads.
 * 4. The event is published (or left in the outbox for the sweeper).
 */
export async function settlePayment(
  paymentId: string,
  to: FinalPaymentStatus,
  ports: SettlePorts,
  options: { providerEventKey?: string; failureReason?: string; providerPaymentRef?: string } = {},
): Promise<SettleResult> {
  const { store, clock } = ports;
  let placesTaken = false;
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const payment = await store.getPayment(paymentId);
    if (!payment) return { kind: "unknown_payment" };
    const at = clock.now();
    if (!canTransition(payment.status, to)) {
      if (options.providerEventKey) await store.recordProviderEvent(options.providerEventKey, at);
      return { kind: "unchanged", payment };
    }

    let refundDue = false;
    let reclaimPlaces: SettleInput["reclaimPlaces"];
    if (to === "completed") {
      const ref = payableOf(payment);
      if (ref.kind === "registration") {
        const registration = await store.getRegistration(ref.id);
        const activity =
          registration?.status === "expired" && !placesTaken
            ? await store.getActivityPlaces(registration.activity_id)
            : undefined;
        // Its rental bikes too, if that day's fleet still has them (else: refunded, as for places).
        const bikes =
          registration && activity ? await bikesToReclaim(registration, store) : undefined;
        if (registration && activity && bikes !== "none_left") {
          reclaimPlaces = {
            activityLimited: activity.places_disponibles !== null,
            participants: registration.nombre_participants,
            ...(bikes ? { bikes } : {}),
          };
        }
        refundDue = registration?.status !== "pending_payment" && !reclaimPlaces;
      } else {
        refundDue = !(await loadPayable(ref, store))?.awaitingPayment;
      }
    }
    const event = transitionEvent(payment, to, refundDue, ports.newId(), at);
    const events = event ? [event] : [];
    const outcome = await store.settle({
      payment,
      to,
      at,
      payTarget: to === "completed" && !refundDue && !reclaimPlaces,
      reclaimPlaces,
      refundDue,
      events,
      providerEventKey: options.providerEventKey,
      failureReason: options.failureReason,
      providerPaymentRef: to === "completed" ? options.providerPaymentRef : undefined,
    });
    if (outcome === "applied") {
      await ports.publishAndClear(events);
      return {
        kind: "applied",
        payment: { ...payment, status: to, refund_due: refundDue, updated_at: at.toISOString() },
        refundDue,
      };
    }
    if (outcome === "duplicate_event") return { kind: "unchanged", payment };
    if (outcome === "places_taken") placesTaken = true;
    // "payment_changed" or "registration_changed": read both again and decide afresh.
  }
  throw new Error(`Paiement ${paymentId} : transition impossible après ${MAX_ATTEMPTS} essais`);
}

/**
 * The bikes an expired registration takes back when paid late: undefined when it held none,
 * "none_left" when a size it held is no longer free that day.
 */
async function bikesToReclaim(
  registration: RegistrationForPayment,
  store: Pick<ActivityPlacesReader, "getFleetDay">,
): Promise<BikesTaken | "none_left" | undefined> {
  const counts = heldBikes(registration as { velos_location?: BikeCounts });
  if (bikeTotal(counts) === 0 || !store.getFleetDay) return undefined;
  const snapshot = await store.getFleetDay(registration.activity_date);
  const free = freeBikes(snapshot);
  if (sizesIn(counts).some((size) => (counts[size] ?? 0) > free[size])) return "none_left";
  return { date: registration.activity_date, counts, snapshot };
}
