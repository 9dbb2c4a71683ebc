/**
 * A team feature's routes called as the team function calls them once the token is verified
 * (the founder's claims where API Gateway's JWT authorizer puts them), over stores whose every
 * DynamoDB command is recorded: a test can say that a screen read through indexes, never a Scan.
 */
import { eventBridge } from "@adapters/aws-clients";
import { createRouter, type Route } from "../../functions/api/router";
import { getConfig } from "../../functions/config";
import { type TeamAdapters, wireTeamAdapters } from "../../functions/team/wiring";
import { ddb } from "./aws";
import { apiEvent } from "./registration-fixtures";

export interface RecordedCommand {
  name: string;
  table: string;
  index?: string;
}

/** The team adapters over a document client that records every command in `commands`. */
export function recordingTeamAdapters(commands: RecordedCommand[]): TeamAdapters {
  const recordingDdb = new Proxy(ddb(), {
    get(target, property, receiver) {
      if (property !== "send") return Reflect.get(target, property, receiver);
      return (command: { constructor: { name: string }; input: Record<string, unknown> }) => {
        commands.push({
          name: command.constructor.name,
          table: String(command.input.TableName ?? ""),
          ...(command.input.IndexName ? { index: String(command.input.IndexName) } : {}),
        });
        return target.send(command as never);
      };
    },
  });
  return wireTeamAdapters(getConfig(), { ddb: recordingDdb, eventBridge });
}

export interface TeamAnswer {
  status: number;
  headers: Record<string, unknown>;
  text: string;
  /** The parsed body when it is JSON. */
  // biome-ignore lint/suspicious/noExplicitAny: each test reads its own answer's fields
  body: any;
}

/**
 * Calls routes as a founder with `claims` (null: no verified claims at all), a path's query
 * string split as API Gateway does, with the request's own headers (an Idempotency-Key).
 */
export function teamCaller(routes: Route[], claims: Record<string, string>) {
  const route = createRouter(routes);
  return async (
    method: "GET" | "POST" | "PUT",
    path: string,
    body?: unknown,
    as: Record<string, string> | null = claims,
    headers: Record<string, string> = {},
  ): Promise<TeamAnswer> => {
    const [rawPath, query] = path.split("?");
    const event = apiEvent(method, rawPath ?? "", body, headers);
    const res = await route({
      ...event,
      rawQueryString: query ?? "",
      ...(query ? { queryStringParameters: Object.fromEntries(new URLSearchParams(query)) } : {}),
      requestContext: {
        ...event.requestContext,
        ...(as ? { authorizer: { jwt: { claims: as, scopes: [] } } } : {}),
      } as typeof event.requestContext,
    });
    const text = res.body ?? "";
    const isJson = String(res.headers?.["content-type"]).startsWith("application/json");
    return {
      status: res.statusCode ?? 0,
      headers: res.headers ?? {},
      text,
      body: isJson ? JSON.parse(text) : undefined,
    };
  };
}
