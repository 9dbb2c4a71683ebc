/**
 * Payment methods a visitor may name (spec section 9: card, twint, paypal, virement; shopify was
 * the old card path). `card` is Stripe Checkout, where the visitor picks a card or TWINT;
 * `twint` is a Stripe Checkout limited to TWINT, shown as a QR code (or paid by hand to the
 * provider's TWINT number, recorded by the provider); `paypal` is a PayPal order the visitor
 * approves on PayPal; `virement` is a bank transfer with a Swiss QR-bill; `shopify` is a card
 * payment at the shop's Shopify checkout (a cart of the shop's product).
 */
export const PAYMENT_METHODS = ["card", "virement", "twint", "paypal", "shopify"] as const;
export type PaymentMethodName = (typeof PAYMENT_METHODS)[number];

export const AVAILABLE_PAYMENT_METHODS = [
  "card",
  "paypal",
  "virement",
  "shopify",
  "twint",
] as const;
export type PaymentMethod = (typeof AVAILABLE_PAYMENT_METHODS)[number];

export function isAvailablePaymentMethod(method: string): method is PaymentMethod {
  return (AVAILABLE_PAYMENT_METHODS as readonly string[]).includes(method);
}

/**
 * Who carries out a payment. `twint`: TWINT itself, a payment sent by hand to the provider's
 * TWINT number and recorded by the provider (a TWINT payment by QR code goes through Stripe).
 */
export const PAYMENT_PROVIDERS = ["stripe", "paypal", "bank", "shopify", "twint"] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** Who carries out the payment for each available method, when the visitor starts it online. */
export const PAYMENT_PROVIDER: Record<PaymentMethod, PaymentProvider> = {
  card: "stripe",
  paypal: "paypal",
  virement: "bank",
  shopify: "shopify",
  twint: "stripe",
};

/**
 * How a method is named to the visitor (receipts, e-mails), as the visitor chose it; never the
 * company that carries it out (the provider's e-mails name that in their own row).
 */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  card: "Carte",
  paypal: "PayPal",
  virement: "Virement (QR-facture)",
  shopify: "Carte (boutique en ligne)",
  twint: "TWINT",
};
