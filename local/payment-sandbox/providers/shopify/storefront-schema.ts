/**
 * The part of Shopify's Storefront API schema (version 2026-10) that the sandbox plays, written
 * with Shopify's own type, field and argument names and nullability
 * (shopify.dev/docs/api/storefront/2026-10: Product, ProductVariant, MoneyV2, Cart, CartInput,
 * CartLineInput, CartBuyerIdentityInput, CartCreatePayload, CartUserError, CartWarning).
 * graphql-js parses, validates and executes every request against it, so a client document that
 * asks for a field Shopify does not have fails here as it would there (with graphql-js's wording,
 * not Shopify's graphql-ruby wording). Enums list only the values the sandbox uses.
 */
import { buildSchema } from "graphql";

export const STOREFRONT_SDL = /* GraphQL */ `
  """A decimal number, serialized as a string ("89.0")."""
  scalar Decimal
  scalar URL
  scalar DateTime
  scalar HTML

  enum CurrencyCode { CHF EUR }
  """The spec's telephone countries only (Shopify lists every country)."""
  enum CountryCode { AT CH DE FR IT LI }
  enum CartErrorCode { INVALID LESS_THAN MERCHANDISE_NOT_APPLICABLE }
  enum CartWarningCode { MERCHANDISE_NOT_ENOUGH_STOCK MERCHANDISE_OUT_OF_STOCK }

  interface Node { id: ID! }

  type PageInfo {
    hasNextPage: Boolean!
    hasPreviousPage: Boolean!
    startCursor: String
    endCursor: String
  }

  type MoneyV2 {
    amount: Decimal!
    currencyCode: CurrencyCode!
  }

  type Product implements Node {
    id: ID!
    handle: String!
    title: String!
    description(truncateAt: Int): String!
    descriptionHtml: HTML!
    productType: String!
    availableForSale: Boolean!
    variants(first: Int, after: String, last: Int, before: String, reverse: Boolean = false): ProductVariantConnection!
  }
  type ProductEdge { cursor: String! node: Product! }
  type ProductConnection { edges: [ProductEdge!]! nodes: [Product!]! pageInfo: PageInfo! }

  type ProductVariant implements Node {
    id: ID!
    title: String!
    sku: String
    availableForSale: Boolean!
    price: MoneyV2!
    product: Product!
  }
  type ProductVariantEdge { cursor: String! node: ProductVariant! }
  type ProductVariantConnection {
    edges: [ProductVariantEdge!]!
    nodes: [ProductVariant!]!
    pageInfo: PageInfo!
  }

  type Attribute { key: String! value: String }
  type CartBuyerIdentity { email: String phone: String countryCode: CountryCode }
  type CartCost { totalAmount: MoneyV2! subtotalAmount: MoneyV2! checkoutChargeAmount: MoneyV2! }
  type CartLineCost { totalAmount: MoneyV2! amountPerQuantity: MoneyV2! subtotalAmount: MoneyV2! }
  union Merchandise = ProductVariant

  interface BaseCartLine {
    id: ID!
    quantity: Int!
    merchandise: Merchandise!
    attributes: [Attribute!]!
    cost: CartLineCost!
  }
  type CartLine implements BaseCartLine & Node {
    id: ID!
    quantity: Int!
    merchandise: Merchandise!
    attributes: [Attribute!]!
    cost: CartLineCost!
  }
  type BaseCartLineEdge { cursor: String! node: BaseCartLine! }
  type BaseCartLineConnection {
    edges: [BaseCartLineEdge!]!
    nodes: [BaseCartLine!]!
    pageInfo: PageInfo!
  }

  type Cart implements Node {
    id: ID!
    checkoutUrl: URL!
    createdAt: DateTime!
    updatedAt: DateTime!
    note: String
    totalQuantity: Int!
    attributes: [Attribute!]!
    attribute(key: String!): Attribute
    buyerIdentity: CartBuyerIdentity!
    cost: CartCost!
    lines(first: Int, after: String, last: Int, before: String, reverse: Boolean = false): BaseCartLineConnection!
  }

  type CartUserError { code: CartErrorCode field: [String!] message: String! }
  type CartWarning { code: CartWarningCode! message: String! target: ID! }
  type CartCreatePayload { cart: Cart userErrors: [CartUserError!]! warnings: [CartWarning!]! }

  input AttributeInput { key: String! value: String! }
  input CartLineInput {
    merchandiseId: ID!
    quantity: Int = 1
    attributes: [AttributeInput!]
    sellingPlanId: ID
  }
  input CartBuyerIdentityInput { email: String phone: String countryCode: CountryCode }
  input CartInput {
    lines: [CartLineInput!]
    attributes: [AttributeInput!]
    note: String
    buyerIdentity: CartBuyerIdentityInput
    discountCodes: [String!]
  }

  type Query {
    products(first: Int, after: String, last: Int, before: String, reverse: Boolean = false, query: String): ProductConnection!
  }
  type Mutation {
    cartCreate(input: CartInput): CartCreatePayload
  }
`;

export const storefrontSchema = buildSchema(STOREFRONT_SDL);
