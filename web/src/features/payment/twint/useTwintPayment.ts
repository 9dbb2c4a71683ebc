import type { PaymentStatus } from "@shared/payments/payment-status";
import { useMachine } from "@xstate/react";
import { useState } from "react";
import { fromPromise } from "xstate";
import { useToast } from "../../../components/toast/ToastProvider";
import { useLatest } from "../../../lib/use-latest";
import { cancelPayment, type StartPaymentResult } from "../api";
import { type PaymentSource, registrationIdOf, startAttempt } from "../payment-source";
import { TWINT_TEXTS as T } from "../payment-texts";
import { watchPayment } from "../watch-payment";
import { type CreateTwintInput, twintMachine } from "./twint-machine";

/**
 * The TWINT dialog of a registration, or of a company's quote request. Its machine gets here what it must not know itself: the
 * actors (POST /api/payments with method twint, GET /api/payments/{id} through the API client,
 * POST /api/payments/{id}/cancel before a new code), the server's cancel and the specification's
 * toasts. Returns [snapshot, send] as useMachine does.
 */
export function useTwintPayment(source: PaymentSource) {
  const toast = useToast();
  // The machine is provided once; its actors and actions read the latest source and toast.
  const effects = useLatest({ toast, source });
  const [machine] = useState(() =>
    twintMachine.provide({
      actors: {
        createPayment: fromPromise<StartPaymentResult, CreateTwintInput>(({ input }) =>
          startAttempt({ ...input, method: "twint" }, effects.current.source),
        ),
        watchPayment,
        closeCode: fromPromise<PaymentStatus | null, { paymentId: string }>(({ input }) =>
          cancelPayment(input.paymentId),
        ),
      },
      actions: {
        notifyCreated: () =>
          effects.current.toast({ title: T.toastCreatedTitle, description: T.toastCreated }),
        notifyCreationFailed: () =>
          effects.current.toast({
            title: T.creationFailedTitle,
            description: T.toastCreationFailed,
            variant: "destructive",
          }),
        notifyFailed: () =>
          effects.current.toast({
            title: T.toastFailedTitle,
            description: T.failedText,
            variant: "destructive",
          }),
        notifyPaid: () =>
          effects.current.toast({ title: T.toastPaidTitle, description: T.toastPaid }),
        // The visitor has moved on: a failure here is not theirs to handle (the server closes an
        // overdue payment itself, and an unpaid code is never charged).
        cancelOnServer: (_, { paymentId }) => {
          cancelPayment(paymentId).catch(() => undefined);
        },
      },
    }),
  );
  return useMachine(machine, { input: { registrationId: registrationIdOf(source) } });
}
