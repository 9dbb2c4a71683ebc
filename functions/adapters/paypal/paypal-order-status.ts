import type { PaymentStatus } from "@shared/payments/payment-status";
import { captureOf, type PaypalOrder } from "./paypal-orders";

export type PaypalPaymentStatus = Extract<PaymentStatus, "pending" | "completed" | "failed">;

/**
 * What a PayPal order means for our payment, the status the browser is shown:
 * - CREATED, SAVED, PAYER_ACTION_REQUIRED, APPROVED: pending (the buyer has not approved yet, or
 *   has and the capture is to come). The spec's mapping ("anything else to failed") would fail a
 *   brand-new order: it is not followed.
 * - COMPLETED: decided by the capture, since a COMPLETED order may hold a declined payment
 *   (PayPal's order_status doc): COMPLETED (or since refunded) -> completed; DECLINED or FAILED ->
 *   failed; PENDING (held for review) or no capture yet -> pending.
 * - VOIDED -> failed.
 * A status PayPal adds later reads as pending: nothing is decided on what is not understood.
 */
export function paymentStatusOfOrder(
  order: Pick<PaypalOrder, "status" | "purchase_units">,
): PaypalPaymentStatus {
  switch (order.status) {
    case "VOIDED":
      return "failed";
    case "COMPLETED":
      switch (captureOf(order as PaypalOrder)?.status) {
        case "COMPLETED":
        case "PARTIALLY_REFUNDED":
        case "REFUNDED":
          return "completed";
        case "DECLINED":
        case "FAILED":
          return "failed";
        default:
          return "pending";
      }
    default:
      return "pending";
  }
}
