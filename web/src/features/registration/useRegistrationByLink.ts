import { type PaymentLinkParams, registrationByLinkApiPath } from "@shared/payments/payment-link";
import type { RegistrationSummary } from "@shared/schemas/registration-summary";
import { useCallback, useEffect, useState } from "react";
import { unlessAborted } from "../../lib/api-client";
import { markServerAnswerUsed, useServerAnswer } from "../../lib/server-answer";
import {
  fetchRegistrationByLink,
  type RegistrationByLinkResult,
  readRegistrationByLink,
} from "./api";

export type RegistrationByLinkState =
  | { status: "loading" }
  | { status: "found"; summary: RegistrationSummary }
  | { status: "refused" }
  /** No answer, or not one we can read: worth trying again. */
  | { status: "failed" };

const stateOf = (result: RegistrationByLinkResult): RegistrationByLinkState =>
  result.kind === "found" ? { status: "found", summary: result.summary } : { status: "refused" };

/**
 * The registration a payment link names. When the page came with the API's answer (rendered by
 * the server: lib/server-answer.tsx), it starts from that answer and does not ask again; otherwise
 * it loads it after mount through the API client (which reads the answer to the request the
 * page's start module sent already, when there is one). retry() asks again after a failure.
 * Nothing is kept: a reload, or the back button after the payment provider's page, asks again
 * (the server renders the page afresh) and shows the status as it is then.
 */
export function useRegistrationByLink(link: PaymentLinkParams): {
  state: RegistrationByLinkState;
  retry: () => void;
} {
  const { registrationId, jeton } = link;
  const given = useServerAnswer(registrationByLinkApiPath(link));
  const [state, setState] = useState<RegistrationByLinkState>(() => {
    if (!given) return { status: "loading" };
    try {
      return stateOf(readRegistrationByLink(given.status, given.body));
    } catch {
      return { status: "failed" };
    }
  });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the retry's trigger
  useEffect(() => {
    // The first attempt was the server's: shown already, once.
    if (attempt === 0 && given) {
      markServerAnswerUsed(given);
      return;
    }
    const controller = new AbortController();
    setState({ status: "loading" });
    // Its own abort (unmounted, or React's double mount) is no outcome.
    unlessAborted(
      fetchRegistrationByLink({ registrationId, jeton }, controller.signal),
      controller.signal,
    )
      .then((result) => setState(stateOf(result)))
      .catch(() => setState({ status: "failed" }));
    return () => controller.abort();
  }, [registrationId, jeton, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
