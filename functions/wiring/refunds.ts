import { sqs } from "@adapters/aws-clients";
import { refundRetryQueue } from "@adapters/refund-retry-queue";
import type { RefundPartRequest } from "@core/payments/payment";
import { type RefundOutcome, type RefundPorts, refundPayment } from "@core/payments/refund-payment";
import type { RefundRetryPorts } from "@core/payments/refund-retries";
import { type Config, requiredSetting } from "../config";
import type { Adapters } from "./adapters";
import type { Stores } from "./stores";

/** What a refund runs on: the payment store, the provider's refund call and the clock. */
export function refundPorts({ payments }: Pick<Adapters, "payments">): RefundPorts {
  return { store: payments.store, refunds: payments.refunds, clock: payments.clock };
}

/**
 * A paid registration's refund through its provider, as a cancellation asks it (the visitor's
 * « Annuler mon inscription », one participant's share alone, the founders' « Annuler la sortie »).
 */
export function refundThroughProvider(
  adapters: Pick<Adapters, "payments">,
): (paymentId: string, part?: RefundPartRequest) => Promise<RefundOutcome> {
  const ports = refundPorts(adapters);
  return (paymentId, part) => refundPayment(paymentId, ports, part);
}

/** The refund job's ports: the refund again, with the refunds still to do. */
export function refundRetryPorts(
  adapters: Pick<Adapters, "payments" | "pendingRefunds">,
): RefundRetryPorts {
  return { ...refundPorts(adapters), pending: adapters.pendingRefunds };
}

/** « Réessayer »: the refund asked again at once, whatever its next try. */
export type RetryNow = (paymentId: string) => Promise<void>;

/**
 * The founders' « Réessayer »: the refund goes on the refund job's queue (the team function has
 * no provider's secret). The queue's setting is read on first use, so that the desk's other
 * requests never need it.
 */
export function refundRetryNow(config: () => Config): RetryNow {
  let retryNow: RetryNow | undefined;
  return (paymentId) => {
    retryNow ??= refundRetryQueue(
      sqs,
      requiredSetting(config(), "QUEUE_REFUND_RETRIES_URL"),
    ).retryNow;
    return retryNow(paymentId);
  };
}

/** The refund job's scheduled half: the refunds whose next try has come, queued one each. */
export function dueRefundPorts(stores: Pick<Stores, "pendingRefunds" | "clock">, config: Config) {
  // Fails at start, with its name, rather than at the first refund due.
  const queueUrl = requiredSetting(config, "QUEUE_REFUND_RETRIES_URL");
  return {
    refunds: stores.pendingRefunds,
    clock: stores.clock,
    enqueue: refundRetryQueue(sqs, queueUrl).enqueue,
  };
}
