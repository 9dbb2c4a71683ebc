import { CURRENCY, TWINT_QR } from "@shared/constants/offer";
import { formatDate } from "@shared/date-format";
import { PAYMENT_ERRORS } from "@shared/messages/payment";
import { PAYMENT_PROVIDER, type PaymentMethod } from "@shared/payments/payment-methods";
import { paymentSchedule } from "@shared/registrations/payment-deadlines";
import type { Activity } from "@shared/schemas/activity";
import { errorText, log } from "../../logger";
import type { PaymentLinks } from "../registrations/links";
import { expireOverduePayment } from "./close-payment";
import { companyPaymentTarget } from "./company-payment";
import { type Payable, type PayableRef, payableFrom, payableIds, payableOf } from "./payable";
import { isOpen, type Payment, type RegistrationForPayment } from "./payment";
import { paymentStartedEvent } from "./payment-events";
import {
  type BankTransferBill,
  type CheckoutProvider,
  CheckoutProviderError,
  type CheckoutRequest,
  type QrBillPort,
  type QrCodePort,
  type WalletProvider,
} from "./ports";
import {
  CHECKOUT_LIFETIME_MS,
  checkoutMethods,
  providerExpiry,
  providerPages,
} from "./provider-pages";
import { type SettlePorts, settlePayment } from "./settle-payment";

/**
 * A PayPal order can be approved for 3 hours (the spec's `order.links` text); past that a new
 * order is opened rather than the old one's link answered again [unconfirmed: the window is
 * PayPal's default, longer by agreement with PayPal].
 */
export { CHECKOUT_LIFETIME_MS };

export const WALLET_LIFETIME_MS = 3 * 60 * 60_000;

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
  /** What is paid: the registration, or the company's quote request (direct payment). */
  inscription_id?: string;
  quote_request_id?: string;
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

/** What POST /api/payments asks for: a registration or a company's quote request, and a method. */
export type StartPaymentRequest =
  | { inscription_id: string; method: PaymentMethod }
  | { quote_request_id: string; method: PaymentMethod };

/**
 * What starting a payment needs of its target, whatever its kind: built from the registration
 * (below) or the quote request (company-payment.ts).
 */
export interface PaymentTarget {
  payable: Payable;
  amountCentimes: number;
  activityId?: string;
  /** The provider's request for one of its payments (line, customer, return addresses). */
  checkoutRequest(payment: Payment): Promise<CheckoutRequest>;
  /** Bank transfer (registrations only): the QR-bill's reference, and the bill. */
  bankReference?(): Promise<string>;
  bill?(payment: Payment): BankTransferBill;
  /** Bank transfer: the later payment deadline it earns, if any (registrations only). */
  bankTransferDeadline?(): Promise<string | undefined>;
}

function requestedPayable(request: StartPaymentRequest): PayableRef {
  return "quote_request_id" in request
    ? { kind: "quote_request", id: request.quote_request_id }
    : { kind: "registration", id: request.inscription_id };
}

async function loadTarget(
  ref: PayableRef,
  ports: StartPaymentPorts,
): Promise<PaymentTarget | undefined> {
  if (ref.kind === "quote_request") {
    const quote = await ports.store.getQuoteRequest(ref.id);
    return quote && companyPaymentTarget(quote, ports.siteUrl);
  }
  const registration = await ports.store.getRegistration(ref.id);
  return registration && registrationTarget(registration, ports);
}

/** A registration pays its stored total; its return addresses carry its payment link. */
function registrationTarget(
  registration: RegistrationForPayment,
  ports: StartPaymentPorts,
): PaymentTarget {
  return {
    payable: payableFrom({ kind: "registration", id: registration.id }, registration),
    amountCentimes: registration.total_centimes,
    activityId: registration.activity_id,
    // Before the provider is called: without the link's key, this fails with its name and the
    // stored payment waits, like one whose call never reached the provider, to be resumed.
    checkoutRequest: async (payment) =>
      checkoutRequest(
        payment,
        registration,
        ports.siteUrl,
        await paymentLinkJeton(registration, ports),
      ),
    bankReference: () => ports.qrBill.reference(registration.id),
    bill: (payment) => bankTransferBill(payment, registration),
    bankTransferDeadline: () => bankTransferDeadline(registration, ports),
  };
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
 * 3. An open payment of the same method (pending, not expired) is answered again (200); a card
 *    payment whose checkout was never stored is resumed with the same idempotency key.
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
    if (current && isOpen(current, clock.now())) {
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

async function newPayment(
  target: PaymentTarget,
  method: PaymentMethod,
  ports: StartPaymentPorts,
): Promise<Payment> {
  const now = ports.clock.now();
  const bankReference =
    method === "virement" && target.bankReference ? await target.bankReference() : undefined;
  return {
    id: ports.newId(),
    ...payableIds(target.payable.ref),
    ...(target.activityId ? { activity_id: target.activityId } : {}),
    method,
    provider: PAYMENT_PROVIDER[method],
    provider_ref: null,
    amount_centimes: target.amountCentimes,
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
 * resumed call repeats the first one exactly.
 */
export function checkoutRequest(
  payment: Payment,
  registration: RegistrationForPayment,
  siteUrl: string,
  jeton: string,
): CheckoutRequest {
  return {
    paymentId: payment.id,
    paymentMethods: checkoutMethods(payment.method),
    registrationId: registration.id,
    lineItem: checkoutLineItem(registration, payment.amount_centimes),
    customerEmail: registration.email,
    expiresAt: providerExpiry(payment),
    ...providerPages(payment, siteUrl, { registrationId: registration.id, jeton }),
  };
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
  target: PaymentTarget,
  ports: StartPaymentPorts,
): Promise<StartPaymentResponse> {
  const body: PaymentAnswerBody = {
    success: true,
    payment_id: payment.id,
    ...payableIds(payableOf(payment)),
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
  if (payment.method === "virement" && target.bill) {
    const bill = target.bill(payment);
    body.qr_bill = {
      svg: ports.qrBill.svg(bill),
      reference: bill.reference,
      iban: ports.qrBill.iban(),
      amount_centimes: payment.amount_centimes,
    };
  }
  return { statusCode, body };
}
