import { useMachine } from "@xstate/react";
import { useEffect, useState } from "react";
import { fromPromise } from "xstate";
import { useToast } from "../../components/toast/ToastProvider";
import { useLatest } from "../../lib/use-latest";
import type { StartPaymentInput, StartPaymentResult } from "./api";
import { paymentMachine } from "./payment-machine";
import { type PaymentSource, registrationIdOf, startAttempt } from "./payment-source";
import { PAYMENT_TEXTS } from "./payment-texts";

/**
 * The payment choice of a registration (or the card button of a company's quote request). Its machine gets here what it must not know itself: the
 * creating actor (POST /api/payments through the API client), the redirection and the toast.
 * Returns [snapshot, send] as useMachine does.
 */
export function usePaymentChoice(source: PaymentSource) {
  const toast = useToast();
  // The machine is provided once; its actors and actions read the latest source and toast.
  const effects = useLatest({ toast, source });
  const [machine] = useState(() =>
    paymentMachine.provide({
      actors: {
        startPayment: fromPromise<StartPaymentResult, StartPaymentInput>(({ input }) =>
          startAttempt(input, effects.current.source),
        ),
      },
      actions: {
        redirect: (_, { url }) => window.location.assign(url),
        notifyFailure: (_, { message }) =>
          effects.current.toast({
            title: PAYMENT_TEXTS.errorTitle,
            description: message,
            variant: "destructive",
          }),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, {
    input: { registrationId: registrationIdOf(source) },
  });

  // Back from the provider's page, the browser may show this page from its back-forward cache,
  // exactly as it was left (« Ouverture de la page de paiement… »): the choice opens again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) send({ type: "RETURNED" });
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, [send]);

  return [snapshot, send] as const;
}
