import { type PaymentAdapters, wirePaymentAdapters } from "../adapters/payment-adapters";
import { getConfig } from "../config";
import type { ApiEvent, ApiResult } from "./http";
import { createRouter } from "./router";
import { activityRoutes } from "./routes/activities";
import { contactRoutes } from "./routes/contact";
import { healthRoutes } from "./routes/health";
import { inscriptionRoutes } from "./routes/inscriptions";
import { newsletterRoutes } from "./routes/newsletter";
import { paymentRoutes } from "./routes/payments";
import { quoteRoutes } from "./routes/quotes";
import { stripeWebhookRoutes } from "./routes/stripe-webhook";

/** Wired on first use, from the validated config (importing the handler never fails). */
let payments: PaymentAdapters | undefined;
const paymentAdapters = () => {
  payments ??= wirePaymentAdapters(getConfig());
  return payments;
};

/** The api Lambda: one router behind API Gateway's HTTP API (payload v2). */
const route = createRouter([
  ...healthRoutes,
  ...activityRoutes,
  ...inscriptionRoutes,
  ...contactRoutes,
  ...newsletterRoutes,
  ...quoteRoutes,
  ...paymentRoutes(paymentAdapters, () => getConfig().SITE_URL),
  ...stripeWebhookRoutes(paymentAdapters),
]);

export const handler = (event: ApiEvent): Promise<ApiResult> => route(event);
