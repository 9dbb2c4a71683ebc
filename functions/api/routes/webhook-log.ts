import type { Payment } from "@core/payments/payment";
import type { ProviderEvent } from "@core/payments/ports";
import { json } from "../http";

/** Providers' events are a few kilobytes; anything far larger is not one of them. */
export const MAX_WEBHOOK_BYTES = 512 * 1024;

export const webhookTooLarge = () =>
  json(413, { success: false, error: "La requête est trop volumineuse." });

/** What a handled webhook's log line says: ids, the outcome and its reason, no personal data. */
export function webhookOutcomeFields(
  event: ProviderEvent,
  result: { kind: string; payment?: Payment; reason?: string },
) {
  return {
    eventId: event.id,
    type: event.type,
    outcome: result.kind,
    ...(result.payment ? { paymentId: result.payment.id, status: result.payment.status } : {}),
    ...(result.reason ? { reason: result.reason } : {}),
  };
}
