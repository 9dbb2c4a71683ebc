import type { ApiEvent, ApiResult } from "./http";
import { createRouter } from "./router";
import { activityRoutes } from "./routes/activities";
import { contactRoutes } from "./routes/contact";
import { healthRoutes } from "./routes/health";
import { inscriptionRoutes } from "./routes/inscriptions";
import { newsletterRoutes } from "./routes/newsletter";
import { quoteRoutes } from "./routes/quotes";

/** The api Lambda: one router behind API Gateway's HTTP API (payload v2). */
const route = createRouter([
  ...healthRoutes,
  ...activityRoutes,
  ...inscriptionRoutes,
  ...contactRoutes,
  ...newsletterRoutes,
  ...quoteRoutes,
]);

export const handler = (event: ApiEvent): Promise<ApiResult> => route(event);
