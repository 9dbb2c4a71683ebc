import { STOREFRONT_MESSAGES } from "@shared/messages/storefront";
import { decimalToCentimes } from "@shared/money";
import { isProductType, PRODUCT_TYPES, type ProductType } from "@shared/payments/product-types";
import type { StorefrontRequest } from "./storefront-client";
import {
  CART_CREATE_MUTATION,
  type CartCreateResult,
  PRODUCTS_QUERY,
  type ProductsResult,
} from "./storefront-documents";

/** Shopify's decimal amounts ("89.0") in centimes; anything else is not an amount we can charge. */
function shopifyAmount(amount: string): number {
  const centimes = decimalToCentimes(amount.trim());
  if (centimes === null) throw new RangeError(`not a decimal amount: ${JSON.stringify(amount)}`);
  return centimes;
}

/**
 * The shop's catalogue and carts, in our terms (spec sections 3, 7, 8 and 9): products mapped to
 * our product types by their Shopify `productType`, a cart of quantity 1 of the product type's
 * first variant, and failures carrying the spec's French texts.
 */

export interface StorefrontVariant {
  id: string;
  title: string;
  priceCentimes: number;
  currency: string;
  available: boolean;
}

export interface StorefrontProduct {
  productType: ProductType;
  id: string;
  title: string;
  description: string;
  /** The first variant's price. */
  priceCentimes: number;
  currency: string;
  variants: StorefrontVariant[];
}

export type StorefrontFailure =
  | "products_unavailable"
  | "product_not_found"
  | "product_unavailable"
  | "cart_refused"
  | "cart_unavailable";

/**
 * `message` is what the error says (Shopify's first user error, or the spec's default);
 * `visitorMessage` is the spec's text for the visitor. `code` and `field` come from Shopify's
 * user error, for logs (its message may quote what was sent).
 */
export class StorefrontError extends Error {
  constructor(
    readonly kind: StorefrontFailure,
    message: string,
    readonly visitorMessage: string,
    readonly detail: { code?: string | null; field?: string | null } = {},
  ) {
    super(message);
    this.name = "StorefrontError";
  }
}

/** Which Shopify `productType` stands for each of ours (by default the same name). */
export type ProductTypeMapping = Record<ProductType, string>;

export const DEFAULT_PRODUCT_TYPE_MAPPING: ProductTypeMapping = Object.fromEntries(
  PRODUCT_TYPES.map((type) => [type, type]),
) as ProductTypeMapping;

/** Shopify's stock warnings on a cart mutation (since 2024-10 they are no longer user errors). */
const STOCK_WARNINGS = new Set(["MERCHANDISE_NOT_ENOUGH_STOCK", "MERCHANDISE_OUT_OF_STOCK"]);

const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

/** Our product type for a Shopify productType, if one maps to it. */
function ourType(shopifyType: string, mapping: ProductTypeMapping): ProductType | undefined {
  return PRODUCT_TYPES.find((type) => mapping[type] === shopifyType);
}

export function toStorefrontProducts(
  result: ProductsResult,
  mapping: ProductTypeMapping = DEFAULT_PRODUCT_TYPE_MAPPING,
): StorefrontProduct[] {
  const products: StorefrontProduct[] = [];
  for (const node of result.products.nodes) {
    const productType = ourType(node.productType, mapping);
    // A product of another type, or a second one of a type already mapped, is not ours to sell.
    if (!productType || products.some((p) => p.productType === productType)) continue;
    const variants = node.variants.nodes.map((variant) => ({
      id: variant.id,
      title: variant.title,
      priceCentimes: shopifyAmount(variant.price.amount),
      currency: variant.price.currencyCode,
      available: variant.availableForSale,
    }));
    const first = variants[0];
    if (!first) continue;
    products.push({
      productType,
      id: node.id,
      title: node.title,
      description: node.description,
      priceCentimes: first.priceCentimes,
      currency: first.currency,
      variants,
    });
  }
  return products;
}

export interface CreateCartInput {
  productType: string;
  quantity?: number;
  /** Our ids (payment_id, inscription_id…), on the cart and on its line: the order carries both. */
  attributes: Record<string, string>;
  email: string;
  countryCode?: string;
  note?: string;
}

export interface CreatedCart {
  cartId: string;
  checkoutUrl: string;
  totalCentimes: number;
  currency: string;
  variantId: string;
}

export interface ShopifyStorefront {
  listProducts(): Promise<StorefrontProduct[]>;
  createCart(input: CreateCartInput): Promise<CreatedCart>;
}

export function shopifyStorefront(
  request: StorefrontRequest,
  mapping: ProductTypeMapping = DEFAULT_PRODUCT_TYPE_MAPPING,
): ShopifyStorefront {
  async function listProducts(): Promise<StorefrontProduct[]> {
    try {
      return toStorefrontProducts(await request<ProductsResult>(PRODUCTS_QUERY), mapping);
    } catch (error) {
      throw new StorefrontError(
        "products_unavailable",
        messageOf(error, STOREFRONT_MESSAGES.productsDefault),
        STOREFRONT_MESSAGES.productsUnavailable,
      );
    }
  }

  const cartFailure = (kind: StorefrontFailure, message: string, detail = {}) =>
    new StorefrontError(kind, message, STOREFRONT_MESSAGES.cartUnavailable, detail);
  const productFailure = (kind: "product_not_found" | "product_unavailable") => {
    const text =
      kind === "product_not_found"
        ? STOREFRONT_MESSAGES.productNotFound
        : STOREFRONT_MESSAGES.productUnavailable;
    return new StorefrontError(kind, text, text);
  };

  async function createCart(input: CreateCartInput): Promise<CreatedCart> {
    if (!isProductType(input.productType)) throw productFailure("product_not_found");
    let products: StorefrontProduct[];
    try {
      products = await listProducts();
    } catch (error) {
      throw cartFailure("cart_unavailable", messageOf(error, STOREFRONT_MESSAGES.cartDefault));
    }
    const product = products.find((p) => p.productType === input.productType);
    if (!product) throw productFailure("product_not_found");
    // Spec section 9: the first variant, quantity 1.
    const variant = product.variants[0];
    if (!variant?.available) throw productFailure("product_unavailable");

    const attributes = Object.entries(input.attributes).map(([key, value]) => ({ key, value }));
    let result: CartCreateResult;
    try {
      result = await request<CartCreateResult>(CART_CREATE_MUTATION, {
        input: {
          lines: [{ merchandiseId: variant.id, quantity: input.quantity ?? 1, attributes }],
          attributes,
          buyerIdentity: { email: input.email, countryCode: input.countryCode ?? "CH" },
          ...(input.note ? { note: input.note } : {}),
        },
      });
    } catch (error) {
      throw cartFailure("cart_unavailable", messageOf(error, STOREFRONT_MESSAGES.cartDefault));
    }
    const payload = result.cartCreate;
    const userError = payload?.userErrors[0];
    if (userError) {
      throw cartFailure("cart_refused", userError.message || STOREFRONT_MESSAGES.cartDefault, {
        code: userError.code,
        field: userError.field?.join(".") ?? null,
      });
    }
    if (payload?.warnings.some((warning) => STOCK_WARNINGS.has(warning.code))) {
      throw productFailure("product_unavailable");
    }
    const cart = payload?.cart;
    if (!cart?.checkoutUrl) throw cartFailure("cart_unavailable", STOREFRONT_MESSAGES.cartDefault);
    return {
      cartId: cart.id,
      checkoutUrl: cart.checkoutUrl,
      totalCentimes: shopifyAmount(cart.cost.totalAmount.amount),
      currency: cart.cost.totalAmount.currencyCode,
      variantId: variant.id,
    };
  }

  return { listProducts, createCart };
}
