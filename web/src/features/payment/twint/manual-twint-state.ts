import * as z from "@shared/zod";

/** The page of the manual TWINT payment. */
export const MANUAL_TWINT_PATH = "/paiement-twint";

/**
 * Navigation state of /paiement-twint (spec section 3): amount in CHF (the confirmation page's
 * centimes divided by 100, spec section 4), activity, participants; plus the registration's id,
 * the reference the visitor writes in the TWINT message and the registration the QR code pays.
 */
export const manualTwintStateSchema = z.object({
  amount: z.number().check(z.nonnegative()),
  activity: z.string().check(z.minLength(1)),
  participants: z.number().check(z.int(), z.positive()),
  inscription_id: z.string().check(z.minLength(1)),
});

export type ManualTwintState = z.infer<typeof manualTwintStateSchema>;

export function manualTwintState(input: {
  amountCentimes: number;
  activity: string;
  participants: number;
  registrationId: string;
}): ManualTwintState {
  return {
    amount: input.amountCentimes / 100,
    activity: input.activity,
    participants: input.participants,
    inscription_id: input.registrationId,
  };
}

/** The state when it is complete and well formed, otherwise null (the page then redirects). */
export function readManualTwintState(state: unknown): ManualTwintState | null {
  const parsed = manualTwintStateSchema.safeParse(state);
  return parsed.success ? parsed.data : null;
}
