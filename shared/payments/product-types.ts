/**
 * The storefront's product types (spec section 9) and their fixed prices, in centimes of CHF.
 * A Shopify product belongs to one of them through its `productType` field.
 */
export const PRODUCT_TYPES = [
  "vtt-groupe",
  "vtt-electrique",
  "coaching-individuel",
  "entreprise",
] as const;

export type ProductType = (typeof PRODUCT_TYPES)[number];

export const PRODUCT_TYPE_PRICES_CENTIMES: Record<ProductType, number> = {
  "vtt-groupe": 8900,
  "vtt-electrique": 12900,
  "coaching-individuel": 19900,
  entreprise: 14900,
};

export function isProductType(value: string): value is ProductType {
  return (PRODUCT_TYPES as readonly string[]).includes(value);
}
