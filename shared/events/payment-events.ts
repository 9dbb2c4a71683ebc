import { CURRENCY } from "../constants/offer";
import { AVAILABLE_PAYMENT_METHODS, PAYMENT_PROVIDERS } from "../payments/payment-methods";
import * as z from "../zod";
import type { EventContract } from "./envelope";
import { EVENT_NAMES } from "./names";

/**
 * The four payment events. Ids and non-personal facts only (method, provider, amount, status):
 * they land in the provider's event log; the notifier loads the payer's details by id. A payment
 * names what it pays: a registration (`inscription_id`, with its `activity_id`) or, for a
 * company's direct payment, its quote request (`quote_request_id`).
 */
const paymentFacts = {
  payment_id: z.string().check(z.minLength(1)),
  inscription_id: z.optional(z.string().check(z.minLength(1))),
  quote_request_id: z.optional(z.string().check(z.minLength(1))),
  activity_id: z.optional(z.string().check(z.minLength(1))),
  method: z.enum(AVAILABLE_PAYMENT_METHODS),
  provider: z.enum(PAYMENT_PROVIDERS),
  amount_centimes: z.number().check(z.int(), z.nonnegative()),
  currency: z.literal(CURRENCY),
};

/** A payment was opened: a Checkout Session to pay on, or a QR-bill to pay by bank transfer. */
export const paymentStartedSchema = z.strictObject({
  ...paymentFacts,
  status: z.literal("pending"),
});

/**
 * A payment completed. `refund_due` is true when its registration was already paid by another
 * payment (or no longer payable): the money is kept and the provider refunds it.
 */
export const paymentCompletedSchema = z.strictObject({
  ...paymentFacts,
  status: z.literal("completed"),
  refund_due: z.boolean(),
});

/** The provider refused or could not open the payment; the registration stays payable. */
export const paymentFailedSchema = z.strictObject({ ...paymentFacts, status: z.literal("failed") });

/** The payment page expired unpaid; the registration stays payable. */
export const paymentExpiredSchema = z.strictObject({
  ...paymentFacts,
  status: z.literal("expired"),
});

export type PaymentStartedData = z.infer<typeof paymentStartedSchema>;
export type PaymentCompletedData = z.infer<typeof paymentCompletedSchema>;

export const paymentStarted: EventContract<typeof paymentStartedSchema> = {
  name: EVENT_NAMES.paymentStarted,
  version: 1,
  schema: paymentStartedSchema,
};

export const paymentCompleted: EventContract<typeof paymentCompletedSchema> = {
  name: EVENT_NAMES.paymentCompleted,
  version: 1,
  schema: paymentCompletedSchema,
};

export const paymentFailed: EventContract<typeof paymentFailedSchema> = {
  name: EVENT_NAMES.paymentFailed,
  version: 1,
  schema: paymentFailedSchema,
};

export const paymentExpired: EventContract<typeof paymentExpiredSchema> = {
  name: EVENT_NAMES.paymentExpired,
  version: 1,
  schema: paymentExpiredSchema,
};
