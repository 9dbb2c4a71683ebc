import { BUSINESS } from "@shared/constants/business";
import { centimesToDecimal } from "@shared/money";

/**
 * Orders v2 as the adapter writes and reads them (paypal-rest-api-specifications,
 * checkout_orders_v2.json): the create body, and the few fields of an order it reads back.
 */

export interface CreateOrderRequest {
  /** Our payment id: PayPal's custom_id (reconciliation) and the root of PayPal-Request-Id. */
  paymentId: string;
  amountCentimes: number;
  /** What the buyer reads on PayPal's page (trimmed to PayPal's 127 characters). */
  description: string;
  returnUrl: string;
  cancelUrl: string;
}

/** The body of POST /v2/checkout/orders: one purchase unit in CHF, PayPal's wallet, pay now. */
export function orderRequestBody(request: CreateOrderRequest) {
  return {
    intent: "CAPTURE",
    purchase_units: [
      {
        amount: { currency_code: "CHF", value: centimesToDecimal(request.amountCentimes) },
        custom_id: request.paymentId,
        description: request.description.slice(0, 127),
      },
    ],
    payment_source: {
      paypal: {
        // application_context is deprecated in the spec; experience_context replaces it.
        experience_context: {
          brand_name: BUSINESS.name.slice(0, 127),
          locale: "fr-CH",
          user_action: "PAY_NOW",
          shipping_preference: "NO_SHIPPING",
          return_url: request.returnUrl,
          cancel_url: request.cancelUrl,
        },
      },
    },
  };
}

/**
 * PayPal-Request-Id of one operation on one payment: a retry (ours, or a repeated request after
 * a lost answer) sends the same id, so PayPal does the work once (ids live 6 hours at PayPal).
 */
export function paypalRequestId(
  paymentId: string,
  /** `refund` for the whole (or what remains), `refund-p1`… for one part. */
  operation: "create" | "capture" | "refund" | `refund-${string}`,
): string {
  return `${paymentId}:${operation}`.slice(0, 108);
}

export interface PaypalLink {
  href: string;
  rel: string;
  method?: string;
}

export interface PaypalCapture {
  id: string;
  status: string;
  amount?: { currency_code: string; value: string };
  custom_id?: string;
}

/** An order as GET (or a capture) returns it, reduced to what the adapter reads. */
export interface PaypalOrder {
  id: string;
  status: string;
  purchase_units?: {
    amount?: { currency_code: string; value: string };
    custom_id?: string;
    payments?: { captures?: PaypalCapture[] };
  }[];
  links?: PaypalLink[];
}

/**
 * Where the buyer approves: `payer-action` with experience_context (the order is then
 * PAYER_ACTION_REQUIRED), `approve` in the older application_context flow. Either is accepted.
 */
export function approvalLink(order: PaypalOrder): string | undefined {
  const links = order.links ?? [];
  return (
    links.find((link) => link.rel === "payer-action")?.href ??
    links.find((link) => link.rel === "approve")?.href
  );
}

/** The order's capture (intent CAPTURE, one purchase unit: at most one). */
export function captureOf(order: PaypalOrder): PaypalCapture | undefined {
  return order.purchase_units?.[0]?.payments?.captures?.[0];
}
