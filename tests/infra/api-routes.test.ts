/**
 * The routes the api function's router answers are exactly the routes API Gateway is deployed
 * with: a handler whose route is not deployed would never be reached in AWS (the catch-all hands
 * it over without its path parameters), and a deployed route without a handler answers 404.
 */
import { Template } from "aws-cdk-lib/assertions";
import { beforeAll, describe, expect, it } from "vitest";
import { apiRoutes } from "../../functions/api/api";
import { getConfig } from "../../functions/config";
import { wireAdapters } from "../../functions/wiring";
import { CATCH_ALL_ROUTE_KEY } from "../../local/host/api-gateway";
import { stubFunctionConfig } from "../support/function-config";
import { synthStacks } from "./synth";

let routerKeys: string[];
let deployedKeys: string[];

beforeAll(() => {
  stubFunctionConfig();
  const config = getConfig();
  routerKeys = apiRoutes({ adapters: wireAdapters(config), config }).map(
    (route) => `${route.method} ${route.path}`,
  );
  const template = Template.fromStack(synthStacks().api);
  deployedKeys = Object.values(template.findResources("AWS::ApiGatewayV2::Route"))
    .map((route) => String(route.Properties.RouteKey))
    .filter((key) => key !== CATCH_ALL_ROUTE_KEY);
});

describe("the API's routes: the router and the deployed HTTP API agree", () => {
  it("every route the router answers is deployed", () => {
    expect(routerKeys.filter((key) => !deployedKeys.includes(key))).toEqual([]);
  });

  it("every deployed route has a handler in the router", () => {
    expect(deployedKeys.filter((key) => !routerKeys.includes(key))).toEqual([]);
  });

  it("each route once, on both sides", () => {
    expect(new Set(routerKeys).size).toBe(routerKeys.length);
    expect(new Set(deployedKeys).size).toBe(deployedKeys.length);
    expect(routerKeys.length).toBeGreaterThan(0);
  });
});
