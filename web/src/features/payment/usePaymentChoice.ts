import { useMachine } from "@xstate/react";
import { useEffect, useState } from "react";
import { fromPromise } from "xstate";
import { useToast } from "../../components/toast/ToastProvider";
import { useLatest } from "../../lib/use-latest";
import { type StartPaymentInput, type StartPaymentResult, startPayment } from "./api";
import { paymentMachine } from "./payment-machine";
import { PAYMENT_TEXTS } from "./payment-texts";

/**
 * The payment choice of a registration. Its machine gets here what it must not know itself: the
 * creating actor (POST /api/payments through the API client), the redirection and the toast.
 * Returns [snapshot, send] as useMachine does.
 */
export function usePaymentChoice(registrationId: string) {
  const toast = useToast();
  // The machine is provided once; its actions read the latest toast.
  const effects = useLatest({ toast });
  const [machine] = useState(() =>
    paymentMachine.provide({
      actors: {
        startPayment: fromPromise<StartPaymentResult, StartPaymentInput>(({ input }) =>
          startPayment(input),
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
  const [snapshot, send] = useMachine(machine, { input: { registrationId } });

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
