import { randomUUID } from "node:crypto";
import { sqs } from "@adapters/aws-clients";
import type { PaymentAdapters } from "@adapters/payment-adapters";
import { reconciliationQueue } from "@adapters/reconciliation-queue";
import { type Config, requiredSetting } from "../config";

/** Where the payments to check go (infra/resources.ts, queue payment-reconciliation). */
export const RECONCILIATION_QUEUE_ENV = "QUEUE_PAYMENT_RECONCILIATION_URL" satisfies keyof Config;

/**
 * What a payment's provider events run on (the webhooks, reconciliation): the payment adapters
 * with the providers, and new event ids.
 */
export function paymentPorts(payments: PaymentAdapters) {
  return { ...payments, newId: randomUUID };
}

/** Reconciliation's scheduled half: the payments pending too long, queued one message each. */
export function dueReconciliationPorts(payments: PaymentAdapters, config: Config) {
  return {
    store: payments.store,
    clock: payments.clock,
    enqueue: reconciliationQueue(sqs, requiredSetting(config, RECONCILIATION_QUEUE_ENV)),
  };
}
