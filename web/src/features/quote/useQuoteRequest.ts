import { QUOTE_MESSAGES as M, type QuoteRequest } from "@shared/schemas/quote";
import { useMachine } from "@xstate/react";
import { useMemo, useState } from "react";
import { submitActor } from "../../components/form/submit-machine";
import { useToast } from "../../components/toast/ToastProvider";
import { useLatest } from "../../lib/use-latest";
import { sendQuote } from "./api";
import { quoteRequestForPayment } from "./quote-for-payment";
import { quoteMachine } from "./quote-machine";

/**
 * The quote dialog's machine, given here what it must not know itself: the sending actor
 * (POST /api/quotes) and the toasts. Returns [snapshot, send] as useMachine does, and the sender
 * of the direct payment: the request sent once (Idempotency-Key), its id for the payment, new for
 * each opening of the dialog.
 */
export function useQuoteRequest() {
  const toast = useToast();
  // The machine is provided once; its actions read the latest toast.
  const effects = useLatest({ toast });
  const [machine] = useState(() =>
    quoteMachine.provide({
      actors: {
        // The dialog's request goes without a key, as it always has: only the direct payment
        // needs the stored request's id.
        submit: submitActor((request: QuoteRequest) => sendQuote(request)),
      },
      actions: {
        notifySuccess: () =>
          effects.current.toast({ title: M.sentTitle, description: M.sentDescription }),
        notifyFailure: (_, { message }) =>
          effects.current.toast({
            title: M.errorTitle,
            description: message,
            variant: "destructive",
          }),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine);
  const { formVersion } = snapshot.context;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one sender per opening of the dialog
  const sendForPayment = useMemo(() => quoteRequestForPayment(sendQuoteWithId), [formVersion]);
  return [snapshot, send, sendForPayment] as const;
}

/** The request's id is what the direct payment pays: an answer without it is a failure. */
async function sendQuoteWithId(request: QuoteRequest, idempotencyKey: string): Promise<string> {
  const sent = await sendQuote(request, idempotencyKey);
  if (sent.kind === "failure") throw new Error(sent.message);
  if (!sent.quoteId) throw new Error(M.error);
  return sent.quoteId;
}
