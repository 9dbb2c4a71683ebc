import { type RefundOutcome, type RefundPorts, refundPayment } from "@core/payments/refund-payment";
import type { RefundRetryPorts } from "@core/payments/refund-retries";
import type { Adapters } from "./adapters";

/** What a refund runs on: the payment store, the provider's refund call and the clock. */
export function refundPorts({ payments }: Pick<Adapters, "payments">): RefundPorts {
  return { store: payments.store, refunds: payments.refunds, clock: payments.clock };
}

/**
 * A paid registration's refund through its provider, as a cancellation asks it (the visitor's
 * « Annuler mon inscription », the founders' « Annuler la sortie »).
 */
export function refundThroughProvider(
  adapters: Pick<Adapters, "payments">,
): (paymentId: string) => Promise<RefundOutcome> {
  const ports = refundPorts(adapters);
  return (paymentId) => refundPayment(paymentId, ports);
}

/** The refund job's ports: the refund again, with the refunds still to do. */
export function refundRetryPorts(
  adapters: Pick<Adapters, "payments" | "pendingRefunds">,
): RefundRetryPorts {
  return { ...refundPorts(adapters), pending: adapters.pendingRefunds };
}
