/**
 * A payment's life: it starts `pending` and ends once, in one of four final states. There is no
 * way back: a completed payment stays completed whatever a provider says later (a webhook late
 * or out of order changes nothing).
 */
export const PAYMENT_STATUSES = ["pending", "completed", "failed", "expired", "canceled"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export type FinalPaymentStatus = Exclude<PaymentStatus, "pending">;

export function isFinalPaymentStatus(status: PaymentStatus): status is FinalPaymentStatus {
  return status !== "pending";
}

/** The one transition rule: only a pending payment moves, and only to a final state. */
export function canTransition(from: PaymentStatus, to: PaymentStatus): boolean {
  return from === "pending" && isFinalPaymentStatus(to);
}
