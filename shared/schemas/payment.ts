import { PAYMENT_FIELD_MESSAGES as M } from "../messages/payment";
import { isCompanyPaymentMethod } from "../payments/company-payment";
import {
  isAvailablePaymentMethod,
  PAYMENT_METHODS,
  type PaymentMethod,
} from "../payments/payment-methods";
import * as z from "../zod";

const targetId = (message: string) =>
  z.optional(
    z
      .string({ error: message })
      .check(z.trim(), z.minLength(1, message), z.maxLength(100, message)),
  );

const isObject = (value: unknown) =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * POST /api/payments: what to pay, a registration (`inscription_id`) or a company's quote request
 * (`quote_request_id`, the quote dialog's direct payment: Shopify, TWINT or PayPal), and how.
 * Nothing else is read: an amount, a price or a currency sent by a browser is dropped here
 * (z.object strips unknown keys), since the server charges the amount it computes.
 */
export const paymentRequestSchema = z.pipe(
  z
    .object(
      {
        inscription_id: targetId(M.registrationRequired),
        quote_request_id: targetId(M.quoteRequestRequired),
        method: z.pipe(
          z
            .enum(PAYMENT_METHODS, { error: M.methodRequired })
            .check(z.refine(isAvailablePaymentMethod, { error: M.methodUnavailable })),
          z.transform((method) => method as PaymentMethod),
        ),
      },
      { error: M.notAnObject },
    )
    .check(
      // Said even when the method is wrong too, so that every field's message shows at once.
      z.refine((body) => body.inscription_id !== undefined || body.quote_request_id !== undefined, {
        path: ["inscription_id"],
        error: M.registrationRequired,
        when: (payload) => isObject(payload.value),
      }),
      z.refine((body) => body.inscription_id === undefined || body.quote_request_id === undefined, {
        path: ["quote_request_id"],
        error: M.oneTarget,
      }),
      z.refine(
        (body) => body.quote_request_id === undefined || isCompanyPaymentMethod(body.method),
        {
          path: ["method"],
          error: M.companyMethod,
        },
      ),
    ),
  z.transform(({ inscription_id, quote_request_id, method }) =>
    quote_request_id !== undefined
      ? { quote_request_id, method }
      : { inscription_id: inscription_id as string, method },
  ),
);

export type PaymentRequest = z.output<typeof paymentRequestSchema>;
