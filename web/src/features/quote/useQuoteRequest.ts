import { useMachine } from "@xstate/react";
import { useState } from "react";
import { fromPromise } from "xstate";
import { QUOTE_MESSAGES as M, type QuoteRequest } from "../../../../shared/schemas/quote";
import { useToast } from "../../components/toast/ToastProvider";
import { useLatest } from "../../lib/use-latest";
import { QuoteSubmitError, quoteMachine } from "./quote-machine";
import { sendQuote } from "./send-quote";

/**
 * The quote dialog's machine, given here what it must not know itself: the sending actor
 * (POST /api/quotes) and the toasts. Returns [snapshot, send] as useMachine does.
 */
export function useQuoteRequest() {
  const toast = useToast();
  // The machine is provided once; its actions read the latest toast.
  const effects = useLatest({ toast });
  const [machine] = useState(() =>
    quoteMachine.provide({
      actors: { sendQuote: fromPromise<void, QuoteRequest>(({ input }) => sendQuote(input)) },
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
  return useMachine(machine);
}
