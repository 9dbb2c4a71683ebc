import type { Clock } from "@core/clock";
import type { QrBillPort } from "@core/payments/ports/bank-transfer";
import type { QrCodePort } from "@core/payments/ports/checkout";
import type { ProviderEvent } from "@core/payments/ports/provider-events";
import type Stripe from "stripe";
import { readBankAccount } from "../bank-account-config";
import { processClock } from "../clock";
import { type PaymentStoreContext, paymentStore } from "./payment-store";
import { createPaypalClient } from "./paypal/paypal-client";
import { readPaypalSettings } from "./paypal/paypal-settings";
import { paypalRefunds, paypalWallet } from "./paypal/paypal-wallet";
import { paymentQrBill } from "./qr-bill/payment-qr-bill";
import { readOnce } from "./read-once";
import { secretsReader } from "./secrets";
import { shopifyAdminOrders } from "./shopify/shopify-admin-orders";
import { shopifyCheckout } from "./shopify/shopify-checkout";
import { readShopifySettings, type ShopifySettings } from "./shopify/shopify-settings";
import { type ShopifyStorefront, shopifyStorefront } from "./shopify/shopify-storefront";
import { verifyShopifyWebhook } from "./shopify/shopify-webhooks";
import { storefrontRequest } from "./shopify/storefront-client";
import { stripeCheckout } from "./stripe/stripe-checkout";
import { stripeRefunds } from "./stripe/stripe-refunds";
import { readStripeSettings, type StripeSettings } from "./stripe/stripe-settings";
import { InvalidWebhookSignature, verifyStripeWebhook } from "./stripe/stripe-webhooks";

/** Runs `make` on first use only and keeps its result; a failure is not kept (next use retries). */
function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
}

/** Secrets are read again at most this often, when Stripe says the ones in hand are stale. */
export const SECRETS_REFRESH_MIN_AGE_MS = 5 * 60_000;

/**
 * A read done once (readOnce). After a key rotation, `refresh` reads again, but not more often
 * than `minAgeMs` (a stream of forged webhooks must not turn into a stream of Secrets Manager
 * calls).
 */
function refreshableRead<T>(read: () => Promise<T>, minAgeMs: number, now: () => number) {
  let readAt = Number.NEGATIVE_INFINITY;
  const value = readOnce(async () => {
    const result = await read();
    readAt = now();
    return result;
  });
  /** Reads again when the value in hand is old enough; true when it did. */
  const refresh = async (): Promise<boolean> => {
    if (now() - readAt < minAgeMs) return false;
    value.forget();
    await value.get();
    return true;
  };
  return { get: value.get, refresh };
}

/** The payment store's tables and readers, and what the providers are built from. */
export interface PaymentAdaptersContext extends PaymentStoreContext {
  /** Where Stripe's, PayPal's and Shopify's settings and BANK_IBAN are read (the function's environment). */
  env?: NodeJS.ProcessEnv;
  clock?: Clock;
  /**
   * How long one call to Stripe, PayPal or Shopify's Storefront may take (default: each client's
   * own, within the api function's 10 s). Tests of a provider that answers late set a short one.
   */
  providerTimeoutMs?: number;
}

/**
 * The payment adapters of a function. Stripe's, PayPal's and Shopify's settings (environment
 * locally, secrets in Secrets Manager when deployed) and the bank account are read on first use,
 * once per container, and fail with their setting's name; routes that take no payment keep working
 * while they are missing.
 */
export function paymentAdapters(context: PaymentAdaptersContext) {
  const env = context.env ?? process.env;
  const store = paymentStore(context);
  const clock = context.clock ?? processClock;
  const settings = refreshableRead(
    () => readStripeSettings(env, secretsReader()),
    SECRETS_REFRESH_MIN_AGE_MS,
    () => clock.now().getTime(),
  );
  let client: { settings: StripeSettings; stripe: Stripe } | undefined;
  const stripe = async (): Promise<Stripe> => {
    const current = await settings.get();
    if (client?.settings !== current)
      client = {
        settings: current,
        // Stripe's SDK (240 KB) loads with the first payment, not with every route.
        stripe: (await import("./stripe/stripe-client")).createStripeClient(current, {
          timeoutMs: context.providerTimeoutMs,
        }),
      };
    return client.stripe;
  };
  const shopifySettings = refreshableRead(
    () => readShopifySettings(env, secretsReader()),
    SECRETS_REFRESH_MIN_AGE_MS,
    () => clock.now().getTime(),
  );
  let shop: { settings: ShopifySettings; storefront: ShopifyStorefront } | undefined;
  const storefront = async () => {
    const current = await shopifySettings.get();
    if (shop?.settings !== current) {
      shop = {
        settings: current,
        storefront: shopifyStorefront(
          storefrontRequest(current, { timeoutMs: context.providerTimeoutMs }),
        ),
      };
    }
    return { storefront: shop.storefront, productType: current.productType };
  };
  const paypalSettings = refreshableRead(
    () => readPaypalSettings(env, secretsReader()),
    SECRETS_REFRESH_MIN_AGE_MS,
    () => clock.now().getTime(),
  );
  // One client per container: it keeps PayPal's token, and reads the settings when it calls.
  const paypal = createPaypalClient({
    settings: paypalSettings.get,
    timeoutMs: context.providerTimeoutMs,
  });
  const bills = once(() => paymentQrBill(readBankAccount(env)));
  const qrBill: QrBillPort = {
    reference: (id) => bills().reference(id),
    iban: () => bills().iban(),
    svg: (bill) => bills().svg(bill),
    pdf: (bill) => bills().pdf(bill),
  };

  return {
    store,
    // A key rolled in the Dashboard: Stripe refuses the old one, the next request reads the new.
    checkout: stripeCheckout(stripe, { onAuthenticationError: settings.refresh }),
    shopifyCheckout: shopifyCheckout(storefront),
    // Reconciliation reads the order of a cart through the Admin API.
    shopifyOrders: shopifyAdminOrders(shopifySettings.get),
    wallet: paypalWallet(paypal, { onAuthenticationError: paypalSettings.refresh }),
    // Refunds of a cancellation, by provider: Stripe's and PayPal's APIs; the others by hand.
    refunds: {
      stripe: stripeRefunds(stripe, { onAuthenticationError: settings.refresh }),
      paypal: paypalRefunds(paypal, { onAuthenticationError: paypalSettings.refresh }),
    },
    qrBill,
    // The QR code renderer loads with the first TWINT QR code it draws.
    qrCode: {
      pngDataUrl: async (text: string) => (await import("./qr-code")).qrCodeImages.pngDataUrl(text),
    } satisfies QrCodePort,
    clock,
    publishAndClear: context.outbox.publishAndClear,
    /**
     * Asks PayPal whether a webhook is genuine (verify-webhook-signature, with the raw body as
     * received). False for a forgery; throws when PayPal cannot be asked (the webhook is then
     * answered 500 and PayPal delivers it again).
     */
    async verifyPaypalWebhook(
      headers: Record<string, string | undefined>,
      rawBody: string,
    ): Promise<boolean> {
      return paypal.verifyWebhook(headers, rawBody);
    },
    /**
     * Verifies a Stripe webhook on its raw body (throws InvalidWebhookSignature). A signature that
     * fails may come from a webhook secret rolled since it was read: read it again (rarely) and
     * verify once more.
     */
    async verifyStripeWebhook(
      rawBody: Buffer,
      signature: string | undefined,
      now: Date,
    ): Promise<ProviderEvent> {
      const verify = async () =>
        verifyStripeWebhook(await stripe(), {
          rawBody,
          signature,
          secret: (await settings.get()).webhookSecret,
          now,
        });
      try {
        return await verify();
      } catch (error) {
        if (error instanceof InvalidWebhookSignature && signature && (await settings.refresh())) {
          return verify();
        }
        throw error;
      }
    },
    /**
     * Verifies X-Shopify-Hmac-Sha256 on the raw body; after a failure, reads the secret again
     * (rarely: it may have been rotated) and verifies once more.
     */
    async verifyShopifyWebhook(rawBody: Buffer, hmac: string | undefined): Promise<boolean> {
      const verify = async () =>
        verifyShopifyWebhook(rawBody, hmac, (await shopifySettings.get()).webhookSecret);
      if (await verify()) return true;
      return hmac !== undefined && (await shopifySettings.refresh()) ? verify() : false;
    },
  };
}

export type PaymentAdapters = ReturnType<typeof paymentAdapters>;
