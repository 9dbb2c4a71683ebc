import type { EventEnvelope } from "@shared/events/envelope";
import type { CancellationProgress } from "@shared/schemas/team-cancellation";
import { log } from "../../logger";
import type { Clock } from "../clock";
import type { Payment } from "../payments/payment";
import { type RefundOutcome, refundModeOf } from "../payments/refund-payment";
import { releaseAsCancelled } from "../registrations/cancel-registration";
import type { ReleaseRegistration } from "../registrations/release-registration";
import {
  type CancellationLine,
  type CancellationRegistration,
  cancellationLine,
  cancellationProgress,
  isOpen,
} from "./cancellation-counts";
import type { StoredActivity } from "./stored-activity";

export interface CancellationJobPorts {
  getActivity(id: string): Promise<StoredActivity | undefined>;
  listRegistrations(activityId: string): Promise<CancellationRegistration[]>;
  getRegistration(id: string): Promise<CancellationRegistration | undefined>;
  getPayment(id: string): Promise<Payment | undefined>;
  /** registrationRelease: status, places and event in one transaction. */
  release: ReleaseRegistration;
  /** refundPayment, with the payment adapters (idempotent; a failed call stays `requested`). */
  refund(paymentId: string): Promise<RefundOutcome>;
  publishAndClear(events: EventEnvelope[]): Promise<unknown>;
  recordProgress(activityId: string, progress: CancellationProgress): Promise<void>;
  clock: Clock;
  newId(): string;
}

/** The line's money once the refund was asked. */
function refundedLine(line: CancellationLine, outcome: RefundOutcome): CancellationLine {
  if (outcome.mode === "provider_api" && !outcome.done) return { ...line, refund: "requested" };
  return { ...line, refund: outcome.mode };
}

/**
 * Cancels every registration of a date the founders cancelled, as one resumable job (the
 * activity-cancellations queue's worker). Safe when run twice or stopped half-way: each
 * registration is released once (a conditional transaction with its InscriptionCancelled,
 * `cancelled_by: provider`, whatever the 72 h rule says), its payment refunded through
 * refundPayment (idempotent; card, TWINT by Stripe and PayPal by their provider, the others
 * marked for a refund by hand; a refused call stays `requested` for the payments desk's retry),
 * and the progress is stored on the outing after each one. A registration already cancelled by
 * the provider on an earlier run only has its refund finished.
 */
export async function runActivityCancellation(
  activityId: string,
  ports: CancellationJobPorts,
): Promise<CancellationProgress> {
  const activity = await ports.getActivity(activityId);
  if (!activity?.annulation) throw new Error(`Sortie ${activityId} : pas d'annulation enregistrée`);
  const listed = await ports.listRegistrations(activityId);
  const lines = new Map<string, CancellationLine>();
  for (const r of listed) {
    lines.set(
      r.id,
      cancellationLine(
        r,
        r.paid_payment_id ? await ports.getPayment(r.paid_payment_id) : undefined,
      ),
    );
  }
  let places = activity.places_disponibles;

  for (const first of listed) {
    let registration: CancellationRegistration | undefined = first;
    for (let attempt = 0; registration && attempt < 3; attempt++) {
      const paymentId = registration.paid_payment_id;
      const line = lines.get(registration.id) as CancellationLine;
      if (registration.status === "cancelled" && registration.cancelled_by === "provider") {
        // An earlier run released it: finish its refund (nothing happens when done).
        if (paymentId)
          lines.set(registration.id, refundedLine(line, await ports.refund(paymentId)));
        break;
      }
      if (!isOpen(registration.status)) break;
      const at = ports.clock.now();
      const payment = paymentId ? await ports.getPayment(paymentId) : undefined;
      const event = await releaseAsCancelled(
        registration,
        { date: activity.date, places_disponibles: places },
        refundModeOf(payment),
        "provider",
        at,
        ports,
      );
      if (event === "status_changed") {
        // Paid (or ended) meanwhile: read it again and decide afresh.
        registration = await ports.getRegistration(registration.id);
        if (registration) {
          const paid = registration.paid_payment_id;
          lines.set(
            registration.id,
            cancellationLine(registration, paid ? await ports.getPayment(paid) : undefined),
          );
        }
        continue;
      }
      places = places === null ? null : places + registration.nombre_participants;
      let done: CancellationLine = { ...line, state: "done" };
      if (paymentId) done = refundedLine(done, await ports.refund(paymentId));
      lines.set(registration.id, done);
      // Published after the refund, so that the visitor's e-mail mostly reads its outcome.
      await ports.publishAndClear([event]);
      break;
    }
    await ports.recordProgress(activity.id, cancellationProgress([...lines.values()]));
  }
  const progress = cancellationProgress([...lines.values()]);
  await ports.recordProgress(activity.id, progress);
  log.info("activity_cancellation_run", {
    activityId,
    done: progress.inscriptions,
    total: progress.total,
    finished: progress.terminee,
  });
  return progress;
}
