import { useMachine } from "@xstate/react";
import { watchPayment } from "./watch-payment";

/**
 * The status of a payment, asked of the API (GET /api/payments/{id} through the API client)
 * until it is known or a minute has passed. Returns [snapshot, send] as useMachine does.
 */
export function usePaymentStatus(paymentId: string) {
  return useMachine(watchPayment, { input: { paymentId } });
}
