import { afterEach, describe, expect, it, vi } from "vitest";
import { formFailure, formFailureMessage } from "../../web/src/components/form/form-failure";
import { ApiError, fieldErrorsOf, getJson, postJson } from "../../web/src/lib/api-client";
import { readRefusal } from "../../web/src/lib/server-refusal";

interface Call {
  url: string;
  init: RequestInit;
}

/** A fetch that records each call and answers with the given status and body text. */
function answer(status: number, body: string | null) {
  const calls: Call[] = [];
  const fake = vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(body, { status });
  });
  vi.stubGlobal("fetch", fake);
  return calls;
}

const headersOf = (call: Call | undefined) => (call?.init.headers ?? {}) as Record<string, string>;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("API client: requests", () => {
  it("GET asks for JSON, sends no body and resolves with the parsed answer", async () => {
    const calls = answer(200, JSON.stringify([{ id: "a" }]));
    await expect(getJson("/api/activities")).resolves.toEqual([{ id: "a" }]);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe("/api/activities");
    expect(calls[0]?.init.method).toBe("GET");
    expect(calls[0]?.init.body).toBeUndefined();
    expect(headersOf(calls[0])).toEqual({ Accept: "application/json" });
  });

  it("POST sends the body as JSON, with the Idempotency-Key only when given", async () => {
    const calls = answer(202, JSON.stringify({ success: true }));
    await expect(postJson("/api/contact", { email: "a@exemple.ch" })).resolves.toEqual({
      success: true,
    });
    await postJson("/api/inscriptions", { nom: "Favre" }, { idempotencyKey: "key-1" });
    expect(calls[0]?.init.method).toBe("POST");
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ email: "a@exemple.ch" });
    expect(headersOf(calls[0])).toEqual({
      Accept: "application/json",
      "Content-Type": "application/json",
    });
    expect(headersOf(calls[1])["Idempotency-Key"]).toBe("key-1");
  });

  it("passes the abort signal on", async () => {
    const calls = answer(200, "[]");
    const controller = new AbortController();
    await getJson("/api/activities", { signal: controller.signal });
    expect(calls[0]?.init.signal).toBe(controller.signal);
  });

  it("resolves with null for a 2xx answer that is not JSON (the caller's validation refuses it)", async () => {
    answer(200, "<html>");
    await expect(getJson("/api/activities")).resolves.toBeNull();
  });
});

describe("API client: refusals", () => {
  it("throws « HTTP error! status: N » for a non-OK answer, with the server's French messages", async () => {
    answer(
      400,
      JSON.stringify({
        success: false,
        error: "Certains champs sont invalides. Merci de les corriger.",
        details: { email: "Adresse e-mail invalide.", phone: 12, message: "  " },
      }),
    );
    const error = await postJson("/api/contact", {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const refused = error as ApiError;
    expect(refused.message).toBe("HTTP error! status: 400");
    expect(refused.status).toBe(400);
    expect(refused.refusal).toEqual({
      message: "Certains champs sont invalides. Merci de les corriger.",
      fieldErrors: { email: "Adresse e-mail invalide." },
    });
    expect(fieldErrorsOf(refused)).toEqual({ email: "Adresse e-mail invalide." });
  });

  it("an error answer without JSON still throws, with nothing for the fields", async () => {
    answer(502, "Bad Gateway");
    const error = (await getJson("/api/activities").catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe("HTTP error! status: 502");
    expect(error.body).toBeNull();
    expect(error.refusal).toEqual({ fieldErrors: {} });
  });

  it("no answer at all rejects with fetch's own error, which carries no field messages", async () => {
    const offline = new TypeError("Failed to fetch");
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw offline;
      }),
    );
    const error = await postJson("/api/quotes", {}).catch((e: unknown) => e);
    expect(error).toBe(offline);
    expect(fieldErrorsOf(error)).toEqual({});
  });

  it("reads { error, details } defensively", () => {
    expect(readRefusal(null)).toEqual({ fieldErrors: {} });
    expect(readRefusal("Erreur")).toEqual({ fieldErrors: {} });
    expect(readRefusal({ error: "", details: ["x"] })).toEqual({ fieldErrors: {} });
  });
});

describe("the message of a refused form", () => {
  const fallback = "Une erreur est survenue. Veuillez réessayer.";

  it("is the server's own text at the hourly limit", () => {
    const limited = new ApiError(429, {
      success: false,
      error: "Trop de demandes. Merci de réessayer dans une heure.",
    });
    expect(formFailureMessage(limited, fallback)).toBe(
      "Trop de demandes. Merci de réessayer dans une heure.",
    );
  });

  it("is the form's usual message otherwise", () => {
    expect(formFailureMessage(new ApiError(429, null), fallback)).toBe(fallback);
    expect(
      formFailureMessage(new ApiError(400, { success: false, error: "Invalide" }), fallback),
    ).toBe(fallback);
    expect(formFailureMessage(new TypeError("Failed to fetch"), fallback)).toBe(fallback);
  });
});

describe("a form's failed request, as every form's failure", () => {
  const fallback = "Une erreur est survenue. Veuillez réessayer.";

  it("carries the field messages of a 400, and a new attempt needs a new key", () => {
    const refused = new ApiError(400, {
      success: false,
      error: "Invalide",
      details: { email: "Adresse e-mail invalide." },
    });
    expect(formFailure(refused, fallback)).toEqual({
      kind: "failure",
      message: fallback,
      fieldErrors: { email: "Adresse e-mail invalide." },
      retrySameKey: false,
    });
  });

  it("keeps the key when the request may have been stored (no answer, 5xx)", () => {
    expect(formFailure(new TypeError("Failed to fetch"), fallback)).toMatchObject({
      message: fallback,
      fieldErrors: {},
      retrySameKey: true,
    });
    expect(formFailure(new ApiError(503, null), fallback).retrySameKey).toBe(true);
  });
});
