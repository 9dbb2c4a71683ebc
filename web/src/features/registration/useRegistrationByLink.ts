import { useCallback, useEffect, useState } from "react";
import type { PaymentLinkParams } from "../../../../shared/payments/payment-link";
import type { RegistrationSummary } from "../../../../shared/schemas/registration-summary";
import { unlessAborted } from "../../lib/api-client";
import { fetchRegistrationByLink } from "./api";

export type RegistrationByLinkState =
  | { status: "loading" }
  | { status: "found"; summary: RegistrationSummary }
  | { status: "refused" }
  /** No answer, or not one we can read: worth trying again. */
  | { status: "failed" };

/**
 * The registration a payment link names, loaded after mount through the API client (which reads
 * the answer to the request the page's start module sent already, when there is one). retry() asks again after a failure. Nothing is kept: a reload, or the back
 * button after the payment provider's page, asks again and shows the status as it is then.
 */
export function useRegistrationByLink({ registrationId, jeton }: PaymentLinkParams): {
  state: RegistrationByLinkState;
  retry: () => void;
} {
  const [state, setState] = useState<RegistrationByLinkState>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the retry's trigger
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: "loading" });
    // Its own abort (unmounted, or React's double mount) is no outcome.
    unlessAborted(
      fetchRegistrationByLink({ registrationId, jeton }, controller.signal),
      controller.signal,
    )
      .then((result) =>
        setState(
          result.kind === "found"
            ? { status: "found", summary: result.summary }
            : { status: "refused" },
        ),
      )
      .catch(() => setState({ status: "failed" }));
    return () => controller.abort();
  }, [registrationId, jeton, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
