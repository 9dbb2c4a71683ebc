import type { CURRENCY } from "@shared/constants/offer";
import type { PaymentMethod } from "@shared/payments/payment-methods";
import { type QrBillAnswer, qrBillAnswer } from "./bank/bank-transfer-bill";
import { payableIds, payableOf } from "./payable";
import type { Payment } from "./payment";
import type { PaymentTarget } from "./payment-target";
import type { QrBillPort } from "./ports/bank-transfer";
import type { QrCodePort } from "./ports/checkout";

/** What POST /api/payments answers, whatever the provider. */

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
  /**
   * Bank transfer of a registration: when it is cancelled if the transfer has not arrived (ISO
   * instant, the deadline rule's), for the page to say what is owed by when.
   */
  deadline?: string;
}

export interface StartPaymentResponse {
  statusCode: number;
  body: PaymentAnswerBody | { success: false; error: string };
}

export const failure = (statusCode: number, error: string): StartPaymentResponse => ({
  statusCode,
  body: { success: false, error },
});

export interface PaymentAnswerPorts {
  qrBill: Pick<QrBillPort, "svg" | "iban">;
  qrCode: QrCodePort;
}

/**
 * A payment as its visitor continues with it: the provider's page (PayPal: as its approval link;
 * TWINT while pending: also as a QR code to scan), or the QR-bill of a bank transfer.
 */
export async function paymentAnswer(
  statusCode: number,
  payment: Payment,
  target: Pick<PaymentTarget, "bill">,
  ports: PaymentAnswerPorts,
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
    const bill = await target.bill(payment);
    body.qr_bill = await qrBillAnswer(bill, ports.qrBill);
    // The deadline the transfer must arrive by: the bill's due date (the later one it earns).
    if (bill.dueAt) body.deadline = bill.dueAt;
  }
  return { statusCode, body };
}
