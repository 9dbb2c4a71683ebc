import { describe, expect, it } from "vitest";
import { json } from "../../functions/api/http";
import { createRouter, matchPath, SERVICE_BUSY } from "../../functions/api/router";
import { apiEvent } from "../support/registration-fixtures";

describe("router: paths with {name} segments", () => {
  it("matchPath gives the decoded values, or nothing when the path does not fit", () => {
    expect(matchPath("/api/payments/{payment_id}", "/api/payments/ab%2Dc")).toEqual({
      payment_id: "ab-c",
    });
    expect(matchPath("/api/payments/{payment_id}", "/api/payments")).toBeUndefined();
    expect(matchPath("/api/payments/{payment_id}", "/api/payments/a/b")).toBeUndefined();
    expect(matchPath("/api/payments/{payment_id}", "/api/payments/%E0")).toBeUndefined();
    expect(matchPath("/api/health", "/api/health")).toEqual({});
  });

  const route = createRouter([
    {
      method: "GET",
      path: "/api/payments/{payment_id}",
      handle: async (event) => json(200, { id: event.pathParameters?.payment_id }),
    },
    { method: "POST", path: "/api/payments", handle: async () => json(201, {}) },
  ]);

  it("hands the values to the route in pathParameters, as API Gateway does", async () => {
    const res = await route(apiEvent("GET", "/api/payments/pay-42"));
    expect(JSON.parse(res.body ?? "{}")).toEqual({ id: "pay-42" });
  });

  it("a fixed path still wins, and another method on a templated path is a 405", async () => {
    expect((await route(apiEvent("POST", "/api/payments", {}))).statusCode).toBe(201);
    expect((await route(apiEvent("POST", "/api/payments/pay-42", {}))).statusCode).toBe(405);
    expect((await route(apiEvent("GET", "/api/payments/a/b"))).statusCode).toBe(404);
  });
});

describe("router: errors a route lets through", () => {
  const failing = (error: Error) =>
    createRouter([
      {
        method: "POST",
        path: "/api/inscriptions",
        handle: async () => {
          throw error;
        },
      },
    ]);
  const named = (name: string) => Object.assign(new Error("Rate exceeded"), { name });

  it("DynamoDB over its rate: 503 with a French message to retry, and when", async () => {
    for (const name of ["ThrottlingException", "ProvisionedThroughputExceededException"]) {
      const res = await failing(named(name))(apiEvent("POST", "/api/inscriptions", {}));
      expect(res.statusCode).toBe(503);
      expect(res.headers?.["retry-after"]).toBe("2");
      expect(JSON.parse(res.body ?? "{}")).toEqual({ success: false, error: SERVICE_BUSY });
    }
    expect(SERVICE_BUSY).toMatch(/Veuillez réessayer/);
  });

  it("anything else: 500 with the spec's unexpected-error text", async () => {
    const res = await failing(named("ValidationException"))(
      apiEvent("POST", "/api/inscriptions", {}),
    );
    expect(res.statusCode).toBe(500);
    expect(JSON.parse(res.body ?? "{}").error).toBe(
      "Une erreur inattendue est survenue. Veuillez réessayer.",
    );
  });
});
