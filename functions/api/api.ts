import type { Config } from "../config";
import { calendarPorts } from "../wiring/activities";
import type { Adapters } from "../wiring/adapters";
import { contactPorts } from "../wiring/contact";
import { bikeAvailabilityPorts } from "../wiring/fleet";
import { newsletterPorts } from "../wiring/newsletter";
import { paymentRoutePorts } from "../wiring/payments";
import { quotePorts } from "../wiring/quotes";
import { waitlistPorts } from "../wiring/waitlist";
import { formSubmissionGate } from "./form-submission";
import type { ApiEvent, ApiResult } from "./http";
import type { PublicFeature } from "./route-table";
import { createRouter, type FeatureRoutes, type Route } from "./router";
import { activityRoutes } from "./routes/activities";
import { contactRoutes } from "./routes/contact";
import { fleetRoutes } from "./routes/fleet";
import { healthRoutes } from "./routes/health";
import { newsletterRoutes } from "./routes/newsletter";
import { paymentRoutes } from "./routes/payments";
import { quoteRoutes } from "./routes/quotes";
import { registrationRoutes } from "./routes/registrations";
import { waitlistRoutes } from "./routes/waitlist";
import { webhookRoutes } from "./routes/webhooks";

export interface ApiDependencies {
  adapters: Adapters;
  config: Pick<Config, "FORM_RATE_LIMIT_PER_HOUR" | "SITE_URL" | "WAITLIST_OFFERS_STOP_HOURS">;
}

/**
 * Every route of the api function, bound to its handler on the adapters it is given: one group
 * per public feature of route-table.ts (the team's routes are the team function's) (the type asks for each feature, and each group for its routes).
 */
export function apiRoutes({ adapters, config }: ApiDependencies): Route[] {
  const gate = formSubmissionGate({
    rateLimits: adapters.rateLimits,
    limitPerHour: config.FORM_RATE_LIMIT_PER_HOUR,
  });
  const features: { [F in PublicFeature]: FeatureRoutes<F> } = {
    health: healthRoutes,
    activities: activityRoutes(calendarPorts(adapters, config.WAITLIST_OFFERS_STOP_HOURS)),
    fleet: fleetRoutes(bikeAvailabilityPorts(adapters)),
    registrations: registrationRoutes(adapters),
    contact: contactRoutes(contactPorts(adapters), gate),
    newsletter: newsletterRoutes(newsletterPorts(adapters), config.SITE_URL, gate),
    quotes: quoteRoutes(quotePorts(adapters), gate),
    payments: paymentRoutes(paymentRoutePorts(adapters, config.SITE_URL)),
    waitlist: waitlistRoutes(waitlistPorts(adapters, config.WAITLIST_OFFERS_STOP_HOURS)),
    webhooks: webhookRoutes(adapters),
  };
  return Object.values(features).flat();
}

/** The api function's router over every route. */
export function createApi(dependencies: ApiDependencies) {
  const route = createRouter(apiRoutes(dependencies));
  return (event: ApiEvent): Promise<ApiResult> => route(event);
}
