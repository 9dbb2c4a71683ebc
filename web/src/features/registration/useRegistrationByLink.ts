import type { PaymentLinkParams } from "../../../../shared/payments/payment-link";
import type { RegistrationSummary } from "../../../../shared/schemas/registration-summary";
import { useLoadOnMount } from "../../lib/use-load-on-mount";
import { fetchRegistrationByLink } from "./api";

export type RegistrationByLinkState =
  | { status: "loading" }
  | { status: "found"; summary: RegistrationSummary }
  | { status: "refused" }
  /** No answer, or not one we can read: worth trying again. */
  | { status: "failed" };

/**
 * The registration a payment link names, loaded after mount through the API client (the page is
 * client-rendered). retry() asks again after a failure. Nothing is kept: a reload, or the back
 * button after the payment provider's page, asks again and shows the status as it is then.
 */
export function useRegistrationByLink({ registrationId, jeton }: PaymentLinkParams): {
  state: RegistrationByLinkState;
  retry: () => void;
} {
  const { state: load, retry } = useLoadOnMount(
    (signal) => fetchRegistrationByLink({ registrationId, jeton }, signal),
    [registrationId, jeton],
  );
  if (load.status === "failed") return { state: { status: "failed" }, retry };
  if (load.status === "loading") return { state: load, retry };
  const result = load.value;
  return {
    state:
      result.kind === "found"
        ? { status: "found", summary: result.summary }
        : { status: "refused" },
    retry,
  };
}
