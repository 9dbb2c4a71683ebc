import { useMachine } from "@xstate/react";
import { useState } from "react";
import { fromPromise } from "xstate";
import { fetchPaymentStatus, type PaymentStatusResult } from "./api";
import { paymentStatusMachine } from "./payment-status-machine";

/**
 * The status of a payment, asked of the API (GET /api/payments/{id} through the API client)
 * until it is known or a minute has passed. Returns [snapshot, send] as useMachine does.
 */
export function usePaymentStatus(paymentId: string) {
  const [machine] = useState(() =>
    paymentStatusMachine.provide({
      actors: {
        fetchStatus: fromPromise<PaymentStatusResult, { paymentId: string }>(({ input, signal }) =>
          fetchPaymentStatus(input.paymentId, signal),
        ),
      },
    }),
  );
  return useMachine(machine, { input: { paymentId } });
}
