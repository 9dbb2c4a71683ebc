import * as z from "../zod";
import type { EventContract } from "./envelope";
import { EVENT_NAMES } from "./names";

/**
 * The founders refunded a payment themselves (bank transfer, TWINT, or at the provider's own
 * page after it refused) and said so on the payments desk. `actor_id` is the account's Cognito
 * `sub`; no name, no e-mail.
 */
export const paymentRefundedByHandSchema = z.strictObject({
  payment_id: z.string().check(z.minLength(1)),
  amount_centimes: z.number().check(z.int(), z.nonnegative()),
  actor_id: z.string().check(z.minLength(1)),
});

export type PaymentRefundedByHandData = z.infer<typeof paymentRefundedByHandSchema>;

export const paymentRefundedByHand: EventContract<typeof paymentRefundedByHandSchema> = {
  name: EVENT_NAMES.paymentRefundedByHand,
  version: 1,
  schema: paymentRefundedByHandSchema,
};
