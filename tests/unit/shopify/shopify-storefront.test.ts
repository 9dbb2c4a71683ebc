/**
 * The Storefront adapter's own logic, over a recorded fake of the GraphQL transport: product
 * mapping by productType, the first variant at quantity 1, and the spec's French texts for each
 * failure (section 8).
 */

import {
  type CreateCartInput,
  shopifyStorefront,
  toStorefrontProducts,
} from "@adapters/shopify/shopify-storefront";
import { StorefrontRequestError } from "@adapters/shopify/storefront-client";
import type { CartCreateResult, ProductsResult } from "@adapters/shopify/storefront-documents";
import { STOREFRONT_MESSAGES } from "@shared/messages/storefront";
import { decimalToCentimes } from "@shared/money";
import { describe, expect, it } from "vitest";
import { storefrontFailure } from "../../support/storefront-failure";

type Node = ProductsResult["products"]["nodes"][number];

const variant = (id: number, amount: string, availableForSale = true) => ({
  id: `gid://shopify/ProductVariant/${id}`,
  title: `Variante ${id}`,
  availableForSale,
  price: { amount, currencyCode: "CHF" },
});

const product = (id: number, productType: string, variants: Node["variants"]["nodes"]): Node => ({
  id: `gid://shopify/Product/${id}`,
  title: `Produit ${id}`,
  description: `Description ${id}`,
  productType,
  variants: { nodes: variants },
});

const CATALOGUE: ProductsResult = {
  products: {
    nodes: [
      product(1, "vtt-groupe", [variant(11, "89.0")]),
      product(2, "t-shirt", [variant(21, "25.0")]),
      product(3, "vtt-electrique", [variant(31, "129.0"), variant(32, "150.5")]),
      product(4, "vtt-electrique", [variant(41, "1.0")]),
      product(5, "coaching-individuel", [variant(51, "199.0", false), variant(52, "199.0")]),
    ],
  },
};

const okCart = (amount = "129.0"): CartCreateResult => ({
  cartCreate: {
    cart: {
      id: "gid://shopify/Cart/abc?key=k",
      checkoutUrl: "https://shop.example/cart/c/abc?key=k",
      cost: { totalAmount: { amount, currencyCode: "CHF" } },
      attributes: [],
    },
    userErrors: [],
    warnings: [],
  },
});

/** A transport fake: answers the products query, then the given cartCreate result or failure. */
function fakeRequest(cart: CartCreateResult | Error, products: ProductsResult | Error = CATALOGUE) {
  const calls: { document: string; variables?: Record<string, unknown> }[] = [];
  const request = async <T>(document: string, variables?: Record<string, unknown>): Promise<T> => {
    calls.push({ document, variables });
    const answer = document.includes("cartCreate") ? cart : products;
    if (answer instanceof Error) throw answer;
    return answer as T;
  };
  return { request, calls };
}

const INPUT: CreateCartInput = {
  productType: "vtt-electrique",
  attributes: { payment_id: "pay_1", inscription_id: "reg_1" },
  email: "marie.exemple@example.ch",
};

describe("decimalToCentimes", () => {
  it("reads Shopify's decimal strings on their digits", () => {
    expect(decimalToCentimes("89.0")).toBe(8900);
    expect(decimalToCentimes("150.5")).toBe(15050);
    expect(decimalToCentimes("129.00")).toBe(12900);
    expect(decimalToCentimes("0.05")).toBe(5);
    expect(decimalToCentimes("199")).toBe(19900);
  });

  it("refuses what is not an amount in centimes", () => {
    for (const bad of ["", "-1.0", "1.005", "1e3", "12,50", "abc"]) {
      expect(decimalToCentimes(bad)).toBeNull();
    }
  });
});

describe("toStorefrontProducts", () => {
  it("maps products to our types by productType, first product of a type, prices in centimes", () => {
    const products = toStorefrontProducts(CATALOGUE);
    expect(products.map((p) => [p.productType, p.id, p.priceCentimes])).toEqual([
      ["vtt-groupe", "gid://shopify/Product/1", 8900],
      ["vtt-electrique", "gid://shopify/Product/3", 12900],
      ["coaching-individuel", "gid://shopify/Product/5", 19900],
    ]);
    expect(products[1]?.variants).toEqual([
      {
        id: "gid://shopify/ProductVariant/31",
        title: "Variante 31",
        priceCentimes: 12900,
        currency: "CHF",
        available: true,
      },
      {
        id: "gid://shopify/ProductVariant/32",
        title: "Variante 32",
        priceCentimes: 15050,
        currency: "CHF",
        available: true,
      },
    ]);
  });

  it("follows a configured mapping when the shop names its types otherwise", () => {
    const products = toStorefrontProducts(CATALOGUE, {
      "vtt-groupe": "Sortie de groupe",
      "vtt-electrique": "vtt-groupe",
      "coaching-individuel": "Coaching",
      entreprise: "t-shirt",
    });
    expect(products.map((p) => [p.productType, p.id])).toEqual([
      ["vtt-electrique", "gid://shopify/Product/1"],
      ["entreprise", "gid://shopify/Product/2"],
    ]);
  });
});

describe("listProducts", () => {
  it("a failure reads « Impossible de charger les produits Shopify », with the cause as message", async () => {
    const { request } = fakeRequest(
      okCart(),
      new StorefrontRequestError("HTTP error! status: 401", 401),
    );
    const error = await storefrontFailure(shopifyStorefront(request).listProducts());
    expect(error.kind).toBe("products_unavailable");
    expect(error.visitorMessage).toBe("Impossible de charger les produits Shopify");
    expect(error.message).toBe("HTTP error! status: 401");
  });

  it("a failure that says nothing reads « Erreur lors du chargement des produits »", async () => {
    const { request } = fakeRequest(okCart(), new Error(""));
    const error = await storefrontFailure(shopifyStorefront(request).listProducts());
    expect(error.message).toBe(STOREFRONT_MESSAGES.productsDefault);
    expect(error.message).toBe("Erreur lors du chargement des produits");
  });
});

describe("createCart", () => {
  it("asks for one line of the type's first variant, our ids on the cart and on the line", async () => {
    const { request, calls } = fakeRequest(okCart());
    const cart = await shopifyStorefront(request).createCart(INPUT);
    expect(cart).toEqual({
      cartId: "gid://shopify/Cart/abc?key=k",
      checkoutUrl: "https://shop.example/cart/c/abc?key=k",
      totalCentimes: 12900,
      currency: "CHF",
      variantId: "gid://shopify/ProductVariant/31",
    });
    const attributes = [
      { key: "payment_id", value: "pay_1" },
      { key: "inscription_id", value: "reg_1" },
    ];
    expect(calls[1]?.variables).toEqual({
      input: {
        lines: [{ merchandiseId: "gid://shopify/ProductVariant/31", quantity: 1, attributes }],
        attributes,
        buyerIdentity: { email: "marie.exemple@example.ch", countryCode: "CH" },
      },
    });
  });

  it("an unknown product type is « Produit non trouvé » without calling Shopify", async () => {
    const { request, calls } = fakeRequest(okCart());
    const error = await storefrontFailure(
      shopifyStorefront(request).createCart({ ...INPUT, productType: "yoga" }),
    );
    expect([error.kind, error.message, error.visitorMessage]).toEqual([
      "product_not_found",
      "Produit non trouvé",
      "Produit non trouvé",
    ]);
    expect(calls).toEqual([]);
  });

  it("a type the shop does not sell is « Produit non trouvé »", async () => {
    const { request, calls } = fakeRequest(okCart());
    const error = await storefrontFailure(
      shopifyStorefront(request).createCart({ ...INPUT, productType: "entreprise" }),
    );
    expect(error.message).toBe("Produit non trouvé");
    expect(calls).toHaveLength(1);
  });

  it("a first variant not for sale is « Ce produit n'est pas disponible actuellement » (no cart asked)", async () => {
    const { request, calls } = fakeRequest(okCart());
    const error = await storefrontFailure(
      shopifyStorefront(request).createCart({ ...INPUT, productType: "coaching-individuel" }),
    );
    expect([error.kind, error.visitorMessage]).toEqual([
      "product_unavailable",
      "Ce produit n'est pas disponible actuellement",
    ]);
    expect(calls).toHaveLength(1);
  });

  it("Shopify's first user error is the error's message; the visitor reads the spec's text", async () => {
    const { request } = fakeRequest({
      cartCreate: {
        cart: null,
        userErrors: [
          {
            field: ["input", "buyerIdentity", "email"],
            message: "Email is invalid",
            code: "INVALID",
          },
          { field: null, message: "second", code: null },
        ],
        warnings: [],
      },
    });
    const error = await storefrontFailure(shopifyStorefront(request).createCart(INPUT));
    expect(error.kind).toBe("cart_refused");
    expect(error.message).toBe("Email is invalid");
    expect(error.visitorMessage).toBe("Impossible de créer le panier. Veuillez réessayer.");
    expect(error.detail).toEqual({ code: "INVALID", field: "input.buyerIdentity.email" });
  });

  it("a stock warning (the variant sold out meanwhile) is « Ce produit n'est pas disponible actuellement »", async () => {
    const result = okCart();
    if (!result.cartCreate) throw new Error("fixture");
    result.cartCreate.warnings = [
      {
        code: "MERCHANDISE_OUT_OF_STOCK",
        message: "Out of stock",
        target: "gid://shopify/ProductVariant/31",
      },
    ];
    const error = await storefrontFailure(
      shopifyStorefront(fakeRequest(result).request).createCart(INPUT),
    );
    expect(error.message).toBe("Ce produit n'est pas disponible actuellement");
  });

  it("a failed call, or an answer without a cart, reads « Impossible de créer le panier. Veuillez réessayer. »", async () => {
    const failed = await storefrontFailure(
      shopifyStorefront(
        fakeRequest(new StorefrontRequestError("HTTP error! status: 500", 500)).request,
      ).createCart(INPUT),
    );
    expect([failed.kind, failed.message, failed.visitorMessage]).toEqual([
      "cart_unavailable",
      "HTTP error! status: 500",
      "Impossible de créer le panier. Veuillez réessayer.",
    ]);
    const empty = await storefrontFailure(
      shopifyStorefront(
        fakeRequest({ cartCreate: { cart: null, userErrors: [], warnings: [] } }).request,
      ).createCart(INPUT),
    );
    expect([empty.kind, empty.message]).toEqual([
      "cart_unavailable",
      "Erreur lors de la création du panier",
    ]);
  });

  it("products that cannot be loaded while creating a cart fail as a cart", async () => {
    const { request } = fakeRequest(
      okCart(),
      new StorefrontRequestError("HTTP error! status: 503", 503),
    );
    const error = await storefrontFailure(shopifyStorefront(request).createCart(INPUT));
    expect([error.kind, error.message, error.visitorMessage]).toEqual([
      "cart_unavailable",
      "HTTP error! status: 503",
      "Impossible de créer le panier. Veuillez réessayer.",
    ]);
  });
});
