import { useMachine } from "@xstate/react";
import { useMemo, useState } from "react";
import { fromPromise } from "xstate";
import { QUOTE_MESSAGES as M, type QuoteRequest } from "../../../../shared/schemas/quote";
import { useToast } from "../../components/toast/ToastProvider";
import { useLatest } from "../../lib/use-latest";
import { sendQuote } from "./api";
import { quoteRequestForPayment } from "./quote-for-payment";
import { QuoteSubmitError, quoteMachine } from "./quote-machine";

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
        sendQuote: fromPromise<void, QuoteRequest>(async ({ input }) => {
          await sendQuote(input);
        }),
      },
      actions: {
        notifySent: () =>
          effects.current.toast({ title: M.sentTitle, description: M.sentDescription }),
        notifyFailed: (_, { error }) =>
          effects.current.toast({
            title: M.errorTitle,
            description: error instanceof QuoteSubmitError ? error.message : M.error,
            variant: "destructive",
          }),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine);
  const { generation } = snapshot.context;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one sender per opening of the dialog
  const sendForPayment = useMemo(() => quoteRequestForPayment(sendQuoteWithId), [generation]);
  return [snapshot, send, sendForPayment] as const;
}

/** The request's id is what the direct payment pays: an answer without it is a failure. */
async function sendQuoteWithId(request: QuoteRequest, idempotencyKey: string): Promise<string> {
  const id = await sendQuote(request, idempotencyKey);
  if (!id) throw new QuoteSubmitError(M.error, 0);
  return id;
}
