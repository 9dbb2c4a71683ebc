import { type PaymentAdapters, wirePaymentAdapters } from "../../adapters/payment-adapters";
import { getConfig } from "../../config";

let adapters: PaymentAdapters | undefined;

/** The notifier's payment adapters, wired from the config on first use (once per container). */
export function notifierPaymentAdapters(): PaymentAdapters {
  adapters ??= wirePaymentAdapters(getConfig());
  return adapters;
}
