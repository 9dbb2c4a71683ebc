import { PAYMENT_ERRORS } from "@shared/messages/payment";
import type { PaymentMethod } from "@shared/payments/payment-methods";
import { errorText, log } from "../../logger";
import { expireOverduePayment } from "./close-payment";
import { newPayment } from "./new-payment";
import { type PayableRef, payableOf } from "./payable";
import { isOpen, type Payment } from "./payment";
import { failure, paymentAnswer, type StartPaymentResponse } from "./payment-answer";
import { paymentStartedEvent } from "./payment-events";
import { loadTarget, type PaymentTarget, type PaymentTargetPorts } from "./payment-target";
import type { QrBillPort } from "./ports/bank-transfer";
import { type CheckoutProvider, CheckoutProviderError, type QrCodePort } from "./ports/checkout";
import type { PayableReader, PaymentAnswers, PaymentTransitions } from "./ports/payment-store";
import type { WalletProvider } from "./ports/wallet";
import { type SettlePorts, type SettleStore, settlePayment } from "./settle-payment";

/** What starting a payment reads and writes, besides the settle of a provider's refusal. */
export type StartPaymentStore = SettleStore &
  PayableReader &
  Pick<PaymentTransitions, "open" | "attachCheckout"> &
  PaymentAnswers;

export interface StartPaymentPorts extends SettlePorts<StartPaymentStore> {
  /** Card: Stripe Checkout. */
  checkout: CheckoutProvider;
  /** Shopify: a cart of the shop's product, paid at Shopify's checkout. */
  shopifyCheckout: Pick<CheckoutProvider, "createCheckout">;
  wallet: WalletProvider;
  qrBill: QrBillPort;
  qrCode: QrCodePort;
  siteUrl: PaymentTargetPorts["siteUrl"];
  paymentLinks: PaymentTargetPorts["paymentLinks"];
  getActivity: PaymentTargetPorts["getActivity"];
}

const MAX_ATTEMPTS = 4;

/** What POST /api/payments asks for: a registration or a company's quote request, and a method. */
export type StartPaymentRequest =
  | { inscription_id: string; method: PaymentMethod }
  | { quote_request_id: string; method: PaymentMethod };

function requestedPayable(request: StartPaymentRequest): PayableRef {
  return "quote_request_id" in request
    ? { kind: "quote_request", id: request.quote_request_id }
    : { kind: "registration", id: request.inscription_id };
}

const NOT_FOUND = {
  registration: PAYMENT_ERRORS.registrationNotFound,
  quote_request: PAYMENT_ERRORS.quoteRequestNotFound,
} as const;

const ALREADY_PAID = {
  registration: PAYMENT_ERRORS.alreadyPaid,
  quote_request: PAYMENT_ERRORS.quoteRequestAlreadyPaid,
} as const;

/**
 * Opens (or reuses) a payment for a registration, or for a company's quote request (the direct
 * payment of the quote dialog, at the fixed `entreprise` price).
 * 1. A retry with an Idempotency-Key already answered gets that payment back.
 * 2. The target must exist (404) and still wait for payment (409 once paid).
 * 3. An open payment of the same method (pending, not expired) at the amount owed now is answered
 *    again (200); a card payment whose checkout was never stored is resumed with the same
 *    idempotency key. One at another amount (a participant cancelled alone since) is replaced.
 * 4. Otherwise a new pending payment is stored, its amount the server's (the registration's stored
 *    total, or the fixed company price), and the target's slot for the method points at it
 *    (conditional: one open payment per method).
 *    A TWINT payment past its 10 minutes is closed first (Stripe's session expired, the payment
 *    expired), so that no forgotten code can still be paid beside the new one.
 * 5. Bank transfer: the QR-bill (reference derived from the registration) is the answer; the
 *    PaymentStarted event lets the notifier e-mail it as a PDF.
 *    Card and TWINT: Stripe Checkout (TWINT alone for `twint`) is created with the payment id as
 *    Idempotency-Key, stored on the payment with PaymentStarted; if Stripe fails the payment is
 *    marked failed (502, French text) so that nothing pending blocks a retry. TWINT's answer
 *    carries the page's address as a QR code. PayPal: the same, with a PayPal order (its
 *    PayPal-Request-Id derived from the payment id) and its approval link. Shopify: the same with
 *    a cart and its checkout URL (Shopify's page has no deadline of ours: the payment stays open
 *    until paid or failed). A registration's return addresses carry its signed payment link.
 */
export async function startPayment(
  request: StartPaymentRequest,
  idempotencyKey: string | undefined,
  ports: StartPaymentPorts,
): Promise<StartPaymentResponse> {
  const { store, clock } = ports;
  const ref = requestedPayable(request);
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    if (idempotencyKey) {
      const replay = await answerStored(idempotencyKey, ports);
      if (replay) return replay;
    }
    const target = await loadTarget(ref, ports);
    if (!target) return failure(404, NOT_FOUND[ref.kind]);
    if (!target.payable.awaitingPayment) return failure(409, ALREADY_PAID[ref.kind]);

    const slotId = target.payable.openPaymentId(request.method);
    const current = slotId ? await store.getPayment(slotId) : undefined;
    if (current) await closeIfOverdue(current, ports);
    // An open payment at another amount (one participant cancelled alone since it opened: the
    // registration owes less) is not offered again: a new one asks the amount owed now.
    if (
      current &&
      isOpen(current, clock.now()) &&
      current.amount_centimes === target.amountCentimes
    ) {
      if (current.method === "virement" || current.redirect_url) {
        return answer(200, current, target, ports);
      }
      return openCheckout(current, target, idempotencyKey, ports, 200);
    }

    const payment = await newPayment(target, request.method, ports);
    const virement = payment.method === "virement";
    const events = virement ? [startedEvent(payment, ports)] : [];
    const outcome = await store.open({
      payment,
      replaces: slotId,
      events,
      // A card payment's answer exists once Stripe's session is stored (openCheckout).
      idempotencyKey: virement ? idempotencyKey : undefined,
      deadline: virement ? await target.bankTransferDeadline?.() : undefined,
    });
    if (outcome === "conflict") continue;
    if (virement) {
      await ports.publishAndClear(events);
      return answer(201, payment, target, ports);
    }
    return openCheckout(payment, target, idempotencyKey, ports, 201);
  }
  return failure(409, PAYMENT_ERRORS.inProgress);
}

/**
 * A refusal from Stripe here must not stop the new payment: the old session still ends by itself
 * (31 minutes), and if it is paid meanwhile its webhook completes the old payment.
 */
async function closeIfOverdue(payment: Payment, ports: StartPaymentPorts): Promise<void> {
  try {
    await expireOverduePayment(payment, ports);
  } catch (error) {
    log.warn("payment_expiry_failed", {
      paymentId: payment.id,
      reason: errorText(error),
    });
  }
}

/** The payment a request with the same key opened, answered as it is now. */
async function answerStored(
  idempotencyKey: string,
  ports: StartPaymentPorts,
): Promise<StartPaymentResponse | undefined> {
  const paymentId = await ports.store.answeredPaymentId(idempotencyKey);
  const payment = paymentId ? await ports.store.getPayment(paymentId) : undefined;
  const target = payment && (await loadTarget(payableOf(payment), ports));
  return payment && target ? await answer(201, payment, target, ports) : undefined;
}

function startedEvent(payment: Payment, ports: StartPaymentPorts) {
  return paymentStartedEvent(payment, ports.newId(), ports.clock.now());
}

async function openCheckout(
  payment: Payment,
  target: PaymentTarget,
  idempotencyKey: string | undefined,
  ports: StartPaymentPorts,
  statusCode: number,
): Promise<StartPaymentResponse> {
  const request = await target.checkoutRequest(payment);
  let session: Awaited<ReturnType<CheckoutProvider["createCheckout"]>>;
  const provider =
    payment.method === "paypal"
      ? ports.wallet
      : payment.method === "shopify"
        ? ports.shopifyCheckout
        : ports.checkout;
  try {
    session = await provider.createCheckout(request);
  } catch (error) {
    if (error instanceof CheckoutProviderError && error.kind === "busy") {
      return failure(409, PAYMENT_ERRORS.inProgress);
    }
    await settlePayment(payment.id, "failed", ports, { failureReason: "provider_unavailable" });
    const visitorMessage =
      error instanceof CheckoutProviderError ? error.visitorMessage : undefined;
    return failure(502, visitorMessage ?? PAYMENT_ERRORS.checkoutUnavailable);
  }
  const opened: Payment = {
    ...payment,
    provider_ref: session.providerRef,
    redirect_url: session.redirectUrl,
  };
  const events = [startedEvent(opened, ports)];
  const outcome = await ports.store.attachCheckout({
    paymentId: payment.id,
    providerRef: session.providerRef,
    redirectUrl: session.redirectUrl,
    at: ports.clock.now(),
    events,
    idempotencyKey,
  });
  if (outcome === "conflict") {
    // A concurrent request with the same key stored the same session first.
    const stored = await ports.store.getPayment(payment.id);
    return stored?.redirect_url
      ? answer(statusCode, stored, target, ports)
      : failure(502, PAYMENT_ERRORS.checkoutUnavailable);
  }
  await ports.publishAndClear(events);
  return answer(statusCode, opened, target, ports);
}

/** The payment as its visitor continues with it (payment-answer.ts). */
function answer(
  statusCode: number,
  payment: Payment,
  target: PaymentTarget,
  ports: StartPaymentPorts,
): Promise<StartPaymentResponse> {
  return paymentAnswer(statusCode, payment, target, ports);
}
