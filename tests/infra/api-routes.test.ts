/**
 * Each function's router answers exactly the routes API Gateway deploys to it: the api function
 * the public routes, the team function the team's. A handler whose route is not deployed would
 * never be reached in AWS (the catch-all hands it over without its path parameters), and a
 * deployed route without a handler answers 404.
 */
import { Template } from "aws-cdk-lib/assertions";
import { beforeAll, describe, expect, it } from "vitest";
import { apiRoutes } from "../../functions/api/api";
import { getConfig } from "../../functions/config";
import { teamApiRoutes } from "../../functions/team/team-api";
import { wireTeamAdapters } from "../../functions/team/wiring";
import { wireAdapters } from "../../functions/wiring/adapters";
import type { RouteFunction } from "../../infra/resources";
import { stubFunctionConfig } from "../support/function-config";
import { synthStacks } from "./synth";

const routerKeys = {} as Record<RouteFunction, string[]>;
const deployedKeys = {} as Record<RouteFunction, string[]>;
const catchAllKeys = {} as Record<RouteFunction, string[]>;

beforeAll(() => {
  stubFunctionConfig();
  const config = getConfig();
  const keysOf = (routes: { method: string; path: string }[]) =>
    routes.map((route) => `${route.method} ${route.path}`);
  routerKeys.api = keysOf(apiRoutes({ adapters: wireAdapters(config), config }));
  routerKeys.team = keysOf(teamApiRoutes(wireTeamAdapters(config)));

  const template = Template.fromStack(synthStacks().api);
  const resources = template.toJSON().Resources as Record<
    string,
    { Type: string; Properties: Record<string, unknown> }
  >;
  // Route -> integration -> the function it invokes, read from the template.
  const functionOfIntegration = (target: unknown): RouteFunction => {
    const integrationId = JSON.stringify(target).match(/"(\w+Integration\w*)"/)?.[1] ?? "";
    const uri = JSON.stringify(resources[integrationId]?.Properties.IntegrationUri);
    if (/Fnteam/.test(uri)) return "team";
    if (/Fnapi/.test(uri)) return "api";
    throw new Error(`route to an unknown function: ${uri}`);
  };
  for (const key of ["api", "team"] as const) {
    deployedKeys[key] = [];
    catchAllKeys[key] = [];
  }
  for (const route of Object.values(resources).filter(
    (r) => r.Type === "AWS::ApiGatewayV2::Route",
  )) {
    const key = String(route.Properties.RouteKey);
    const fn = functionOfIntegration(route.Properties.Target);
    (key.endsWith("{proxy+}") ? catchAllKeys : deployedKeys)[fn].push(key);
  }
});

describe("the API's routes: each router and the routes deployed to its function agree", () => {
  it.each(["api", "team"] as const)(
    "%s: every route its router answers is deployed to it",
    (fn) => {
      expect(routerKeys[fn].filter((key) => !deployedKeys[fn].includes(key))).toEqual([]);
    },
  );

  it.each(["api", "team"] as const)("%s: every route deployed to it has a handler", (fn) => {
    expect(deployedKeys[fn].filter((key) => !routerKeys[fn].includes(key))).toEqual([]);
  });

  it("each route once, on both sides", () => {
    for (const fn of ["api", "team"] as const) {
      expect(new Set(routerKeys[fn]).size).toBe(routerKeys[fn].length);
      expect(new Set(deployedKeys[fn]).size).toBe(deployedKeys[fn].length);
      expect(routerKeys[fn].length).toBeGreaterThan(0);
    }
  });

  it("the payment link's page, outside /api, is a route of the api function", () => {
    expect(deployedKeys.api).toContain("GET /confirmation-inscription");
    expect(routerKeys.api).toContain("GET /confirmation-inscription");
  });

  it("the catch-alls: /api/equipe/ to the team function, the rest of /api/ to the api", () => {
    expect(catchAllKeys).toEqual({
      api: ["ANY /api/{proxy+}"],
      team: ["ANY /api/equipe/{proxy+}"],
    });
  });
});
