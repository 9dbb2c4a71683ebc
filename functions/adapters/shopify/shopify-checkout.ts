import {
  type CheckoutProvider,
  CheckoutProviderError,
  type CheckoutRequest,
} from "@core/payments/ports/checkout";
import { CURRENCY } from "@shared/constants/offer";
import { STOREFRONT_MESSAGES } from "@shared/messages/storefront";
import type { ProductType } from "@shared/payments/product-types";
import { errorText, log } from "../../logger";
import { type ShopifyStorefront, StorefrontError } from "./shopify-storefront";
import { PAYMENT_ID_ATTRIBUTE } from "./shopify-webhooks";

/** The cart attribute naming the registration, beside the payment id. */
export const REGISTRATION_ID_ATTRIBUTE = "inscription_id";
/** The same for a company's direct payment: its quote request. */
export const QUOTE_REQUEST_ID_ATTRIBUTE = "quote_request_id";

/**
 * A registration paid at Shopify's checkout: a cart of one of the shop's product (the configured
 * product type's first variant, quantity 1, spec section 9) carrying our payment and registration
 * ids. A company's direct payment: the `entreprise` product, with the quote request's id and the
 * customer data the spec lists (name, email, phone, date, participants, comments). The shop sets the price, so the cart is refused unless its total is exactly the payment's
 * amount: no visitor is sent to pay another sum than the one the registration owes.
 */
export function shopifyCheckout(
  storefront: () => Promise<{ storefront: ShopifyStorefront; productType: ProductType }>,
): Pick<CheckoutProvider, "createCheckout"> {
  return {
    async createCheckout(request: CheckoutRequest) {
      const amount = request.lineItem.unitAmountCentimes * request.lineItem.quantity;
      try {
        const shop = await storefront();
        const cart = await shop.storefront.createCart({
          productType: request.productType ?? shop.productType,
          attributes: {
            ...request.customerData,
            [PAYMENT_ID_ATTRIBUTE]: request.paymentId,
            ...(request.registrationId
              ? { [REGISTRATION_ID_ATTRIBUTE]: request.registrationId }
              : {}),
            ...(request.quoteRequestId
              ? { [QUOTE_REQUEST_ID_ATTRIBUTE]: request.quoteRequestId }
              : {}),
          },
          email: request.customerEmail,
        });
        if (cart.totalCentimes !== amount || cart.currency !== CURRENCY) {
          throw new CheckoutProviderError(
            "unavailable",
            `Shopify: amount_mismatch (cart ${cart.totalCentimes} ${cart.currency}, payment ${amount} ${CURRENCY})`,
            STOREFRONT_MESSAGES.productUnavailable,
          );
        }
        return { providerRef: cart.cartId, redirectUrl: cart.checkoutUrl };
      } catch (error) {
        const failure = providerError(error);
        log.warn("shopify_checkout_failed", {
          paymentId: request.paymentId,
          reason: errorText(failure),
        });
        throw failure;
      }
    },
  };
}

/**
 * Shopify's refusal said by its kind, code and field only (a user error's message may quote what
 * was sent); our own failures (a missing setting) keep their message, which names the setting.
 */
function providerError(error: unknown): CheckoutProviderError {
  if (error instanceof CheckoutProviderError) return error;
  if (error instanceof StorefrontError) {
    const detail = [error.detail.code, error.detail.field].filter(Boolean).join(" ");
    return new CheckoutProviderError(
      "unavailable",
      `Shopify: ${error.kind}${detail ? ` ${detail}` : ""}`,
      error.visitorMessage,
    );
  }
  return new CheckoutProviderError(
    "unavailable",
    error instanceof Error ? error.message : String(error),
  );
}
