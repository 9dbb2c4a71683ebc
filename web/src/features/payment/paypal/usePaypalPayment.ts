import { useMachine } from "@xstate/react";
import { useState } from "react";
import { fromPromise } from "xstate";
import { useToast } from "../../../components/toast/ToastProvider";
import { useLatest } from "../../../lib/use-latest";
import type { StartPaymentInput, StartPaymentResult } from "../api";
import { type PaymentSource, registrationIdOf, startAttempt } from "../payment-source";
import { watchPayment } from "../watch-payment";
import { paypalMachine } from "./paypal-machine";

/**
 * Opens PayPal's approval page in a new tab. With the "noopener" feature window.open always
 * returns null, so a blocked tab could not be told from an opened one: the tab is opened without
 * it and its link back to this page is cut at once (PayPal's page is of another origin anyway).
 */
function openInNewTab(url: string): boolean {
  const tab = window.open(url, "_blank");
  if (!tab) return false;
  tab.opener = null;
  return true;
}

/**
 * The PayPal payment of a registration, or of a company's quote request. Its machine gets here what it must not know itself: the
 * creating actor (POST /api/payments through the API client), the new tab, the status machine's
 * fetching actor (GET /api/payments/{id}, which makes the server capture an approved order) and
 * the toasts. Returns [snapshot, send] as useMachine does.
 */
export function usePaypalPayment(source: PaymentSource) {
  const toast = useToast();
  // The machine is provided once; its actors and actions read the latest source and toast.
  const effects = useLatest({ toast, source });
  const [machine] = useState(() =>
    paypalMachine.provide({
      actors: {
        startPayment: fromPromise<StartPaymentResult, StartPaymentInput>(({ input }) =>
          startAttempt(input, effects.current.source),
        ),
        openApprovalPage: fromPromise<boolean, { url: string }>(async ({ input }) =>
          openInNewTab(input.url),
        ),
        watchPayment,
      },
      actions: {
        notify: (_, params) => effects.current.toast(params),
      },
    }),
  );
  return useMachine(machine, { input: { registrationId: registrationIdOf(source) } });
}
