/**
 * How a cancelled registration's money goes back: `provider_api` (Stripe or PayPal refund, done
 * by the server), `by_hand` (bank transfer, Shopify, TWINT by hand: the provider refunds), `none`
 * (nothing was paid). Its own module, so that the site reads it without the event schemas.
 */
export const REFUND_MODES = ["provider_api", "by_hand", "none"] as const;
export type RefundMode = (typeof REFUND_MODES)[number];
