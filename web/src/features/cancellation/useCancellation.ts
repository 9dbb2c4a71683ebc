import type { PaymentLinkParams } from "@shared/payments/payment-link";
import { useMachine } from "@xstate/react";
import { useState } from "react";
import { fromPromise } from "xstate";
import { unlessAborted } from "../../lib/api-client";
import { fetchCancellation, postCancellation } from "./api";
import { cancellationMachine } from "./cancellation-machine";

/**
 * The cancellation page's machine, given here what it must not know itself: the API calls of the
 * link it was opened with. Returns [snapshot, send] as useMachine does.
 */
export function useCancellation(link: PaymentLinkParams) {
  const [machine] = useState(() =>
    cancellationMachine.provide({
      actors: {
        // Its own abort (React's double mount) is no outcome, not « Le serveur ne répond pas ».
        load: fromPromise(({ signal }) => unlessAborted(fetchCancellation(link, signal), signal)),
        // The act's input: the position of the one participant cancelled alone, or none (all).
        confirm: fromPromise(({ input }: { input: unknown }) =>
          postCancellation(link, typeof input === "number" ? input : undefined),
        ),
      },
    }),
  );
  return useMachine(machine);
}
