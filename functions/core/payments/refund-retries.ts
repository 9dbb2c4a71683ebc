import type { Clock } from "../clock";
import { hasRequestedRefund, oldestRequestedAt, type Payment } from "./payment";
import type { PendingRefunds } from "./ports/refunds";
import { askRequestedRefunds, type RefundPorts } from "./refund-payment";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A refund the provider refused is first asked again this long after it was requested. */
export const REFUND_FIRST_RETRY_DELAY_MS = 2 * MINUTE;

/** After each failed try, the wait before the next: then daily, for as long as it fails. */
export const REFUND_RETRY_DELAYS_MS = [5 * MINUTE, 30 * MINUTE, 2 * HOUR, 12 * HOUR] as const;
export const REFUND_DAILY_RETRY_MS = 24 * HOUR;

/** From this many failed tries, the desk shows the refund as failing (still tried daily). */
export const REFUND_FAILING_AFTER_ATTEMPTS = 5;

/** When a refund refused `attempts` times is asked next. */
export function nextRefundTry(attempts: number, at: Date): Date {
  const wait = REFUND_RETRY_DELAYS_MS[attempts - 1] ?? REFUND_DAILY_RETRY_MS;
  return new Date(at.getTime() + wait);
}

/** A `requested` refund older than the first delay: its provider call failed (or never ran). */
export function refundLeftRequested(payment: Payment, now: Date): boolean {
  return (
    hasRequestedRefund(payment) &&
    Date.parse(oldestRequestedAt(payment) ?? "") <= now.getTime() - REFUND_FIRST_RETRY_DELAY_MS
  );
}

/**
 * The scheduled half of the refund job: the `requested` refunds whose next try has come, one
 * message each on the refund queue. Listing one twice (two runs at once) asks twice; the
 * provider's idempotency key refunds once.
 */
export async function dispatchDueRefunds(ports: {
  refunds: Pick<PendingRefunds, "findRefundsDue">;
  clock: Clock;
  enqueue(paymentIds: string[]): Promise<void>;
}): Promise<number> {
  const due = await ports.refunds.findRefundsDue(ports.clock.now());
  if (due.length > 0) await ports.enqueue(due);
  return due.length;
}

export type RefundRetryOutcome =
  /** Not a `requested` refund (done meanwhile, refunded by hand, or unknown): nothing to ask. */
  | "nothing_to_do"
  /** Its next try has not come (a message sent twice): left for its time. */
  | "not_due"
  | "refunded"
  /** Refused again: attempts and next try recorded. */
  | "deferred";

export interface RefundRetryPorts extends RefundPorts {
  pending: Pick<PendingRefunds, "recordRefundAttempt">;
}

/**
 * Asks the provider again for a refund it refused (the refund job, or « Réessayer »).
 * 1. Only a `requested` refund (the whole, or a part) is asked; unless `now` (the founders' « Réessayer »), only once
 *    its next try has come.
 * 2. askRequestedRefunds asks with the same idempotency keys (the whole, each part): the provider
 *    refunds each once; a part's retry never begins a whole refund.
 * 3. Refused again: one more attempt and the next try by the backoff (5 min, 30 min, 2 h,
 *    12 h, then daily), written on condition that no other run counted this try.
 */
export async function retryRefund(
  paymentId: string,
  ports: RefundRetryPorts,
  options: { now?: boolean } = {},
): Promise<RefundRetryOutcome> {
  const payment = await ports.store.getPayment(paymentId);
  if (!payment || !hasRequestedRefund(payment)) return "nothing_to_do";
  const at = ports.clock.now();
  const dueAt = Date.parse(payment.refund_retry_at ?? "");
  if (!options.now && dueAt > at.getTime()) return "not_due";
  const outcome = await askRequestedRefunds(paymentId, ports);
  if (outcome.done) return "refunded";
  const previous = payment.refund_attempts ?? 0;
  const attempts = previous + 1;
  await ports.pending.recordRefundAttempt({
    paymentId,
    previous,
    attempts,
    nextTryAt: nextRefundTry(attempts, ports.clock.now()),
  });
  return "deferred";
}
