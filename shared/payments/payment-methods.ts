/**
 * Payment methods a visitor may name (spec section 9: card, twint, paypal, virement; shopify was
 * the old card path). `card` is Stripe Checkout, where the visitor picks a card or TWINT;
 * `virement` is a bank transfer with a Swiss QR-bill; `shopify` is a card payment at the shop's
 * Shopify checkout (a cart of the shop's product). The others are announced but not offered yet.
 */
export const PAYMENT_METHODS = ["card", "virement", "twint", "paypal", "shopify"] as const;
export type PaymentMethodName = (typeof PAYMENT_METHODS)[number];

export const AVAILABLE_PAYMENT_METHODS = ["card", "virement", "shopify"] as const;
export type PaymentMethod = (typeof AVAILABLE_PAYMENT_METHODS)[number];

export function isAvailablePaymentMethod(method: string): method is PaymentMethod {
  return (AVAILABLE_PAYMENT_METHODS as readonly string[]).includes(method);
}

/** Who carries out the payment for each available method. */
export const PAYMENT_PROVIDERS = ["stripe", "bank", "shopify"] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

export const PAYMENT_PROVIDER: Record<PaymentMethod, PaymentProvider> = {
  card: "stripe",
  virement: "bank",
  shopify: "shopify",
};

/** How a method is named to the visitor (receipts, e-mails). */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  card: "Carte ou TWINT (Stripe)",
  virement: "Virement bancaire (QR-facture)",
  shopify: "Carte (boutique Shopify)",
};
