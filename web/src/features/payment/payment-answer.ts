import { AVAILABLE_PAYMENT_METHODS } from "@shared/payments/payment-methods";
import { PAYMENT_STATUSES } from "@shared/payments/payment-status";
import * as z from "@shared/zod";

/**
 * The answers of the payments API, read with zod: what is not in the contract is not shown.
 * POST /api/payments -> a started payment; GET /api/payments/{id} -> its status.
 */

/** A web address the browser may be sent to; anything else (javascript:, a typo) counts as none. */
const webAddress = z.catch(z.optional(z.url({ protocol: /^https?$/ })), () => undefined);

const qrBillSchema = z.object({
  svg: z.string().check(z.trim(), z.startsWith("<svg")),
  reference: z.string().check(z.minLength(1)),
  iban: z.string().check(z.minLength(1)),
  amount_centimes: z.number().check(z.int(), z.nonnegative()),
  /** Absent for a registration stored before deadlines; a broken one counts as none. */
  due_at: z.catch(z.optional(z.iso.datetime({ offset: true })), () => undefined),
});

/** A PNG drawn by the server (TWINT's QR code); anything else counts as none. */
const pngDataUrl = z.catch(
  z.optional(z.string().check(z.startsWith("data:image/png;base64,"))),
  () => undefined,
);

/** What a payment pays: a registration or, for a company's direct payment, its quote request. */
const target = {
  inscription_id: z.optional(z.string().check(z.minLength(1))),
  quote_request_id: z.optional(z.string().check(z.minLength(1))),
};

const startedPaymentSchema = z.object({
  success: z.literal(true),
  payment_id: z.string().check(z.minLength(1)),
  ...target,
  method: z.enum(AVAILABLE_PAYMENT_METHODS),
  status: z.enum(PAYMENT_STATUSES),
  amount_centimes: z.number().check(z.int(), z.nonnegative()),
  url: webAddress,
  redirect_url: webAddress,
  qr_bill: z.optional(qrBillSchema),
  qr_code: pngDataUrl,
  expires_at: z.catch(z.optional(z.nullable(z.iso.datetime({ offset: true }))), () => null),
});

const paymentStatusSchema = z.object({
  success: z.literal(true),
  payment_id: z.string().check(z.minLength(1)),
  ...target,
  status: z.enum(PAYMENT_STATUSES),
  activity_title: z.optional(z.string().check(z.minLength(1))),
  activity_date: z.optional(z.iso.date()),
  registration_reference: z.optional(z.string().check(z.minLength(1))),
  kind: z.catch(z.optional(z.literal("booking")), undefined),
});

export interface QrBill {
  /** The slip as the server drew it (swissqrbill), shown inline. */
  svg: string;
  /** Electronic forms (no spaces); the page prints them in groups. */
  reference: string;
  iban: string;
  amountCentimes: number;
  /**
   * When the transfer must have reached the provider (ISO 8601), printed on the bill: the
   * registration is cancelled if it has not arrived by then; null: none.
   */
  dueAt: string | null;
  /** The same bill as a PDF, to open in a banking app (also sent by e-mail). */
  pdfPath: string;
}

export interface StartedPayment {
  paymentId: string;
  method: (typeof AVAILABLE_PAYMENT_METHODS)[number];
  status: (typeof PAYMENT_STATUSES)[number];
  amountCentimes: number;
  /** Card: the provider's payment page (the spec reads `url`; `redirect_url` is the same). */
  redirectUrl: string | null;
  /** Bank transfer: the QR-bill. */
  bill: QrBill | null;
  /** TWINT: the provider's page as a QR code to scan (PNG data URL, 200 × 200). */
  qrCode: string | null;
  /** When the payment stops accepting payment (TWINT: the dialog's countdown); ISO 8601. */
  expiresAt: string | null;
}

export interface PaymentStatusAnswer {
  status: (typeof PAYMENT_STATUSES)[number];
  /** Null for a company's direct payment (no registration to pay again). */
  registrationId: string | null;
  /** What the registration is for and its short reference, when the server named them. */
  registration?: PaidRegistration | null;
}

export interface PaidRegistration {
  activityTitle: string;
  /** yyyy-mm-dd */
  activityDate: string;
  /** « JV-7K3M-Q9 » (an older registration: its id). */
  reference: string;
  /** A booking of /reservation-vtt: the page calls it a « réservation ». */
  kind?: "booking";
}

export function qrBillPdfPath(paymentId: string): string {
  return `/api/payments/${encodeURIComponent(paymentId)}/qr-bill.pdf`;
}

/** A started payment, or null when the answer breaks the contract. */
export function readStartedPayment(body: unknown): StartedPayment | null {
  const parsed = startedPaymentSchema.safeParse(body);
  if (!parsed.success) return null;
  const answer = parsed.data;
  const bill = answer.qr_bill;
  return {
    paymentId: answer.payment_id,
    method: answer.method,
    status: answer.status,
    amountCentimes: answer.amount_centimes,
    redirectUrl: answer.url ?? answer.redirect_url ?? null,
    bill: bill
      ? {
          svg: bill.svg,
          reference: bill.reference,
          iban: bill.iban,
          amountCentimes: bill.amount_centimes,
          dueAt: bill.due_at ?? null,
          pdfPath: qrBillPdfPath(answer.payment_id),
        }
      : null,
    qrCode: answer.qr_code ?? null,
    expiresAt: answer.expires_at ?? null,
  };
}

/** A payment's status, or null when the answer breaks the contract. */
export function readPaymentStatus(body: unknown): PaymentStatusAnswer | null {
  const parsed = paymentStatusSchema.safeParse(body);
  if (!parsed.success) return null;
  const { status, inscription_id, activity_title, activity_date, registration_reference, kind } =
    parsed.data;
  return {
    status,
    registrationId: inscription_id ?? null,
    ...(activity_title && activity_date && registration_reference
      ? {
          registration: {
            activityTitle: activity_title,
            activityDate: activity_date,
            reference: registration_reference,
            ...(kind ? { kind } : {}),
          },
        }
      : {}),
  };
}
