import type { ShopifySettings } from "./shopify-settings";

/**
 * A plain `fetch` client for Shopify's Storefront GraphQL endpoint,
 * `POST {store URL}/api/{version}/graphql.json` with the public token in
 * X-Shopify-Storefront-Access-Token. Not @shopify/storefront-api-client: it builds the URL itself
 * (https + the store domain), so reaching the local sandbox would need a customFetchApi that
 * rewrites every URL; two known documents and one header are simpler to send ourselves, and the
 * store URL from config is then the only difference between here and production.
 */

/** A transport failure: no answer, a non-2xx status, a body that is not GraphQL's, or `errors`. */
export class StorefrontRequestError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = "StorefrontRequestError";
  }
}

export type StorefrontRequest = <T>(
  document: string,
  variables?: Record<string, unknown>,
) => Promise<T>;

/** Shopify answers in well under a second; a Lambda must not wait for ever. */
export const STOREFRONT_TIMEOUT_MS = 8_000;

export function storefrontEndpoint(settings: Pick<ShopifySettings, "storeUrl" | "apiVersion">) {
  return new URL(
    `api/${settings.apiVersion}/graphql.json`,
    settings.storeUrl.href.replace(/\/*$/, "/"),
  );
}

export function storefrontRequest(
  settings: Pick<ShopifySettings, "storeUrl" | "apiVersion" | "storefrontToken">,
  options: { fetch?: typeof fetch; timeoutMs?: number } = {},
): StorefrontRequest {
  return shopifyGraphqlRequest(
    storefrontEndpoint(settings),
    { "x-shopify-storefront-access-token": settings.storefrontToken },
    options,
  );
}

/**
 * A GraphQL request to one of Shopify's endpoints (the Storefront API, or the Admin API with
 * X-Shopify-Access-Token): the data, or a StorefrontRequestError.
 */
export function shopifyGraphqlRequest(
  endpoint: URL,
  tokenHeader: Record<string, string>,
  options: { fetch?: typeof fetch; timeoutMs?: number } = {},
): StorefrontRequest {
  const doFetch = options.fetch ?? fetch;
  return async <T>(document: string, variables: Record<string, unknown> = {}): Promise<T> => {
    let response: Response;
    try {
      response = await doFetch(endpoint, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          accept: "application/json",
          ...tokenHeader,
        },
        body: JSON.stringify({ query: document, variables }),
        signal: AbortSignal.timeout(options.timeoutMs ?? STOREFRONT_TIMEOUT_MS),
      });
    } catch (error) {
      const cause = error instanceof Error ? error.message : String(error);
      throw new StorefrontRequestError(`Shopify injoignable : ${cause}`);
    }
    // Spec section 8: a non-OK response reads « HTTP error! status: N ».
    if (!response.ok) {
      await response.arrayBuffer().catch(() => undefined);
      throw new StorefrontRequestError(`HTTP error! status: ${response.status}`, response.status);
    }
    let body: { data?: T | null; errors?: { message?: unknown }[] };
    try {
      body = (await response.json()) as typeof body;
    } catch {
      throw new StorefrontRequestError("Shopify: réponse illisible", response.status);
    }
    const firstError = Array.isArray(body.errors) ? body.errors[0] : undefined;
    if (firstError) {
      throw new StorefrontRequestError(`Shopify: ${String(firstError.message)}`, response.status);
    }
    if (!body.data) throw new StorefrontRequestError("Shopify: réponse sans données");
    return body.data;
  };
}
