import { bankTransferBill } from "@core/payments/bank/bank-transfer-bill";
import { cancelPayment, expireOverduePayment } from "@core/payments/close-payment";
import { type Payment, paidRegistrationView, paymentView } from "@core/payments/payment";
import { startPayment } from "@core/payments/start-payment";
import { syncWalletPayment } from "@core/payments/wallet-payment";
import { PAYMENT_ERRORS } from "@shared/messages/payment";
import { paymentRequestSchema } from "@shared/schemas/payment";
import { fieldErrors } from "@shared/schemas/registration";
import { errorText, log } from "../../logger";
import type { PaymentRoutePorts } from "../../wiring/payments";
import { type ApiEvent, HttpError, json, parseJsonBody } from "../http";
import { idempotencyKeyOf } from "../route-helpers";
import { bindRoutes } from "../router";

/**
 * POST /api/payments { inscription_id, method: "card" | "twint" | "paypal" | "virement" |
 * "shopify" } or, for a company's direct payment from the quote dialog, { quote_request_id,
 * method: "shopify" | "twint" | "paypal" } (one of the two ids), with an Idempotency-Key:
 * 201 { success, payment_id, inscription_id or quote_request_id, method, status, amount_centimes, currency,
 *       expires_at, url + redirect_url (card, twint: Stripe's page; paypal: PayPal's approval
 *       page, also as approval_url; shopify: the cart's checkout), qr_code (twint: Stripe's page as
 *       a 200 × 200 PNG data URL), qr_bill (virement) };
 * 200 the same for the target's open payment of that method; 400 per-field French messages;
 * 404 unknown registration or quote request; 409 already paid;
 * 502 « Une erreur s'est produite lors de la création de la session de paiement » (Shopify: the
 * spec's storefront texts, « Impossible de créer le panier. Veuillez réessayer. »…).
 * The amount is the registration's stored total, or the fixed `entreprise` price (CHF 149) for a
 * quote request: any amount in the body is dropped.
 *
 * GET /api/payments/{payment_id}: { payment_id, inscription_id or quote_request_id, status, method,
 * amount_centimes, currency } for pages that wait, and for a registration's payment its outing
 * (activity_title, activity_date) and registration_reference (« JV-7K3M-Q9 »); no personal data. A pending PayPal payment is
 * first brought up to date with its order: approved, it is captured here (or by the webhook,
 * whichever comes first). A TWINT payment past its 10 minutes is closed first (Stripe's session
 * expired, the payment `expired`).
 *
 * POST /api/payments/{payment_id}/cancel (no body): the visitor gives up a payment on Stripe's
 * page (« Annuler » of the TWINT dialog): its session is expired and the payment `expired`, with
 * `failure_reason: canceled_by_visitor`. 200 with the payment as GET shows it, also when it was
 * final already (nothing changes); 404 unknown; 409 a payment not made on Stripe's page.
 *
 * GET /api/payments/{payment_id}/qr-bill.pdf: the QR-bill of a bank-transfer payment, the same PDF
 * as the one e-mailed (no payer on it: only the provider, the activity and the amount).
 */
export function paymentRoutes(ports: PaymentRoutePorts) {
  const { payments } = ports;

  async function postPayment(event: ApiEvent) {
    const rawKey = idempotencyKeyOf(event, PAYMENT_ERRORS.idempotencyKeyInvalid);
    const parsed = paymentRequestSchema.safeParse(parseJsonBody(event));
    if (!parsed.success) {
      throw new HttpError(400, PAYMENT_ERRORS.invalid, fieldErrors(parsed.error.issues));
    }
    const response = await startPayment(parsed.data, rawKey, ports);
    const body = response.body;
    log.info(body.success ? "payment_answered" : "payment_refused", {
      ...("quote_request_id" in parsed.data
        ? { quoteRequestId: parsed.data.quote_request_id }
        : { registrationId: parsed.data.inscription_id }),
      method: parsed.data.method,
      status: response.statusCode,
      ...(body.success ? { paymentId: body.payment_id } : {}),
    });
    return json(response.statusCode, body);
  }

  const view = (payment: Payment) =>
    json(200, { success: true, ...paymentView(payment) }, { "cache-control": "no-store" });

  async function getPayment(event: ApiEvent) {
    const id = event.pathParameters?.payment_id ?? "";
    let payment = id ? await payments.store.getPayment(id) : undefined;
    if (!payment) throw new HttpError(404, PAYMENT_ERRORS.paymentNotFound);
    if (payment.method === "paypal" && payment.status === "pending" && payment.provider_ref) {
      try {
        const result = await syncWalletPayment(payment, ports);
        if (result.kind === "applied") payment = result.payment;
      } catch (error) {
        // PayPal unreachable: the page keeps waiting; the next poll or the webhook catches up.
        log.warn("paypal_poll_failed", { paymentId: payment.id, reason: errorText(error) });
      }
    }
    try {
      payment = await expireOverduePayment(payment, ports);
    } catch (error) {
      // Stripe did not answer: the payment is shown as stored; the next poll tries again.
      log.warn("payment_expiry_failed", { paymentId: payment.id, reason: errorText(error) });
    }
    const registration = payment.inscription_id
      ? await payments.store.getRegistration(payment.inscription_id)
      : undefined;
    return json(
      200,
      {
        success: true,
        ...paymentView(payment),
        ...(registration ? paidRegistrationView(registration) : {}),
      },
      { "cache-control": "no-store" },
    );
  }

  async function postCancel(event: ApiEvent) {
    const id = event.pathParameters?.payment_id ?? "";
    let result: Awaited<ReturnType<typeof cancelPayment>>;
    try {
      result = id ? await cancelPayment(id, ports) : { kind: "unknown_payment" };
    } catch (error) {
      log.warn("payment_cancel_failed", { paymentId: id, reason: errorText(error) });
      throw new HttpError(502, PAYMENT_ERRORS.cancelUnavailable);
    }
    if (result.kind === "unknown_payment") throw new HttpError(404, PAYMENT_ERRORS.paymentNotFound);
    if (result.kind === "not_cancelable") throw new HttpError(409, PAYMENT_ERRORS.notCancelable);
    log.info("payment_cancel_answered", { paymentId: id, status: result.payment.status });
    return view(result.payment);
  }

  async function getQrBillPdf(event: ApiEvent) {
    const id = event.pathParameters?.payment_id ?? "";
    const payment = id ? await payments.store.getPayment(id) : undefined;
    if (payment?.method !== "virement") {
      throw new HttpError(404, PAYMENT_ERRORS.paymentNotFound);
    }
    const registration =
      payment.inscription_id && (await payments.store.getRegistration(payment.inscription_id));
    if (!registration) throw new HttpError(404, PAYMENT_ERRORS.paymentNotFound);
    // Read after the transfer was stored: its deadline is already the bank transfer's.
    const pdf = await payments.qrBill.pdf(bankTransferBill(payment, registration));
    return {
      statusCode: 200,
      headers: {
        "content-type": "application/pdf",
        // Inline: a phone opens it in its viewer, whose « Partager » hands it to the banking app.
        "content-disposition": 'inline; filename="qr-facture.pdf"',
        "cache-control": "private, no-store",
      },
      body: Buffer.from(pdf).toString("base64"),
      isBase64Encoded: true,
    };
  }

  return bindRoutes("payments", {
    start: postPayment,
    status: getPayment,
    cancel: postCancel,
    qrBillPdf: getQrBillPdf,
  });
}
