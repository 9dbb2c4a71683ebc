/**
 * The part of Shopify's Admin GraphQL API (version 2026-10) that reconciliation calls:
 *   POST /admin/api/{version}/graphql.json   with X-Shopify-Access-Token
 *   query { orders(first: 1, query: "cart_token:<token>") { nodes { … } } }
 * (shopify.dev/docs/api/admin-graphql/latest/queries/orders: the `cart_token` search filter;
 * Order.cartToken since 2026-07, shopify.dev/changelog/new-field-carttoken-added-to-the-order-graphql-admin-api).
 * Shopify's names and nullability; enums list only the values the sandbox uses. Of the search
 * syntax, only `cart_token:` terms are played; any other query lists every order.
 */
import { buildSchema } from "graphql";
import { decimalToCentimes } from "../../../../shared/money";
import { type ConnectionArgs, connection, money } from "./graphql-values";
import type { ShopifyOrder } from "./order";

export const ADMIN_API_PATH = /^\/admin\/api\/([^/]+)\/graphql\.json$/;

export const ADMIN_SDL = /* GraphQL */ `
  scalar Decimal
  scalar DateTime
  enum CurrencyCode { CHF EUR }
  enum OrderDisplayFinancialStatus { PENDING AUTHORIZED PARTIALLY_PAID PAID PARTIALLY_REFUNDED REFUNDED VOIDED EXPIRED }

  type MoneyV2 { amount: Decimal! currencyCode: CurrencyCode! }
  type MoneyBag { shopMoney: MoneyV2! presentmentMoney: MoneyV2! }
  type Attribute { key: String! value: String }
  type PageInfo { hasNextPage: Boolean! hasPreviousPage: Boolean! startCursor: String endCursor: String }

  type Order {
    id: ID!
    legacyResourceId: String!
    name: String!
    createdAt: DateTime!
    cartToken: String
    test: Boolean!
    displayFinancialStatus: OrderDisplayFinancialStatus
    totalPriceSet: MoneyBag!
    customAttributes: [Attribute!]!
  }
  type OrderEdge { cursor: String! node: Order! }
  type OrderConnection { edges: [OrderEdge!]! nodes: [Order!]! pageInfo: PageInfo! }

  type QueryRoot {
    orders(first: Int, last: Int, after: String, before: String, reverse: Boolean, query: String): OrderConnection!
  }
  schema { query: QueryRoot }
`;

export const adminSchema = buildSchema(ADMIN_SDL);

function orderNode(order: ShopifyOrder) {
  const total = money(decimalToCentimes(order.total_price) ?? 0);
  return {
    id: order.admin_graphql_api_id,
    legacyResourceId: String(order.id),
    name: order.name,
    createdAt: order.created_at,
    cartToken: order.cart_token,
    test: order.test,
    displayFinancialStatus: order.financial_status.toUpperCase(),
    totalPriceSet: { shopMoney: total, presentmentMoney: total },
    customAttributes: order.note_attributes.map(({ name, value }) => ({ key: name, value })),
  };
}

/** The `cart_token:` values of a search query (quotes allowed), or null when it names none. */
export function cartTokensOf(query: string | null | undefined): string[] | null {
  const tokens = [...(query ?? "").matchAll(/cart_token:(?:"([^"]*)"|'([^']*)'|(\S+))/g)].map(
    (m) => m[1] ?? m[2] ?? m[3] ?? "",
  );
  return tokens.length > 0 ? tokens : null;
}

export function adminRootValue(orders: () => ShopifyOrder[]) {
  return {
    orders: (args: ConnectionArgs & { query?: string | null }) => {
      const tokens = cartTokensOf(args.query);
      const found = orders().filter((o) => tokens === null || tokens.includes(o.cart_token));
      return connection(found.map(orderNode), args);
    },
  };
}
