import { fromPromise } from "xstate";
import { unlessAborted } from "../../lib/api-client";
import { fetchPaymentStatus, type PaymentStatusResult } from "./api";
import { paymentStatusMachine } from "./payment-status-machine";

/**
 * The payment status machine asking our API (GET /api/payments/{id} through the API client): the
 * return page runs it, the PayPal and TWINT dialogs invoke it. A question it stops (a page left,
 * React's double mount) has no outcome.
 */
export const watchPayment = paymentStatusMachine.provide({
  actors: {
    fetchStatus: fromPromise<PaymentStatusResult, { paymentId: string }>(({ input, signal }) =>
      unlessAborted(fetchPaymentStatus(input.paymentId, signal), signal),
    ),
  },
});
