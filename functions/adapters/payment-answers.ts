import type { PaymentAnswers } from "@core/payments/ports/payment-store";
import { type IdempotencyRepository, idempotencyRecordKey } from "./idempotency";
import type { TransactWriteItem } from "./table-context";

export const PAYMENTS_IDEMPOTENCY_SCOPE = "payments";

/**
 * The answers to a payment request's Idempotency-Key, in the idempotency table: the payment id a
 * request opened, written in the same transaction as the payment.
 */
export function paymentAnswers(
  idempotency: Pick<IdempotencyRepository, "item" | "getStoredResponse">,
) {
  const recordKey = (key: string) => idempotencyRecordKey(PAYMENTS_IDEMPOTENCY_SCOPE, key);
  const answers: PaymentAnswers = {
    async answeredPaymentId(idempotencyKey) {
      const stored = await idempotency.getStoredResponse(recordKey(idempotencyKey));
      const body = stored?.body as { payment_id?: unknown } | undefined;
      return typeof body?.payment_id === "string" ? body.payment_id : undefined;
    },
  };
  return {
    ...answers,
    /** The answer as one item of the transaction that opens (or attaches) the payment. */
    item(idempotencyKey: string, paymentId: string, at: Date): TransactWriteItem {
      return idempotency.item(
        recordKey(idempotencyKey),
        { statusCode: 201, body: { payment_id: paymentId } },
        at,
      );
    },
  };
}

export type PaymentAnswersRepository = ReturnType<typeof paymentAnswers>;
