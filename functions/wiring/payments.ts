import { randomUUID } from "node:crypto";
import { sqs } from "@adapters/aws-clients";
import type { PaymentAdapters } from "@adapters/payment-adapters";
import { reconciliationQueue } from "@adapters/reconciliation-queue";
import type { PaymentStore } from "@core/payments/ports/payment-store";
import type { StartPaymentPorts } from "@core/payments/start-payment";
import { type Config, requiredSetting } from "../config";
import type { Adapters } from "./adapters";

/** Where the payments to check go (infra/resources.ts, queue payment-reconciliation). */
export const RECONCILIATION_QUEUE_ENV = "QUEUE_PAYMENT_RECONCILIATION_URL" satisfies keyof Config;

/**
 * What a payment's provider events run on (the webhooks, reconciliation): the payment adapters
 * with the providers, and new event ids.
 */
export function paymentPorts(payments: PaymentAdapters) {
  return { ...payments, newId: randomUUID };
}

export type PaymentRoutePorts = StartPaymentPorts & {
  store: PaymentStore;
  /** The payment adapters themselves: the QR-bill's PDF, the payment read by id. */
  payments: PaymentAdapters;
};

/**
 * The payment routes (start, status, cancel, the QR-bill): the providers, the signed links and
 * the outing, with the site's address the providers send the visitor back to.
 */
export function paymentRoutePorts(
  adapters: Pick<Adapters, "payments" | "paymentLinks" | "activities">,
  siteUrl: string,
): PaymentRoutePorts {
  return {
    ...paymentPorts(adapters.payments),
    payments: adapters.payments,
    paymentLinks: adapters.paymentLinks,
    getActivity: adapters.activities.get,
    siteUrl,
  };
}

/** Reconciliation's scheduled half: the payments pending too long, queued one message each. */
export function dueReconciliationPorts(payments: PaymentAdapters, config: Config) {
  return {
    store: payments.store,
    clock: payments.clock,
    enqueue: reconciliationQueue(sqs, requiredSetting(config, RECONCILIATION_QUEUE_ENV)),
  };
}
