import { loadPayable, payableOf } from "./payable";
import type { Payment } from "./payment";
import type { ProviderEvent } from "./ports/provider-events";
import type { WalletOrderState, WalletProvider } from "./ports/wallet";
import {
  type SettleOnceStore,
  type SettlePorts,
  type SettleResult,
  settlePayment,
} from "./settle-payment";

/**
 * PayPal's events that may move a payment: the visitor approved (the server then captures), a
 * capture completed or was refused (both names are in PayPal's docs), an approval reversed.
 * Each one is only a cue: the order is read again and decides.
 */
export const HANDLED_WALLET_EVENTS = [
  "CHECKOUT.ORDER.APPROVED",
  "PAYMENT.CAPTURE.COMPLETED",
  "PAYMENT.CAPTURE.DENIED",
  "PAYMENT.CAPTURE.DECLINED",
  "CHECKOUT.PAYMENT-APPROVAL.REVERSED",
] as const;

export interface WalletPorts extends SettlePorts<SettleOnceStore> {
  wallet: WalletProvider;
}

export type WalletSyncResult =
  | { kind: "duplicate" }
  /** Not an event we act on, or about an order that is not one of our payments. */
  | { kind: "ignored"; reason: string }
  | { kind: "no_change"; stage: WalletOrderState["stage"] }
  | SettleResult;

/**
 * Brings a pending PayPal payment up to date with its order, capturing it if it was approved.
 * Called on the browser's poll (GET /api/payments/{id}) and on PayPal's webhooks, whichever comes
 * first; safe to run twice at once (PayPal captures once per PayPal-Request-Id, the settle is one
 * conditional transaction).
 * 1. Only a pending PayPal payment with an order moves; the order must be this payment's
 *    (custom_id and order id).
 * 2. An approved order is captured, unless what it pays (registration or quote request) is no
 *    longer payable (paid meanwhile):
 *    then nothing is taken and the payment is canceled.
 * 3. Completed (with the payment's amount in CHF) or failed settles the payment once
 *    (settlePayment), the provider event id recorded in the same transaction; otherwise nothing
 *    moves and the event id is recorded alone.
 */
export async function syncWalletPayment(
  payment: Payment,
  ports: WalletPorts,
  options: { providerEventKey?: string; order?: WalletOrderState } = {},
): Promise<WalletSyncResult> {
  const { store, clock } = ports;
  const key = options.providerEventKey;
  const recordOnly = async (result: WalletSyncResult): Promise<WalletSyncResult> => {
    if (!key) return result;
    return (await store.recordProviderEvent(key, clock.now())) ? result : { kind: "duplicate" };
  };
  if (payment.method !== "paypal" || !payment.provider_ref) {
    return recordOnly({ kind: "ignored", reason: "not_a_paypal_payment" });
  }
  // Final already (one way only): nothing is captured for it any more.
  if (payment.status !== "pending") return recordOnly({ kind: "unchanged", payment });

  let order = options.order ?? (await ports.wallet.readOrder(payment.provider_ref));
  if (order.providerRef !== payment.provider_ref || order.paymentId !== payment.id) {
    return recordOnly({ kind: "ignored", reason: "unknown_order" });
  }
  if (order.stage === "approved") {
    const target = await loadPayable(payableOf(payment), store);
    if (!target?.awaitingPayment) {
      return settlePayment(payment.id, "canceled", ports, {
        providerEventKey: key,
        failureReason: "registration_not_payable",
      });
    }
    order = await ports.wallet.captureOrder(payment.provider_ref, payment.id);
  }
  if (order.stage === "completed") {
    if (order.amountCentimes !== payment.amount_centimes || order.currency !== payment.currency) {
      return recordOnly({ kind: "ignored", reason: "amount_mismatch" });
    }
    return settlePayment(payment.id, "completed", ports, {
      providerEventKey: key,
      providerPaymentRef: order.captureId,
    });
  }
  if (order.stage === "failed") {
    return settlePayment(payment.id, "failed", ports, {
      providerEventKey: key,
      failureReason: "paypal_declined_or_voided",
    });
  }
  return recordOnly({ kind: "no_change", stage: order.stage });
}

/**
 * A verified PayPal webhook.
 * 1. An event id already recorded does nothing more; a type not acted on, or one that names no
 *    order, is recorded and ignored.
 * 2. The order is read again from PayPal; its custom_id names our payment.
 * 3. The payment is brought up to date (syncWalletPayment), the event id recorded with it.
 */
export async function handleWalletEvent(
  event: ProviderEvent,
  ports: WalletPorts,
): Promise<WalletSyncResult> {
  const key = `paypal#${event.id}`;
  const { store, clock } = ports;
  if (await store.isProviderEventRecorded(key)) return { kind: "duplicate" };
  const ignore = async (reason: string): Promise<WalletSyncResult> =>
    (await store.recordProviderEvent(key, clock.now()))
      ? { kind: "ignored", reason }
      : { kind: "duplicate" };

  if (!(HANDLED_WALLET_EVENTS as readonly string[]).includes(event.type)) {
    return ignore("event_type");
  }
  // An event we act on that names no order: nothing to read, told apart so that it is seen.
  if (!event.objectId) return ignore("no_order_id");
  const order = await ports.wallet.readOrder(event.objectId);
  const payment = order.paymentId ? await store.getPayment(order.paymentId) : undefined;
  if (!payment) return ignore("unknown_order");
  return syncWalletPayment(payment, ports, { providerEventKey: key, order });
}
