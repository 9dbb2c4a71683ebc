import { PRODUCT_TYPE_PRICES_CENTIMES, type ProductType } from "./product-types";

/**
 * The company's direct payment (quote dialog, spec sections 2 and 9): « Réserver et payer » (card
 * at the shop's Shopify checkout), « Payer avec Twint » (the TWINT QR dialog) and « Payer avec
 * PayPal », at the fixed price of the `entreprise` product type.
 */
export const COMPANY_PAYMENT_METHODS = ["shopify", "twint", "paypal"] as const;
export type CompanyPaymentMethod = (typeof COMPANY_PAYMENT_METHODS)[number];

export function isCompanyPaymentMethod(method: string): method is CompanyPaymentMethod {
  return (COMPANY_PAYMENT_METHODS as readonly string[]).includes(method);
}

export const COMPANY_PAYMENT_PRODUCT: ProductType = "entreprise";

/** On /payment-cancel, `?pour=entreprise` says a company left PayPal (no place is held for it). */
export const COMPANY_CANCEL_PARAM = { name: "pour", value: "entreprise" } as const;

/**
 * CHF 149.00 for the booking, whatever the number of participants: the spec gives the fixed
 * prices per product type (section 9) and says nothing of a price per person.
 */
export const COMPANY_PAYMENT_CENTIMES = PRODUCT_TYPE_PRICES_CENTIMES[COMPANY_PAYMENT_PRODUCT];
