/**
 * Shopify, as the sandbox plays it: the Storefront API's products and cartCreate
 * (storefront-api.ts), the checkout page of each cart (checkout-page.ts), and the signed
 * `orders/paid` webhook when a cart is paid, sent through the outbox. Carts are the sessions the
 * test controls reach, by their global id or their token.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import * as z from "../../../../shared/zod";
import type { ApiFailures } from "../../api-failures";
import type { SandboxClock } from "../../clock";
import { CONTROLS_PATH, ControlError, parseBody } from "../../controls";
import {
  MethodNotOfferedError,
  type PaymentMethod,
  type PaymentOutcome,
  type SandboxProvider,
  type SandboxSessionView,
  SessionClosedError,
  SessionNotFoundError,
} from "../../provider";
import type { Delivery, WebhookOutbox } from "../../webhooks-outbox";
import { ADMIN_API_PATH, adminRootValue, adminSchema } from "./admin-api";
import { type CartRecord, createCart } from "./cart";
import { type CatalogueProduct, findVariant, seedCatalogue } from "./catalogue";
import { CHECKOUT_PATH, type CheckoutPageContext, handleCheckoutPage } from "./checkout-page";
import { createOrder, FIRST_ORDER_NUMBER, type ShopifyOrder } from "./order";
import {
  handleStorefrontApi,
  STOREFRONT_PATH,
  type StorefrontApiContext,
  serveShopifyGraphql,
} from "./storefront-api";
import { cartJson } from "./storefront-resolvers";
import { orderPaidWebhook, SHOPIFY } from "./webhooks";

export { SHOPIFY };

/** The Storefront API version the sandbox plays: the latest stable one on 2026-11-23. */
export const SHOPIFY_API_VERSION = "2026-10";

/** The cart attribute the checkout's « Revenir sur le site » link follows, when present. */
export const RETURN_URL_ATTRIBUTE = "return_url";

export interface ShopifyProviderOptions {
  clock: SandboxClock;
  outbox: WebhookOutbox;
  failures: ApiFailures;
  /** The base of the checkout pages' URLs (known once the server listens). */
  publicBaseUrl: () => string;
  /** The one Storefront token accepted; without it any non-empty token is. */
  storefrontToken?: string;
  /** The one Admin API access token accepted (X-Shopify-Access-Token); without it any is. */
  adminToken?: string;
  /** The shop's name on the checkout page. */
  shopName: string;
  /** X-Shopify-Shop-Domain of the webhooks. */
  shopDomain: string;
  /** Where the checkout's link goes back to when the cart names no return_url. */
  returnUrl?: string;
  apiVersion?: string;
}

const report = (error: unknown) =>
  console.error("[payment-sandbox] webhook delivery failed:", error);

const STOCK_CONTROL = `${CONTROLS_PATH}/${SHOPIFY}/variants/`;
const stockBody = z.strictObject({ available_for_sale: z.boolean() });

export class ShopifyProvider implements SandboxProvider {
  readonly name = SHOPIFY;
  readonly controls = {
    [`POST ${STOCK_CONTROL}:id`]:
      '{"available_for_sale":false} marks a variant (gid or number) out of stock, or back',
  };
  private readonly carts = new Map<string, CartRecord>();
  private catalogue: CatalogueProduct[] = seedCatalogue();
  private nextOrderNumber = FIRST_ORDER_NUMBER;
  private readonly api: StorefrontApiContext;
  private readonly page: CheckoutPageContext;
  private readonly apiVersion: string;

  constructor(private readonly options: ShopifyProviderOptions) {
    this.apiVersion = options.apiVersion ?? SHOPIFY_API_VERSION;
    this.api = {
      failures: options.failures,
      apiVersion: this.apiVersion,
      storefrontToken: options.storefrontToken,
      catalogue: () => this.catalogue,
      createCart: (input, request) => {
        this.expireDue().catch(report);
        const result = createCart(input, {
          catalogue: this.catalogue,
          nowMs: options.clock.nowMs(),
          checkoutUrl: (token, key) =>
            `${options.publicBaseUrl()}${CHECKOUT_PATH}${token}?key=${key}`,
          request,
        });
        if (result.cart) this.carts.set(result.cart.token, result.cart);
        return result;
      },
    };
    this.page = {
      shopName: options.shopName,
      find: (token) => this.carts.get(token),
      pay: (cart) => {
        const { deliveries } = this.complete(cart, "card");
        deliveries.catch(report);
        return cart;
      },
      refuse: (cart) => {
        cart.refusals += 1;
      },
      returnUrl: (cart) => this.returnUrl(cart),
      expireDue: () => {
        this.expireDue().catch(report);
      },
    };
  }

  async handle(req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean> {
    const api = STOREFRONT_PATH.exec(path);
    if (api) {
      await handleStorefrontApi(req, res, decodeURIComponent(api[1] as string), this.api);
      return true;
    }
    const admin = ADMIN_API_PATH.exec(path);
    if (admin) {
      await serveShopifyGraphql(req, res, decodeURIComponent(admin[1] as string), {
        tokenHeader: "x-shopify-access-token",
        token: this.options.adminToken,
        apiName: "Admin API",
        apiVersion: this.apiVersion,
        failures: this.options.failures,
        schema: adminSchema,
        rootValue: () => adminRootValue(() => this.orders()),
      });
      return true;
    }
    if (path.startsWith(CHECKOUT_PATH)) {
      await handleCheckoutPage(req, res, path, this.page);
      return true;
    }
    return false;
  }

  /** The shop's orders, oldest first (one per paid cart). */
  private orders(): ShopifyOrder[] {
    return [...this.carts.values()]
      .map((cart) => cart.order)
      .filter((order): order is ShopifyOrder => order !== null && order !== undefined);
  }

  owns(sessionId: string): boolean {
    return this.find(sessionId) !== undefined;
  }

  sessions(): SandboxSessionView[] {
    return [...this.carts.values()].map((cart) => ({
      provider: SHOPIFY,
      id: cart.id,
      status: cart.status,
      object: { cart: cartJson(cart), order: cart.order },
      request: cart.request,
      paid_with: cart.paidWith,
      refusals: cart.refusals,
    }));
  }

  async pay(sessionId: string, method: PaymentMethod): Promise<PaymentOutcome> {
    const cart = this.open(sessionId);
    const { deliveries } = this.complete(cart, method);
    return {
      session: { cart: cartJson(cart), order: cart.order },
      redirect_url: this.returnUrl(cart),
      deliveries: await deliveries,
    };
  }

  refuse(sessionId: string): PaymentOutcome {
    const cart = this.open(sessionId);
    cart.refusals += 1;
    return {
      session: { cart: cartJson(cart), order: null },
      redirect_url: this.returnUrl(cart),
      deliveries: [],
    };
  }

  /** An abandoned cart sends no webhook: nothing is announced, the cart just closes. */
  async expire(sessionId: string): Promise<PaymentOutcome> {
    const cart = this.open(sessionId);
    cart.status = "expired";
    return { session: { cart: cartJson(cart), order: null }, redirect_url: null, deliveries: [] };
  }

  async expireDue(): Promise<void> {
    const now = this.options.clock.nowMs();
    for (const cart of this.carts.values()) {
      if (cart.status === "open" && cart.expiresAtMs <= now) cart.status = "expired";
    }
  }

  reset(): void {
    this.carts.clear();
    this.catalogue = seedCatalogue();
    this.nextOrderNumber = FIRST_ORDER_NUMBER;
  }

  async control(req: IncomingMessage, path: string): Promise<unknown> {
    if (req.method !== "POST" || !path.startsWith(STOCK_CONTROL)) return undefined;
    const id = decodeURIComponent(path.slice(STOCK_CONTROL.length));
    const gid = /^\d+$/.test(id) ? `gid://shopify/ProductVariant/${id}` : id;
    const found = findVariant(this.catalogue, gid);
    if (!found) throw new ControlError(404, `no variant ${id}`);
    found.variant.availableForSale = (await parseBody(req, stockBody)).available_for_sale;
    return { variant: found.variant };
  }

  private find(sessionId: string): CartRecord | undefined {
    const token = /^gid:\/\/shopify\/Cart\/([^?]+)/.exec(sessionId)?.[1] ?? sessionId;
    const cart = this.carts.get(token);
    return cart && (token === sessionId || cart.id === sessionId) ? cart : undefined;
  }

  private open(sessionId: string): CartRecord {
    this.expireDue().catch(report);
    const cart = this.find(sessionId);
    if (!cart) throw new SessionNotFoundError(`No cart ${sessionId}`);
    if (cart.status !== "open") throw new SessionClosedError(`cart ${sessionId} is ${cart.status}`);
    return cart;
  }

  private returnUrl(cart: CartRecord): string | null {
    const fromCart = cart.attributes.find((a) => a.key === RETURN_URL_ATTRIBUTE)?.value;
    return fromCart ?? this.options.returnUrl ?? null;
  }

  /** The cart becomes an order, paid; the webhook's promise settles once it has been tried. */
  private complete(cart: CartRecord, method: PaymentMethod): { deliveries: Promise<Delivery[]> } {
    if (method !== "card") {
      throw new MethodNotOfferedError(`${method} is not offered by this checkout (card)`);
    }
    if (cart.lines.length === 0) throw new SessionClosedError(`cart ${cart.id} is empty`);
    const nowMs = this.options.clock.nowMs();
    cart.order = createOrder(cart, this.nextOrderNumber, nowMs);
    this.nextOrderNumber += 1;
    cart.status = "paid";
    cart.paidWith = method;
    cart.updatedAt = new Date(nowMs).toISOString();
    const webhook = orderPaidWebhook(cart.order, {
      shopDomain: this.options.shopDomain,
      apiVersion: this.apiVersion,
      nowMs,
    });
    return { deliveries: this.options.outbox.send(webhook) };
  }
}
