import { CURRENCY, TWINT_QR } from "../../../shared/constants/offer";
import { formatDate } from "../../../shared/date-format";
import { PAYMENT_ERRORS } from "../../../shared/messages/payment";
import { paymentLinkQuery } from "../../../shared/payments/payment-link";
import { PAYMENT_PROVIDER, type PaymentMethod } from "../../../shared/payments/payment-methods";
import { paymentSchedule } from "../../../shared/registrations/payment-deadlines";
import type { Activity } from "../../../shared/schemas/activity";
import { log } from "../../logger";
import { expireOverduePayment } from "./close-payment";
import { isOpen, openPaymentSlot, type Payment, type RegistrationForPayment } from "./payment";
import { paymentStartedEvent } from "./payment-events";
import { type PaymentLinks, paymentLinkUrl } from "./payment-link";
import {
  type BankTransferBill,
  type CheckoutMethod,
  type CheckoutProvider,
  CheckoutProviderError,
  type CheckoutRequest,
  type QrBillPort,
  type QrCodePort,
  type WalletProvider,
} from "./ports";
import { type SettlePorts, settlePayment } from "./settle-payment";

/**
 * Stripe accepts a Checkout Session's expires_at from 30 minutes after its creation: one more
 * minute keeps a request that takes a moment to reach Stripe inside that window.
 */
export const CHECKOUT_LIFETIME_MS = 31 * 60_000;

/**
 * A PayPal order can be approved for 3 hours (the spec's `order.links` text); past that a new
 * order is opened rather than the old one's link answered again [unconfirmed: the window is
 * PayPal's default, longer by agreement with PayPal].
 */
export const WALLET_LIFETIME_MS = 3 * 60 * 60_000;

/** What Stripe's hosted page offers: card and TWINT, or TWINT alone (the TWINT dialog's QR code). */
function checkoutMethods(method: PaymentMethod): readonly CheckoutMethod[] | undefined {
  if (method === "card") return ["card", "twint"];
  if (method === "twint") return ["twint"];
  return undefined;
}

export interface StartPaymentPorts extends SettlePorts {
  /** Card: Stripe Checkout. */
  checkout: CheckoutProvider;
  /** Shopify: a cart of the shop's product, paid at Shopify's checkout. */
  shopifyCheckout: Pick<CheckoutProvider, "createCheckout">;
  wallet: WalletProvider;
  qrBill: QrBillPort;
  qrCode: QrCodePort;
  /** The site's public address, for the provider's return pages. */
  siteUrl: string;
  /** The return pages carry the registration's payment link, signed until the activity starts. */
  paymentLinks: Pick<PaymentLinks, "linkFor">;
  getActivity(id: string): Promise<Pick<Activity, "date" | "heure_rdv"> | undefined>;
}

export interface QrBillAnswer {
  svg: string;
  reference: string;
  iban: string;
  amount_centimes: number;
}

export interface PaymentAnswerBody {
  success: true;
  payment_id: string;
  inscription_id: string;
  method: PaymentMethod;
  status: Payment["status"];
  amount_centimes: number;
  currency: typeof CURRENCY;
  expires_at: string | null;
  /**
   * Card and TWINT: Stripe's hosted page; Shopify: the cart's checkout. `url` is the same
   * address, the name the confirmation page reads (TWINT: « Ouvrir TWINT » on a phone).
   */
  redirect_url?: string;
  url?: string;
  /** PayPal: the order's approval page (the spec's wallet order `approvalUrl`), as redirect_url. */
  approval_url?: string;
  /** TWINT, while pending: the hosted page's address as a QR code (PNG data URL) to scan. */
  qr_code?: string;
  qr_bill?: QrBillAnswer;
}

export interface StartPaymentResponse {
  statusCode: number;
  body: PaymentAnswerBody | { success: false; error: string };
}

const failure = (statusCode: number, error: string): StartPaymentResponse => ({
  statusCode,
  body: { success: false, error },
});

const MAX_ATTEMPTS = 4;

/**
 * Opens (or reuses) a payment for a registration.
 * 1. A retry with an Idempotency-Key already answered gets that payment back.
 * 2. The registration must exist (404) and still be pending payment (409 once paid).
 * 3. An open payment of the same method (pending, not expired) is answered again (200); a card
 *    payment whose checkout was never stored is resumed with the same idempotency key.
 * 4. Otherwise a new pending payment is stored, its amount the registration's stored total, and
 *    the registration's slot for the method points at it (conditional: one open payment per method).
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
 *    until paid or failed). The return addresses carry the registration's signed payment link.
 */
export async function startPayment(
  request: { inscription_id: string; method: PaymentMethod },
  idempotencyKey: string | undefined,
  ports: StartPaymentPorts,
): Promise<StartPaymentResponse> {
  const { store, clock } = ports;
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    if (idempotencyKey) {
      const replay = await answerStored(idempotencyKey, ports);
      if (replay) return replay;
    }
    const registration = await store.getRegistration(request.inscription_id);
    if (!registration) return failure(404, PAYMENT_ERRORS.registrationNotFound);
    if (registration.status !== "pending_payment") return failure(409, PAYMENT_ERRORS.alreadyPaid);

    const slotId = registration[openPaymentSlot(request.method)];
    const current = slotId ? await store.getPayment(slotId) : undefined;
    if (current) await closeIfOverdue(current, ports);
    if (current && isOpen(current, clock.now())) {
      if (current.method === "virement" || current.redirect_url) {
        return answer(200, current, registration, ports);
      }
      return openCheckout(current, registration, idempotencyKey, ports, 200);
    }

    const payment = await newPayment(registration, request.method, ports);
    const virement = payment.method === "virement";
    const events = virement ? [startedEvent(payment, ports)] : [];
    const outcome = await store.open({
      payment,
      replaces: slotId,
      events,
      // A card payment's answer exists once Stripe's session is stored (openCheckout).
      idempotencyKey: virement ? idempotencyKey : undefined,
      deadline: virement ? await bankTransferDeadline(registration, ports) : undefined,
    });
    if (outcome === "conflict") continue;
    if (virement) {
      await ports.publishAndClear(events);
      return answer(201, payment, registration, ports);
    }
    return openCheckout(payment, registration, idempotencyKey, ports, 201);
  }
  return failure(409, PAYMENT_ERRORS.inProgress);
}

/**
 * A bank transfer takes longer to reach the provider: its deadline (the one rule,
 * paymentSchedule) when that is later than the registration's; undefined otherwise.
 */
async function bankTransferDeadline(
  registration: RegistrationForPayment,
  ports: StartPaymentPorts,
): Promise<string | undefined> {
  if (!registration.deadline) return undefined;
  const activity = await ports.getActivity(registration.activity_id);
  if (!activity) return undefined;
  const { deadline } = paymentSchedule({
    createdAt: new Date(registration.created_at),
    activity,
    method: "virement",
  });
  return deadline.getTime() > Date.parse(registration.deadline)
    ? deadline.toISOString()
    : undefined;
}

/** The jeton of the registration's payment link (the activity's meeting time bounds it). */
async function paymentLinkJeton(
  registration: RegistrationForPayment,
  ports: StartPaymentPorts,
): Promise<string> {
  const activity = await ports.getActivity(registration.activity_id);
  if (!activity) throw new Error(`Activité ${registration.activity_id} introuvable`);
  return (await ports.paymentLinks.linkFor(registration, activity)).jeton;
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
      reason: error instanceof Error ? error.message : String(error),
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
  const registration = payment && (await ports.store.getRegistration(payment.inscription_id));
  return payment && registration ? await answer(201, payment, registration, ports) : undefined;
}

async function newPayment(
  registration: RegistrationForPayment,
  method: PaymentMethod,
  ports: StartPaymentPorts,
): Promise<Payment> {
  const now = ports.clock.now();
  const bankReference =
    method === "virement" ? await ports.qrBill.reference(registration.id) : undefined;
  return {
    id: ports.newId(),
    inscription_id: registration.id,
    activity_id: registration.activity_id,
    method,
    provider: PAYMENT_PROVIDER[method],
    provider_ref: null,
    amount_centimes: registration.total_centimes,
    currency: CURRENCY,
    status: "pending",
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
    expires_at: lifetimeMs(method, now),
    refund_due: false,
    ...(bankReference ? { bank_reference: bankReference } : {}),
  };
}

/**
 * When an online payment's page stops taking it (TWINT: the QR code's 10 minutes, our own); a bank
 * transfer has no deadline yet, nor has Shopify's checkout (the payment stays open until paid or
 * failed).
 */
function lifetimeMs(method: PaymentMethod, now: Date): string | null {
  const lifetime = {
    card: CHECKOUT_LIFETIME_MS,
    twint: TWINT_QR.lifetimeMs,
    paypal: WALLET_LIFETIME_MS,
    virement: null,
    shopify: null,
  }[method];
  return lifetime === null ? null : new Date(now.getTime() + lifetime).toISOString();
}

function startedEvent(payment: Payment, ports: StartPaymentPorts) {
  return paymentStartedEvent(payment, ports.newId(), ports.clock.now());
}

/** « Sortie VTT – 12 mars 2026 »: what the visitor reads on the payment page and the bill. */
function itemName(registration: RegistrationForPayment): string {
  return `${registration.activity_title} – ${formatDate(registration.activity_date)}`;
}

/** Participants times the unit price when it divides evenly (it does: total = price × n). */
export function checkoutLineItem(registration: RegistrationForPayment, amountCentimes: number) {
  const n = registration.nombre_participants;
  return n > 0 && amountCentimes % n === 0
    ? { name: itemName(registration), unitAmountCentimes: amountCentimes / n, quantity: n }
    : { name: itemName(registration), unitAmountCentimes: amountCentimes, quantity: 1 };
}

/**
 * Every parameter comes from stored data (the jeton too: registration id, meeting time, key), so a
 * resumed call repeats the first one exactly. Both return pages carry the registration's payment
 * link: « Refuser » comes back to the confirmation page through it, and the success page offers
 * it again when the payment did not go through.
 */
export function checkoutRequest(
  payment: Payment,
  registration: RegistrationForPayment,
  siteUrl: string,
  jeton: string,
): CheckoutRequest {
  const base = siteUrl.replace(/\/+$/, "");
  const twint = payment.method === "twint";
  // Stripe fills in {CHECKOUT_SESSION_ID} (it must stay unencoded); PayPal adds its own token and
  // PayerID. TWINT's app brings a phone back to /payment-callback.
  const returnPage = twint ? "payment-callback" : "payment-success";
  const sessionParam = payment.method === "paypal" ? "" : "session_id={CHECKOUT_SESSION_ID}&";
  const success = new URLSearchParams({ payment_id: payment.id, jeton });
  return {
    paymentId: payment.id,
    paymentMethods: checkoutMethods(payment.method),
    registrationId: registration.id,
    lineItem: checkoutLineItem(registration, payment.amount_centimes),
    customerEmail: registration.email,
    // Stripe's own session lives 31 minutes; TWINT's shorter deadline is ours to enforce.
    expiresAt: new Date(
      twint
        ? Date.parse(payment.created_at) + CHECKOUT_LIFETIME_MS
        : (payment.expires_at ?? payment.created_at),
    ),
    successUrl: `${base}/${returnPage}?${sessionParam}${success}`,
    // PayPal's page was opened in a new tab: its cancel lands on a page of its own, which says the
    // place is still held and offers the payment link; Stripe's page replaced the confirmation
    // page, so it goes back there.
    cancelUrl:
      payment.method === "paypal"
        ? `${base}/payment-cancel?payment_id=${encodeURIComponent(payment.id)}&${paymentLinkQuery({ registrationId: registration.id, jeton })}`
        : paymentLinkUrl(siteUrl, registration.id, jeton),
  };
}

async function openCheckout(
  payment: Payment,
  registration: RegistrationForPayment,
  idempotencyKey: string | undefined,
  ports: StartPaymentPorts,
  statusCode: number,
): Promise<StartPaymentResponse> {
  // Before the provider is called: without the key, this fails with its name and the stored
  // payment waits, like one whose call never reached the provider, to be resumed next time.
  const jeton = await paymentLinkJeton(registration, ports);
  let session: Awaited<ReturnType<CheckoutProvider["createCheckout"]>>;
  const provider =
    payment.method === "paypal"
      ? ports.wallet
      : payment.method === "shopify"
        ? ports.shopifyCheckout
        : ports.checkout;
  try {
    session = await provider.createCheckout(
      checkoutRequest(payment, registration, ports.siteUrl, jeton),
    );
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
      ? answer(statusCode, stored, registration, ports)
      : failure(502, PAYMENT_ERRORS.checkoutUnavailable);
  }
  await ports.publishAndClear(events);
  return answer(statusCode, opened, registration, ports);
}

/** The QR-bill of a bank-transfer payment (the notifier renders the same one as a PDF). */
export function bankTransferBill(
  payment: Payment,
  registration: RegistrationForPayment,
): BankTransferBill {
  return {
    reference: payment.bank_reference ?? "",
    amountCentimes: payment.amount_centimes,
    activityTitle: registration.activity_title,
    activityDate: registration.activity_date,
    participants: registration.nombre_participants,
  };
}

async function answer(
  statusCode: number,
  payment: Payment,
  registration: RegistrationForPayment,
  ports: StartPaymentPorts,
): Promise<StartPaymentResponse> {
  const body: PaymentAnswerBody = {
    success: true,
    payment_id: payment.id,
    inscription_id: payment.inscription_id,
    method: payment.method,
    status: payment.status,
    amount_centimes: payment.amount_centimes,
    currency: payment.currency,
    expires_at: payment.expires_at,
  };
  if (payment.redirect_url) {
    body.redirect_url = payment.redirect_url;
    body.url = payment.redirect_url;
    if (payment.method === "paypal") body.approval_url = payment.redirect_url;
    if (payment.method === "twint" && payment.status === "pending") {
      body.qr_code = await ports.qrCode.pngDataUrl(payment.redirect_url);
    }
  }
  if (payment.method === "virement") {
    const bill = bankTransferBill(payment, registration);
    body.qr_bill = {
      svg: ports.qrBill.svg(bill),
      reference: bill.reference,
      iban: ports.qrBill.iban(),
      amount_centimes: payment.amount_centimes,
    };
  }
  return { statusCode, body };
}
