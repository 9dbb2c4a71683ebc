/**
 * Payment methods a visitor may name (spec section 9: card, twint, paypal, virement; shopify was
 * the old card path). `card` is Stripe Checkout, where the visitor picks a card or TWINT;
 * `twint` is a Stripe Checkout limited to TWINT, shown as a QR code (or paid by hand to the
 * provider's TWINT number, recorded by the provider); `virement` is a bank transfer with a Swiss
 * QR-bill. The others are announced but not offered yet.
 */
export const PAYMENT_METHODS = ["card", "virement", "twint", "paypal", "shopify"] as const;
export type PaymentMethodName = (typeof PAYMENT_METHODS)[number];

export const AVAILABLE_PAYMENT_METHODS = ["card", "virement", "twint"] as const;
export type PaymentMethod = (typeof AVAILABLE_PAYMENT_METHODS)[number];

export function isAvailablePaymentMethod(method: string): method is PaymentMethod {
  return (AVAILABLE_PAYMENT_METHODS as readonly string[]).includes(method);
}

/**
 * Who carries out a payment: Stripe, the bank (a transfer), or TWINT itself (paid by hand to the
 * provider's TWINT number, recorded by the provider).
 */
export type PaymentProvider = "stripe" | "bank" | "twint";

/** Who carries out the payment for each available method, when the visitor starts it online. */
export const PAYMENT_PROVIDER: Record<PaymentMethod, PaymentProvider> = {
  card: "stripe",
  virement: "bank",
  twint: "stripe",
};

/** How a method is named to the visitor (receipts, e-mails). */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  card: "Carte ou TWINT (Stripe)",
  virement: "Virement bancaire (QR-facture)",
  twint: "TWINT",
};
