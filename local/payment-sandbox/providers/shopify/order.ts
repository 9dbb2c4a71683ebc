/**
 * The order a paid checkout makes, in the REST Order shape that the `orders/paid` webhook carries
 * (shopify.dev/docs/api/admin-rest/latest/resources/order). Only the fields a receiver of ours
 * could read are played; amounts are decimal strings with two places, ids are numbers. The cart's
 * attributes become `note_attributes` and each line's attributes its `properties`, both as
 * `{ name, value }` [unconfirmed in Shopify's docs, relied upon widely].
 */
import { randomBytes } from "node:crypto";
import { type CartRecord, cartTotalCentimes } from "./cart";
import { legacyId } from "./catalogue";

export interface NameValue {
  name: string;
  value: string;
}

export interface ShopifyLineItem {
  id: number;
  admin_graphql_api_id: string;
  product_id: number;
  variant_id: number;
  title: string;
  variant_title: string;
  name: string;
  sku: string;
  quantity: number;
  price: string;
  properties: NameValue[];
  requires_shipping: boolean;
  taxable: boolean;
  gift_card: boolean;
  fulfillment_status: null;
}

export interface ShopifyOrder {
  id: number;
  admin_graphql_api_id: string;
  name: string;
  order_number: number;
  number: number;
  email: string | null;
  contact_email: string | null;
  created_at: string;
  updated_at: string;
  processed_at: string;
  currency: "CHF";
  presentment_currency: "CHF";
  financial_status: "paid";
  fulfillment_status: null;
  confirmed: true;
  test: true;
  total_price: string;
  subtotal_price: string;
  total_line_items_price: string;
  total_tax: string;
  total_discounts: string;
  note: string | null;
  note_attributes: NameValue[];
  line_items: ShopifyLineItem[];
  cart_token: string;
  checkout_token: string;
  token: string;
  source_name: "web";
  payment_gateway_names: string[];
}

/** Shopify numbers a shop's orders from 1001 (name "#1001"). */
export const FIRST_ORDER_NUMBER = 1001;

/** 8900 -> "89.00", as REST amounts read. */
export const restAmount = (centimes: number) => (centimes / 100).toFixed(2);

const nameValues = (attributes: { key: string; value: string }[]): NameValue[] =>
  attributes.map(({ key, value }) => ({ name: key, value }));

/** A large random id, as Shopify's order and line item ids are (13 digits). */
const numericId = () => 1_000_000_000_000 + (randomBytes(4).readUInt32BE() % 9_000_000_000);

export function createOrder(cart: CartRecord, orderNumber: number, nowMs: number): ShopifyOrder {
  const at = new Date(nowMs).toISOString();
  const total = restAmount(cartTotalCentimes(cart));
  const id = numericId();
  return {
    id,
    admin_graphql_api_id: `gid://shopify/Order/${id}`,
    name: `#${orderNumber}`,
    order_number: orderNumber,
    number: orderNumber - 1000,
    email: cart.buyerIdentity.email,
    contact_email: cart.buyerIdentity.email,
    created_at: at,
    updated_at: at,
    processed_at: at,
    currency: "CHF",
    presentment_currency: "CHF",
    financial_status: "paid",
    fulfillment_status: null,
    confirmed: true,
    test: true,
    // Swiss prices include VAT: the tax is inside the total, shown apart at 0 here.
    total_price: total,
    subtotal_price: total,
    total_line_items_price: total,
    total_tax: "0.00",
    total_discounts: "0.00",
    note: cart.note,
    note_attributes: nameValues(cart.attributes),
    line_items: cart.lines.map((line) => {
      const lineId = numericId();
      return {
        id: lineId,
        admin_graphql_api_id: `gid://shopify/LineItem/${lineId}`,
        product_id: legacyId(line.product.id),
        variant_id: legacyId(line.variant.id),
        title: line.product.title,
        variant_title: line.variant.title,
        name: line.product.title,
        sku: line.variant.sku,
        quantity: line.quantity,
        price: restAmount(line.variant.priceCentimes),
        properties: nameValues(line.attributes),
        requires_shipping: false,
        taxable: true,
        gift_card: false,
        fulfillment_status: null,
      };
    }),
    cart_token: cart.token,
    checkout_token: randomBytes(16).toString("hex"),
    token: randomBytes(16).toString("hex"),
    source_name: "web",
    // Shopify's test gateway [unconfirmed name for the sandbox's purpose].
    payment_gateway_names: ["bogus"],
  };
}
