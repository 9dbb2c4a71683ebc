/**
 * The payment integration tests' world: the api function behind the local host (as API Gateway
 * serves it), the payment sandbox playing Stripe, PayPal and Shopify and sending their signed
 * webhooks to that host's /api/webhooks/stripe, /paypal and /shopify, the emulator behind both.
 * Plus a registration to pay and HTTP helpers.
 */
import { GetCommand } from "@aws-sdk/lib-dynamodb";
import type { Clock } from "@core/clock";
import type Stripe from "stripe";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { createApi } from "../../functions/api/api";
import { getConfig } from "../../functions/config";
import { wireAdapters } from "../../functions/wiring/adapters";
import { type LocalHost, startLocalHost } from "../../local/host/server";
import { runPaymentsCli } from "../../tools/payments-cli";
import { ddb, endpoint, resetState, tableName } from "./aws";
import { startTestPaymentSandbox, type TestPaymentSandbox } from "./payment-sandbox";
import { putActivity, validRegistration } from "./registration-fixtures";

export interface PaymentWorld {
  host: LocalHost;
  sandbox: TestPaymentSandbox;
  stop(): Promise<void>;
}

export interface PaymentWorldOptions {
  clock?: Clock;
  /** A short timeout for each provider call, for tests of a provider that answers late. */
  providerTimeoutMs?: number;
}

/**
 * With `clock` or `providerTimeoutMs`, the api function is built here, as its handler builds it,
 * with that clock for its payments (deadlines, webhook signatures' age: time moves without
 * waiting) and that timeout for its provider calls.
 */
export async function startPaymentWorld(options: PaymentWorldOptions = {}): Promise<PaymentWorld> {
  const config = getConfig();
  const custom = options.clock !== undefined || options.providerTimeoutMs !== undefined;
  const host = await startLocalHost({
    port: 0,
    endpoint: endpoint(),
    env: { ...(process.env as Record<string, string>) },
    apiHandler: custom
      ? createApi({ adapters: wireAdapters(config, undefined, options), config })
      : undefined,
    pollers: false,
    timers: false,
    quiet: true,
  });
  const sandbox = await startTestPaymentSandbox({
    stripeWebhookUrl: `${host.url}/api/webhooks/stripe`,
    paypalWebhookUrl: `${host.url}/api/webhooks/paypal`,
    shopifyWebhookUrl: `${host.url}/api/webhooks/shopify`,
  });
  // The functions reach Stripe, PayPal and Shopify at the sandbox (on PAYMENT_SANDBOX_PORT when set).
  Object.assign(process.env, sandbox.env, sandbox.paypalEnv, sandbox.shopifyEnv);
  return {
    host,
    sandbox,
    stop: async () => {
      await sandbox.stop();
      await host.stop();
    },
  };
}

/**
 * The world for a test file: started once, each test on an empty emulator and a fresh sandbox.
 * The object is filled in when the file starts.
 */
export function setUpPaymentWorld(options: PaymentWorldOptions = {}): PaymentWorld {
  const world = {} as PaymentWorld;
  beforeAll(async () => {
    Object.assign(world, await startPaymentWorld(options));
  });
  afterAll(() => world.stop?.());
  beforeEach(async () => {
    await resetState();
    await world.sandbox.controls.reset();
  });
  return world;
}

export interface HttpAnswer {
  status: number;
  json: Record<string, unknown>;
}

/** A request to the API through the local host, as the browser (or Stripe) sends it. */
export async function request(
  world: PaymentWorld,
  method: "GET" | "POST",
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<HttpAnswer> {
  const res = await fetch(`${world.host.url}${path}`, {
    method,
    headers: body === undefined ? headers : { "content-type": "application/json", ...headers },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

/** A registration of `participants` people for an activity at CHF 75.00 a person (or the price given). */
export async function registerVisitor(
  world: PaymentWorld,
  participants = 2,
  pricePerPersonCentimes = 7500,
  /** More fields of the registration (the others named, say). */
  extra: Record<string, unknown> = {},
) {
  const activity = await putActivity({ prix_centimes: pricePerPersonCentimes });
  const res = await request(
    world,
    "POST",
    "/api/inscriptions",
    validRegistration(activity.id, { nombre_participants: participants, ...extra }),
  );
  if (res.status !== 201) throw new Error(`registration refused: ${JSON.stringify(res.json)}`);
  return { activity, registrationId: String(res.json.inscription_id) };
}

export async function storedItem(tableKey: string, id: string) {
  const result = await ddb().send(
    new GetCommand({ TableName: tableName(tableKey), Key: { id }, ConsistentRead: true }),
  );
  return result.Item;
}

/** The one session the sandbox holds for a payment (its metadata names the payment). */
export async function sandboxSessionOf(world: PaymentWorld, paymentId: string) {
  const sessions = await world.sandbox.controls.sessions();
  const session = sessions.find(
    (s) => (s.object as Stripe.Checkout.Session).metadata?.payment_id === paymentId,
  );
  if (!session) throw new Error(`no session for payment ${paymentId}`);
  return session;
}

/** Opens a card payment for a registration (POST /api/payments) and finds its sandbox session. */
export async function openCardPayment(world: PaymentWorld, registrationId: string) {
  const res = await request(world, "POST", "/api/payments", {
    inscription_id: registrationId,
    method: "card",
  });
  if (res.status !== 201) throw new Error(`card payment refused: ${JSON.stringify(res.json)}`);
  const paymentId = String(res.json.payment_id);
  return { paymentId, session: await sandboxSessionOf(world, paymentId) };
}

/** The provider's payments tool on this test's emulator, with what it wrote. */
export async function runPaymentsTool(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runPaymentsCli(["--local", "--endpoint", endpoint(), ...args], {
    out: (t) => out.push(t),
    err: (t) => err.push(t),
  });
  return { code, out: out.join("\n"), err: err.join("\n") };
}

export type PaymentMethodAsked = "card" | "twint" | "paypal" | "shopify";

/** The shop's product (vtt-electrique) costs CHF 129.00: a Shopify cart must match the price. */
export const SHOP_PRICE_CENTIMES = 12900;

/** POST /api/payments for a registration, as the payment page sends it. */
export function startPayment(
  world: PaymentWorld,
  method: PaymentMethodAsked,
  registrationId: string,
  idempotencyKey?: string,
) {
  return request(
    world,
    "POST",
    "/api/payments",
    { inscription_id: registrationId, method },
    idempotencyKey ? { "Idempotency-Key": idempotencyKey } : {},
  );
}

/** A registration (one person at the shop's price for Shopify, else two) and its open payment. */
export async function openPayment(world: PaymentWorld, method: PaymentMethodAsked) {
  const { registrationId } =
    method === "shopify"
      ? await registerVisitor(world, 1, SHOP_PRICE_CENTIMES)
      : await registerVisitor(world, 2);
  const res = await startPayment(world, method, registrationId);
  if (res.status !== 201) throw new Error(`payment refused: ${JSON.stringify(res.json)}`);
  return { registrationId, paymentId: String(res.json.payment_id) };
}

/** Every session, order or cart the sandbox holds that names this payment (by its id). */
export async function providerObjectsOf(world: PaymentWorld, paymentId: string) {
  return (await world.sandbox.controls.sessions()).filter((s) =>
    JSON.stringify(s.object).includes(paymentId),
  );
}

/** « Payer » on the provider's page, the way the payment's method pays there. */
export function payOnProviderPage(
  world: PaymentWorld,
  method: PaymentMethodAsked,
  sessionId: string,
) {
  return world.sandbox.controls.pay(
    sessionId,
    method === "paypal" ? undefined : method === "twint" ? "twint" : "card",
  );
}
