import { TWINT_QR } from "@shared/constants/offer";
import type { StartPaymentResult } from "../../web/src/features/payment/api";

/** What the browser tests of the TWINT dialog are answered with. */
export const TWINT_QR_IMAGE = "data:image/png;base64,iVBORw0KGgo=";
export const TWINT_PAGE = "https://checkout.stripe.com/c/pay/cs_test_1";

/** A pending TWINT payment of CHF 150.00 as the API answers it, due 10 minutes from now. */
export function twintStarted(id = "pay_1"): StartPaymentResult {
  return {
    kind: "started",
    payment: {
      paymentId: id,
      method: "twint",
      status: "pending",
      amountCentimes: 15000,
      redirectUrl: TWINT_PAGE,
      bill: null,
      qrCode: TWINT_QR_IMAGE,
      expiresAt: new Date(Date.now() + TWINT_QR.lifetimeMs).toISOString(),
    },
  };
}
