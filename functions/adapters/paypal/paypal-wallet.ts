import { CheckoutProviderError } from "@core/payments/ports/checkout";
import type { ProviderEvent } from "@core/payments/ports/provider-events";
import type { RefundProvider } from "@core/payments/ports/refunds";
import type { WalletOrderState, WalletProvider } from "@core/payments/ports/wallet";
import { decimalToCentimes } from "@shared/money";
import { log } from "../../logger";
import type { PaypalClient } from "./paypal-client";
import { PaypalAuthError, paypalFailureFields } from "./paypal-errors";
import { paymentStatusOfOrder } from "./paypal-order-status";
import { captureOf, type PaypalOrder } from "./paypal-orders";

/** The order as the payment use cases read it: its stage, our payment id, what was captured. */
export function walletOrderState(order: PaypalOrder): WalletOrderState {
  const unit = order.purchase_units?.[0];
  const capture = captureOf(order);
  const amount = capture?.amount ?? unit?.amount;
  const status = paymentStatusOfOrder(order);
  return {
    providerRef: order.id,
    paymentId: unit?.custom_id ?? capture?.custom_id,
    stage: order.status === "APPROVED" ? "approved" : status,
    amountCentimes: amount ? decimalToCentimes(amount.value) : null,
    currency: amount?.currency_code ?? null,
    ...(capture?.id && status === "completed" ? { captureId: capture.id } : {}),
  };
}

/**
 * A failed PayPal call, told by PayPal's codes only (the spec's « PayPal auth error! » or
 * « PayPal API error! » with status and issue), then raised as the use cases' provider error.
 */
async function providerCall<T>(
  what: string,
  paymentId: string | undefined,
  run: () => Promise<T>,
  onAuthError?: () => Promise<unknown>,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    // Credentials replaced in Secrets Manager: the next call reads them again.
    if (error instanceof PaypalAuthError) await onAuthError?.();
    const fields = paypalFailureFields(error);
    log.warn("paypal_call_failed", { call: what, ...(paymentId ? { paymentId } : {}), ...fields });
    throw new CheckoutProviderError(
      "unavailable",
      `PayPal: ${fields.reason} ${fields.status ?? ""} ${fields.detail ?? ""}`.trim(),
    );
  }
}

/** PayPal's refund of a capture (all, what remains, or a part) behind the refund port. */
export function paypalRefunds(
  client: PaypalClient,
  options: { onAuthenticationError?: () => Promise<unknown> } = {},
): RefundProvider {
  return {
    async refund({ paymentId, paymentRef, amountCentimes, part }) {
      return providerCall(
        "refund_capture",
        paymentId,
        () =>
          client.refundCapture({
            captureId: paymentRef,
            paymentId,
            amountCentimes,
            ...(part ? { part } : {}),
          }),
        options.onAuthenticationError,
      );
    },
  };
}

/** PayPal Orders v2 behind the payment use cases' wallet port. */
export function paypalWallet(
  client: PaypalClient,
  options: { onAuthenticationError?: () => Promise<unknown> } = {},
): WalletProvider {
  const call = <T>(what: string, paymentId: string | undefined, run: () => Promise<T>) =>
    providerCall(what, paymentId, run, options.onAuthenticationError);
  return {
    async createCheckout(request) {
      const { lineItem } = request;
      const created = await call("create_order", request.paymentId, async () =>
        client.createOrder({
          paymentId: request.paymentId,
          amountCentimes: lineItem.unitAmountCentimes * lineItem.quantity,
          description:
            lineItem.quantity > 1 ? `${lineItem.name} × ${lineItem.quantity}` : lineItem.name,
          returnUrl: request.successUrl,
          cancelUrl: request.cancelUrl,
        }),
      );
      return { providerRef: created.orderId, redirectUrl: created.approvalUrl };
    },
    async readOrder(providerRef) {
      return walletOrderState(
        await call("get_order", undefined, () => client.getOrder(providerRef)),
      );
    },
    async captureOrder(providerRef, paymentId) {
      return walletOrderState(
        await call("capture_order", paymentId, () =>
          client.captureOrder({ orderId: providerRef, paymentId }),
        ),
      );
    },
  };
}

/**
 * A verified PayPal webhook, reduced to what the use case reads: its WH-… id, its type and the
 * order it is about: the resource itself for CHECKOUT.ORDER.*, the capture's related order for
 * PAYMENT.CAPTURE.*, and `resource.order_id` for CHECKOUT.PAYMENT-APPROVAL.REVERSED, whose
 * resource is `{ order_id, purchase_units: [{ reference_id, custom_id, invoice_id }],
 * payment_source }` with no `id` (PayPal's « Handle uncaptured payments » sample event). The order
 * id is empty when the event names none. Undefined when the body is not such an event.
 */
export function paypalEvent(rawEvent: string): ProviderEvent | undefined {
  let event: {
    id?: unknown;
    event_type?: unknown;
    resource_type?: unknown;
    resource?: {
      id?: unknown;
      order_id?: unknown;
      supplementary_data?: { related_ids?: { order_id?: unknown } };
    };
  };
  try {
    event = JSON.parse(rawEvent);
  } catch {
    return undefined;
  }
  if (typeof event?.id !== "string" || typeof event.event_type !== "string") return undefined;
  const orderId =
    event.event_type === "CHECKOUT.PAYMENT-APPROVAL.REVERSED"
      ? event.resource?.order_id
      : event.resource_type === "capture"
        ? event.resource?.supplementary_data?.related_ids?.order_id
        : event.resource?.id;
  return {
    id: event.id,
    type: event.event_type,
    objectId: typeof orderId === "string" ? orderId : "",
  };
}
