import type { Config } from "../config";
import type { Adapters } from "../wiring";
import { formSubmissionGate } from "./form-submission";
import type { ApiEvent, ApiResult } from "./http";
import { createRouter } from "./router";
import { activityRoutes } from "./routes/activities";
import { cancellationRoutes } from "./routes/cancellation";
import { contactRoutes } from "./routes/contact";
import { healthRoutes } from "./routes/health";
import { newsletterRoutes } from "./routes/newsletter";
import { paymentRoutes } from "./routes/payments";
import { paypalWebhookRoutes } from "./routes/paypal-webhook";
import { quoteRoutes } from "./routes/quotes";
import { registrationRoutes } from "./routes/registrations";
import { shopifyWebhookRoutes } from "./routes/shopify-webhook";
import { stripeWebhookRoutes } from "./routes/stripe-webhook";

export interface ApiDependencies {
  adapters: Adapters;
  config: Pick<Config, "FORM_RATE_LIMIT_PER_HOUR" | "SITE_URL">;
}

/** Every route of the api function, built on the adapters it is given. */
export function createApi({ adapters, config }: ApiDependencies) {
  const gate = formSubmissionGate({
    rateLimits: adapters.rateLimits,
    limitPerHour: config.FORM_RATE_LIMIT_PER_HOUR,
  });
  const route = createRouter([
    ...healthRoutes,
    ...activityRoutes(adapters),
    ...registrationRoutes(adapters),
    ...cancellationRoutes(adapters),
    ...contactRoutes({ ...adapters, gate }),
    ...newsletterRoutes({ ...adapters, gate, siteUrl: config.SITE_URL }),
    ...quoteRoutes({ ...adapters, gate }),
    ...paymentRoutes({
      payments: adapters.payments,
      paymentLinks: adapters.paymentLinks,
      getActivity: adapters.activities.get,
      siteUrl: config.SITE_URL,
    }),
    ...stripeWebhookRoutes(adapters),
    ...shopifyWebhookRoutes(adapters),
    ...paypalWebhookRoutes(adapters),
  ]);
  return (event: ApiEvent): Promise<ApiResult> => route(event);
}
