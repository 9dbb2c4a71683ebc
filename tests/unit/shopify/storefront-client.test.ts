/**
 * The Storefront transport and settings: the endpoint built from the store URL and version, the
 * token header, « HTTP error! status: N » on a non-OK answer (spec section 8), GraphQL errors.
 */

import { readShopifySettings } from "@adapters/shopify/shopify-settings";
import {
  StorefrontRequestError,
  storefrontEndpoint,
  storefrontRequest,
} from "@adapters/shopify/storefront-client";
import { describe, expect, it } from "vitest";

const SETTINGS = {
  storeUrl: new URL("https://jura-vtt-vitalite.myshopify.com"),
  apiVersion: "2026-10",
  storefrontToken: "public-token",
};

function fakeFetch(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = (async (url: URL | string, init: RequestInit) => {
    calls.push({ url: String(url), init });
    return new Response(typeof body === "string" ? body : JSON.stringify(body), { status });
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

describe("storefrontEndpoint", () => {
  it("is /api/{version}/graphql.json under the store URL, with or without a path or slash", () => {
    expect(storefrontEndpoint(SETTINGS).href).toBe(
      "https://jura-vtt-vitalite.myshopify.com/api/2026-10/graphql.json",
    );
    expect(
      storefrontEndpoint({ storeUrl: new URL("http://127.0.0.1:4610/"), apiVersion: "2026-07" })
        .href,
    ).toBe("http://127.0.0.1:4610/api/2026-07/graphql.json");
  });
});

describe("storefrontRequest", () => {
  it("posts the document and variables with the public token, and returns data", async () => {
    const { fetch, calls } = fakeFetch(200, { data: { ok: true } });
    const data = await storefrontRequest(SETTINGS, { fetch })("query Q { shop { name } }", {
      a: 1,
    });
    expect(data).toEqual({ ok: true });
    expect(calls[0]?.init.method).toBe("POST");
    expect(calls[0]?.init.headers).toMatchObject({
      "content-type": "application/json",
      "x-shopify-storefront-access-token": "public-token",
    });
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      query: "query Q { shop { name } }",
      variables: { a: 1 },
    });
  });

  it("a non-OK answer throws « HTTP error! status: N »", async () => {
    const { fetch } = fakeFetch(401, { errors: "[API] Invalid API key or access token" });
    const error = await storefrontRequest(SETTINGS, { fetch })("{}").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorefrontRequestError);
    expect((error as StorefrontRequestError).message).toBe("HTTP error! status: 401");
    expect((error as StorefrontRequestError).status).toBe(401);
  });

  it("GraphQL errors throw with the first message; a body without data throws too", async () => {
    const withErrors = fakeFetch(200, {
      errors: [{ message: "Field 'x' doesn't exist" }, { message: "b" }],
    });
    await expect(storefrontRequest(SETTINGS, withErrors)("{}")).rejects.toThrow(
      "Shopify: Field 'x' doesn't exist",
    );
    await expect(storefrontRequest(SETTINGS, fakeFetch(200, {}))("{}")).rejects.toThrow(
      "Shopify: réponse sans données",
    );
    await expect(storefrontRequest(SETTINGS, fakeFetch(200, "<html>"))("{}")).rejects.toThrow(
      "Shopify: réponse illisible",
    );
  });

  it("no answer at all is a StorefrontRequestError", async () => {
    const fetch = (async () => {
      throw new TypeError("fetch failed");
    }) as typeof globalThis.fetch;
    await expect(storefrontRequest(SETTINGS, { fetch })("{}")).rejects.toThrow(
      "Shopify injoignable : fetch failed",
    );
  });
});

describe("readShopifySettings", () => {
  const env = {
    SHOPIFY_STORE_URL: "https://jura-vtt-vitalite.myshopify.com",
    SHOPIFY_STOREFRONT_TOKEN: "public-token",
    SHOPIFY_WEBHOOK_SECRET: "secret",
  };

  it("reads the settings, API version 2026-10 and product type vtt-electrique by default", async () => {
    expect(await readShopifySettings(env)).toEqual({
      storeUrl: new URL("https://jura-vtt-vitalite.myshopify.com"),
      storefrontToken: "public-token",
      webhookSecret: "secret",
      apiVersion: "2026-10",
      productType: "vtt-electrique",
    });
    const other = await readShopifySettings({
      ...env,
      SHOPIFY_API_VERSION: "2027-01",
      SHOPIFY_PRODUCT_TYPE: "coaching-individuel",
    });
    expect([other.apiVersion, other.productType]).toEqual(["2027-01", "coaching-individuel"]);
  });

  it("reads the webhook secret from Secrets Manager when the environment names it", async () => {
    const asked: string[] = [];
    const settings = await readShopifySettings(
      { ...env, SHOPIFY_WEBHOOK_SECRET: undefined, SHOPIFY_WEBHOOK_SECRET_ARN: "arn:shopify" },
      async (id) => {
        asked.push(id);
        return JSON.stringify({ SHOPIFY_WEBHOOK_SECRET: " from-secrets-manager\n" });
      },
    );
    expect(settings.webhookSecret).toBe("from-secrets-manager");
    expect(asked).toEqual(["arn:shopify"]);
  });

  it("fails with the names of the missing or invalid settings", async () => {
    await expect(readShopifySettings({ SHOPIFY_STORE_URL: "not a url" })).rejects.toThrow(
      "Configuration invalide ou manquante : SHOPIFY_STORE_URL, SHOPIFY_STOREFRONT_TOKEN",
    );
    await expect(readShopifySettings({ ...env, SHOPIFY_API_VERSION: "2026-11" })).rejects.toThrow(
      "SHOPIFY_API_VERSION",
    );
    await expect(readShopifySettings({ ...env, SHOPIFY_PRODUCT_TYPE: "yoga" })).rejects.toThrow(
      "SHOPIFY_PRODUCT_TYPE",
    );
    await expect(
      readShopifySettings(
        { ...env, SHOPIFY_WEBHOOK_SECRET: undefined, SHOPIFY_WEBHOOK_SECRET_ARN: "arn:x" },
        async () => undefined,
      ),
    ).rejects.toThrow("SHOPIFY_WEBHOOK_SECRET ou SHOPIFY_WEBHOOK_SECRET_ARN (secret arn:x)");
  });
});
