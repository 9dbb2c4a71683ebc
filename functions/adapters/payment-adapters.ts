import type { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import type Stripe from "stripe";
import { readBankAccount } from "../bank-account-config";
import type { Config } from "../config";
import type { Clock, ProviderEvent, QrBillPort } from "../core/payments/ports";
import type { IdempotencyRepository } from "./idempotency";
import type { OutboxRepository } from "./outbox";
import { paymentStore } from "./payments-repository";
import { paymentQrBill } from "./qr-bill/payment-qr-bill";
import { secretsReader } from "./secrets";
import { stripeCheckout } from "./stripe/stripe-checkout";
import { createStripeClient } from "./stripe/stripe-client";
import { readStripeSettings } from "./stripe/stripe-settings";
import { verifyStripeWebhook } from "./stripe/stripe-webhooks";

export const systemClock: Clock = { now: () => new Date() };

/** Runs `make` on first use only and keeps its result; a failure is not kept (next use retries). */
function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
}

/** The same for an asynchronous read: one read shared by concurrent callers, retried after a failure. */
function onceAsync<T>(read: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= read().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

export interface PaymentAdaptersContext {
  config: Pick<Config, "TABLE_PAYMENTS" | "TABLE_INSCRIPTIONS" | "TABLE_WEBHOOK_EVENTS">;
  client: DynamoDBDocumentClient;
  outbox: Pick<OutboxRepository, "item" | "publishAndClear">;
  idempotency: Pick<IdempotencyRepository, "item" | "getStoredResponse">;
  /** Where Stripe's settings and BANK_IBAN are read (the function's environment). */
  env?: NodeJS.ProcessEnv;
  clock?: Clock;
}

/**
 * The payment adapters of a function. Stripe's secrets (environment locally, Secrets Manager when
 * deployed) and the bank account are read on first use, once per container, and fail with their
 * setting's name; routes that take no payment keep working while they are missing.
 */
export function paymentAdapters(context: PaymentAdaptersContext) {
  const env = context.env ?? process.env;
  const store = paymentStore({
    client: context.client,
    paymentsTable: context.config.TABLE_PAYMENTS,
    registrationsTable: context.config.TABLE_INSCRIPTIONS,
    webhookEventsTable: context.config.TABLE_WEBHOOK_EVENTS,
    outbox: context.outbox,
    idempotency: context.idempotency,
  });
  const stripeSettings = onceAsync(() => readStripeSettings(env, secretsReader()));
  const stripe = onceAsync(async (): Promise<Stripe> => createStripeClient(await stripeSettings()));
  const bills = once(() => paymentQrBill(readBankAccount(env)));
  const qrBill: QrBillPort = {
    reference: (id) => bills().reference(id),
    iban: () => bills().iban(),
    svg: (bill) => bills().svg(bill),
    pdf: (bill) => bills().pdf(bill),
  };

  return {
    store,
    checkout: stripeCheckout(stripe),
    qrBill,
    clock: context.clock ?? systemClock,
    publishAndClear: context.outbox.publishAndClear,
    /** Verifies a Stripe webhook on its raw body (throws InvalidWebhookSignature). */
    async verifyStripeWebhook(
      rawBody: Buffer,
      signature: string | undefined,
      now: Date,
    ): Promise<ProviderEvent> {
      const [client, settings] = await Promise.all([stripe(), stripeSettings()]);
      return verifyStripeWebhook(client, {
        rawBody,
        signature,
        secret: settings.webhookSecret,
        now,
      });
    },
  };
}

export type PaymentAdapters = ReturnType<typeof paymentAdapters>;
