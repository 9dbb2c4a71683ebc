import type * as z from "@shared/zod";
import {
  type ApiCallOptions,
  ApiError,
  getFile,
  getJson,
  postJson,
  postRaw,
  putJson,
} from "../../../lib/api-client";

/**
 * The team space's way to /api/equipe/*: the site's API client with the founder's access token,
 * each answer read with its shared schema. Each room's `api.ts` lists its requests over it.
 */
export interface TeamApiDeps {
  /** A valid access token, or null when the session has ended. */
  accessToken: () => Promise<string | null>;
  /** Called on a 401 (or no token at all): the session is over. */
  onUnauthorized: () => void;
  fetchImpl?: typeof fetch;
}

type PostOptions = Pick<ApiCallOptions, "idempotencyKey" | "headers">;

export interface TeamClient {
  get<S extends z.ZodMiniType>(schema: S, path: string, signal?: AbortSignal): Promise<z.output<S>>;
  post<S extends z.ZodMiniType>(
    schema: S,
    path: string,
    body?: unknown,
    options?: PostOptions,
  ): Promise<z.output<S>>;
  /** Replaces a record (the fleet, a day's blocks) with the body. */
  put<S extends z.ZodMiniType>(schema: S, path: string, body: unknown): Promise<z.output<S>>;
  /** Posts a body sent as it is (a bank file), with its content type. */
  postFile<S extends z.ZodMiniType>(
    schema: S,
    path: string,
    file: { raw: Blob; type: string },
    options?: PostOptions,
  ): Promise<z.output<S>>;
  /** Downloads a file of the given type (a CSV, a person's data). */
  file(path: string, accept: string): Promise<Blob>;
}

export function createTeamClient({
  accessToken,
  onUnauthorized,
  fetchImpl,
}: TeamApiDeps): TeamClient {
  async function authorized<T>(call: (options: ApiCallOptions) => Promise<T>): Promise<T> {
    const token = await accessToken();
    if (!token) {
      onUnauthorized();
      throw new ApiError(401, null);
    }
    try {
      return await call({ bearer: token, ...(fetchImpl ? { fetchImpl } : {}) });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) onUnauthorized();
      throw error;
    }
  }

  return {
    get: async (schema, path, signal) =>
      schema.parse(await authorized((auth) => getJson(path, { ...auth, signal }))),
    post: async (schema, path, body, options) =>
      schema.parse(await authorized((auth) => postJson(path, body, { ...auth, ...options }))),
    put: async (schema, path, body) =>
      schema.parse(await authorized((auth) => putJson(path, body, auth))),
    postFile: async (schema, path, file, options) =>
      schema.parse(await authorized((auth) => postRaw(path, file, { ...auth, ...options }))),
    file: (path, accept) => authorized((auth) => getFile(path, { ...auth, accept })),
  };
}

/** The address of one outing's requests. */
export const activityPath = (id: string) => `/api/equipe/sorties/${encodeURIComponent(id)}`;
