import { log } from "../logger";
import { type ApiEvent, type ApiResult, HttpError, json } from "./http";

export interface Route {
  method: "GET" | "POST";
  path: string;
  handle: (event: ApiEvent) => Promise<ApiResult>;
}

/** Dispatches a payload v2 event to the route with the same method and path. */
export function createRouter(routes: Route[]) {
  const table = new Map(routes.map((r) => [`${r.method} ${r.path}`, r]));
  return async function route(event: ApiEvent): Promise<ApiResult> {
    const method = event.requestContext.http.method.toUpperCase();
    const path = event.rawPath.replace(/\/+$/, "") || "/";
    const match = table.get(`${method} ${path}`);
    if (!match) {
      const pathExists = routes.some((r) => r.path === path);
      return pathExists
        ? json(405, { success: false, error: "Méthode non autorisée." })
        : json(404, { success: false, error: "Ressource introuvable." });
    }
    try {
      return await match.handle(event);
    } catch (error) {
      if (error instanceof HttpError) {
        return json(error.status, { success: false, error: error.message, details: error.details });
      }
      log.error("unhandled_api_error", {
        route: `${method} ${path}`,
        error: error instanceof Error ? error.message : String(error),
      });
      return json(500, {
        success: false,
        error: "Une erreur inattendue est survenue. Veuillez réessayer.",
      });
    }
  };
}
