import { z } from "zod";
import { PAYMENT_FIELD_MESSAGES as M } from "../messages/payment";
import {
  isAvailablePaymentMethod,
  PAYMENT_METHODS,
  type PaymentMethod,
} from "../payments/payment-methods";

/**
 * POST /api/payments: which registration to pay and how. Nothing else is read: an amount, a price
 * or a currency sent by a browser is dropped here (z.object strips unknown keys), since the server
 * charges the amount stored with the registration.
 */
export const paymentRequestSchema = z.object(
  {
    inscription_id: z
      .string({ error: M.registrationRequired })
      .trim()
      .min(1, M.registrationRequired)
      .max(100, M.registrationRequired),
    method: z
      .enum(PAYMENT_METHODS, { error: M.methodRequired })
      .refine(isAvailablePaymentMethod, { error: M.methodUnavailable })
      .transform((method) => method as PaymentMethod),
  },
  { error: M.notAnObject },
);

export type PaymentRequest = z.output<typeof paymentRequestSchema>;
