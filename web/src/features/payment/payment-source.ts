import { type StartPaymentInput, type StartPaymentResult, startPayment } from "./api";

/**
 * What the payment buttons pay, as their hooks receive it: a registration's id (the confirmation
 * page), or a company's quote request (the quote dialog's direct payment), which is sent, once and
 * idempotently, when a button is pressed; its id is then what is paid.
 */
export type PaymentSource = string | { prepareQuoteRequest: () => Promise<string> };

/** The registration a source pays, null for a company's quote request (the machines' input). */
export function registrationIdOf(source: PaymentSource): string | null {
  return typeof source === "string" ? source : null;
}

/**
 * POST /api/payments for a machine's attempt. Without a registration, the source's quote request
 * is sent first; one that cannot be (the form is not valid, or the API refused it) rejects like a
 * payment without answer, and the machine says the payment could not be created.
 */
export async function startAttempt(
  input: StartPaymentInput,
  source: PaymentSource,
): Promise<StartPaymentResult> {
  if (input.registrationId !== null || typeof source === "string") return startPayment(input);
  return startPayment({ ...input, quoteRequestId: await source.prepareQuoteRequest() });
}
