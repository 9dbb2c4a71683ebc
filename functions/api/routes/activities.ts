import type { Route } from "../router";

/** Routes of this feature; filled in by the feature. */
export const activityRoutes: Route[] = [];
