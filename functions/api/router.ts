import { isThrottled } from "@adapters/dynamo-errors";
import { errorText, log } from "../logger";
import { type ApiEvent, type ApiResult, HttpError, json } from "./http";
import { API_ROUTES, type ApiFeature, type ApiRoute } from "./route-table";

/** The answer when the database is over its rate: a moment later the same request passes. */
export const SERVICE_BUSY =
  "Le service est momentanément très sollicité. Veuillez réessayer dans quelques instants.";
const RETRY_AFTER_SECONDS = 2;

export interface Route extends ApiRoute {
  handle: (event: ApiEvent) => Promise<ApiResult>;
}

/** One handler per route that route-table.ts declares for the feature: no more, no fewer. */
export type FeatureHandlers<F extends ApiFeature> = {
  [Name in keyof (typeof API_ROUTES)[F]]: Route["handle"];
};

/** A feature's routes, bound; the type names the feature so that no group stands in for another. */
export type FeatureRoutes<F extends ApiFeature> = Route[] & { readonly feature?: F };

/** The feature's declared routes, each with its handler (the type checker asks for every one). */
export function bindRoutes<F extends ApiFeature>(
  feature: F,
  handlers: FeatureHandlers<F>,
): FeatureRoutes<F> {
  const declared: Record<string, ApiRoute> = API_ROUTES[feature];
  const handles: Record<string, Route["handle"] | undefined> = handlers;
  return Object.entries(declared).map(([name, route]) => {
    const handle = handles[name];
    if (!handle)
      throw new Error(`No handler for ${route.method} ${route.path} (${feature}.${name})`);
    return { method: route.method, path: route.path, handle };
  });
}

/** The values of a path's `{name}` segments, or undefined when it does not fit the template. */
export function matchPath(template: string, path: string): Record<string, string> | undefined {
  const expected = template.split("/");
  const actual = path.split("/");
  if (expected.length !== actual.length) return undefined;
  const params: Record<string, string> = {};
  for (const [i, segment] of expected.entries()) {
    const value = actual[i] ?? "";
    const name = /^\{(\w+)\}$/.exec(segment)?.[1];
    if (!name) {
      if (segment !== value) return undefined;
      continue;
    }
    if (value === "") return undefined;
    try {
      params[name] = decodeURIComponent(value);
    } catch {
      return undefined;
    }
  }
  return params;
}

/**
 * Dispatches a payload v2 event to the route with the same method and path. The values of a
 * templated path go into `pathParameters`, as API Gateway sets them for a declared route.
 */
export function createRouter(routes: Route[]) {
  const table = new Map(routes.map((r) => [`${r.method} ${r.path}`, r]));
  const templated = routes.filter((r) => r.path.includes("{"));
  return async function route(event: ApiEvent): Promise<ApiResult> {
    const method = event.requestContext.http.method.toUpperCase();
    const path = event.rawPath.replace(/\/+$/, "") || "/";
    let match = table.get(`${method} ${path}`);
    let request = event;
    if (!match) {
      for (const candidate of templated) {
        const params = candidate.method === method ? matchPath(candidate.path, path) : undefined;
        if (params) {
          match = candidate;
          request = { ...event, pathParameters: { ...event.pathParameters, ...params } };
          break;
        }
      }
    }
    if (!match) {
      const pathExists = routes.some((r) => r.path === path || matchPath(r.path, path));
      return pathExists
        ? json(405, { success: false, error: "Méthode non autorisée." })
        : json(404, { success: false, error: "Ressource introuvable." });
    }
    try {
      return await match.handle(request);
    } catch (error) {
      if (error instanceof HttpError) {
        return json(error.status, { success: false, error: error.message, details: error.details });
      }
      if (isThrottled(error)) {
        // Nothing was written; the visitor's retry (same Idempotency-Key) is the way through.
        log.warn("api_throttled", { route: `${method} ${match.path}` });
        return json(
          503,
          { success: false, error: SERVICE_BUSY },
          { "retry-after": String(RETRY_AFTER_SECONDS) },
        );
      }
      log.error("unhandled_api_error", {
        route: `${method} ${match.path}`,
        error: errorText(error),
      });
      return json(500, {
        success: false,
        error: "Une erreur inattendue est survenue. Veuillez réessayer.",
      });
    }
  };
}
