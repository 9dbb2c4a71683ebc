import type { ShopifyOrderLookup } from "@core/payments/shopify-order-webhook";
import { decimalToCentimes } from "@shared/money";
import type { ShopifySettings } from "./shopify-settings";
import { PAYMENT_ID_ATTRIBUTE } from "./shopify-webhooks";
import { shopifyGraphqlRequest } from "./storefront-client";

/**
 * The order a cart became, read from Shopify's Admin GraphQL API (the Storefront API cannot read
 * orders): `POST {store}/admin/api/{version}/graphql.json` with the custom app's token in
 * X-Shopify-Access-Token, `orders(first: 1, query: "cart_token:…")`
 * (shopify.dev/docs/api/admin-graphql/latest/queries/orders; Order.cartToken since 2026-07).
 */
export const ORDER_OF_CART_QUERY = /* GraphQL */ `
  query OrderOfCart($query: String!) {
    orders(first: 1, query: $query) {
      nodes {
        id
        name
        cartToken
        displayFinancialStatus
        totalPriceSet { shopMoney { amount currencyCode } }
        customAttributes { key value }
      }
    }
  }
`;

interface AdminOrderNode {
  id: string;
  cartToken: string | null;
  displayFinancialStatus: string | null;
  totalPriceSet: { shopMoney: { amount: string; currencyCode: string } };
  customAttributes: { key: string; value: string | null }[];
}

/** "gid://shopify/Cart/c1-abc?key=xyz" -> "c1-abc": the token the order keeps as cart_token. */
export function cartTokenOf(cartId: string): string {
  return /^gid:\/\/shopify\/Cart\/([^?]+)/.exec(cartId)?.[1] ?? cartId;
}

export function shopifyAdminOrders(
  settings: () => Promise<Pick<ShopifySettings, "storeUrl" | "apiVersion" | "adminToken">>,
  options: { fetch?: typeof fetch } = {},
): ShopifyOrderLookup {
  return {
    async orderOfCart(cartId) {
      const { storeUrl, apiVersion, adminToken } = await settings();
      if (!adminToken) {
        throw new Error(
          "Configuration invalide ou manquante : SHOPIFY_ADMIN_TOKEN ou SHOPIFY_ADMIN_TOKEN_ARN",
        );
      }
      const token = cartTokenOf(cartId);
      const endpoint = new URL(
        `admin/api/${apiVersion}/graphql.json`,
        storeUrl.href.replace(/\/*$/, "/"),
      );
      const request = shopifyGraphqlRequest(
        endpoint,
        { "x-shopify-access-token": adminToken },
        { fetch: options.fetch },
      );
      const data = await request<{ orders: { nodes: AdminOrderNode[] } }>(ORDER_OF_CART_QUERY, {
        query: `cart_token:"${token.replace(/"/g, "")}"`,
      });
      // The search may match loosely: only the order of exactly this cart counts.
      const order = data.orders.nodes.find((node) => node.cartToken === token);
      if (!order) return null;
      const money = order.totalPriceSet.shopMoney;
      return {
        financialStatus: order.displayFinancialStatus?.toLowerCase() ?? null,
        amountCentimes: decimalToCentimes(money.amount),
        currency: money.currencyCode,
        paymentId:
          order.customAttributes.find((a) => a.key === PAYMENT_ID_ATTRIBUTE)?.value ?? undefined,
      };
    },
  };
}
