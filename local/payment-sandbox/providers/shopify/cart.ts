/**
 * A cart as cartCreate makes it (shopify.dev/docs/api/storefront/2026-10/mutations/cartCreate):
 * the input checked line by line, user errors when it cannot be made (no cart then), warnings
 * when it is made with changes (since 2024-10 stock problems are warnings, not user errors:
 * shopify.dev/changelog/cart-warnings-in-storefront-api-cart). One-way states: open -> paid, or
 * open -> expired.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { randomId } from "../../ids";
import type { PaymentMethod } from "../../provider";
import { type CatalogueProduct, type CatalogueVariant, findVariant } from "./catalogue";
import type { ShopifyOrder } from "./order";

export interface AttributeInput {
  key: string;
  value: string;
}

export interface CartInput {
  lines?:
    | { merchandiseId: string; quantity?: number | null; attributes?: AttributeInput[] | null }[]
    | null;
  attributes?: AttributeInput[] | null;
  note?: string | null;
  buyerIdentity?: {
    email?: string | null;
    phone?: string | null;
    countryCode?: string | null;
  } | null;
  discountCodes?: string[] | null;
}

export interface CartUserError {
  code: "INVALID" | "LESS_THAN" | "MERCHANDISE_NOT_APPLICABLE";
  field: string[];
  message: string;
}

export interface CartWarning {
  code: "MERCHANDISE_NOT_ENOUGH_STOCK" | "MERCHANDISE_OUT_OF_STOCK";
  message: string;
  target: string;
}

export interface CartLineRecord {
  id: string;
  quantity: number;
  product: CatalogueProduct;
  variant: CatalogueVariant;
  attributes: AttributeInput[];
}

export type CartStatus = "open" | "paid" | "expired";

export interface CartRecord {
  /** gid://shopify/Cart/<token>?key=<key> */
  id: string;
  token: string;
  checkoutUrl: string;
  createdAt: string;
  updatedAt: string;
  expiresAtMs: number;
  note: string | null;
  attributes: AttributeInput[];
  buyerIdentity: { email: string | null; phone: string | null; countryCode: string | null };
  lines: CartLineRecord[];
  status: CartStatus;
  refusals: number;
  paidWith: PaymentMethod | null;
  order: ShopifyOrder | null;
  /** The GraphQL request that created it, as received. */
  request: { raw_body: string; params: unknown; idempotency_key: null };
}

/** Shopify's limit on cart attributes (CartInput.attributes). */
export const MAX_CART_ATTRIBUTES = 250;
/** How long an untouched cart lives [unconfirmed: Shopify says carts expire, about 10 days]. */
export const CART_LIFETIME_MS = 10 * 24 * 3600 * 1000;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Cart tokens and keys: opaque letters and digits [unconfirmed format]. */
function newCartToken(): { token: string; key: string } {
  return { token: randomId("", 26), key: randomBytes(16).toString("hex") };
}

export type CartCreateResult =
  | { cart: null; userErrors: CartUserError[]; warnings: [] }
  | { cart: CartRecord; userErrors: []; warnings: CartWarning[] };

export function createCart(
  input: CartInput,
  context: {
    catalogue: CatalogueProduct[];
    nowMs: number;
    checkoutUrl: (token: string, key: string) => string;
    request: CartRecord["request"];
  },
): CartCreateResult {
  const userErrors: CartUserError[] = [];
  const warnings: CartWarning[] = [];
  const lines: CartLineRecord[] = [];
  const { token, key } = newCartToken();

  (input.lines ?? []).forEach((line, i) => {
    const field = (name: string) => ["input", "lines", String(i), name];
    const found = findVariant(context.catalogue, line.merchandiseId);
    if (!found) {
      // Seen from Shopify (Shopify/hydrogen#2259): code INVALID, this message, cart null.
      userErrors.push({
        code: "INVALID",
        field: field("merchandiseId"),
        message: `The merchandise with id ${line.merchandiseId} does not exist.`,
      });
      return;
    }
    const quantity = line.quantity ?? 1;
    if (quantity < 1) {
      // Wording and code [unconfirmed].
      userErrors.push({
        code: "INVALID",
        field: field("quantity"),
        message: "The quantity must be greater than 0.",
      });
      return;
    }
    if (!found.variant.availableForSale) {
      // The line is left out and the cart made [unconfirmed: whether Shopify keeps the line].
      warnings.push({
        code: "MERCHANDISE_OUT_OF_STOCK",
        message: "The merchandise is out of stock.",
        target: found.variant.id,
      });
      return;
    }
    lines.push({
      id: `gid://shopify/CartLine/${randomUUID()}?cart=${token}`,
      quantity,
      product: found.product,
      variant: found.variant,
      attributes: line.attributes ?? [],
    });
  });

  const attributes = input.attributes ?? [];
  if (attributes.length > MAX_CART_ATTRIBUTES) {
    userErrors.push({
      code: "INVALID",
      field: ["input", "attributes"],
      message: `Attributes can't exceed ${MAX_CART_ATTRIBUTES}.`,
    });
  }
  const email = input.buyerIdentity?.email ?? null;
  if (email !== null && !EMAIL.test(email)) {
    // Wording [unconfirmed].
    userErrors.push({
      code: "INVALID",
      field: ["input", "buyerIdentity", "email"],
      message: "Email is invalid",
    });
  }
  if (userErrors.length > 0) return { cart: null, userErrors, warnings: [] };

  const now = new Date(context.nowMs).toISOString();
  return {
    cart: {
      id: `gid://shopify/Cart/${token}?key=${key}`,
      token,
      checkoutUrl: context.checkoutUrl(token, key),
      createdAt: now,
      updatedAt: now,
      expiresAtMs: context.nowMs + CART_LIFETIME_MS,
      note: input.note ?? null,
      attributes,
      buyerIdentity: {
        email,
        phone: input.buyerIdentity?.phone ?? null,
        countryCode: input.buyerIdentity?.countryCode ?? null,
      },
      lines,
      status: "open",
      refusals: 0,
      paidWith: null,
      order: null,
      request: context.request,
    },
    userErrors: [],
    warnings,
  };
}

export function cartTotalCentimes(cart: CartRecord): number {
  return cart.lines.reduce((sum, line) => sum + line.variant.priceCentimes * line.quantity, 0);
}
