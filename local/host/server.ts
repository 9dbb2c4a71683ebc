/**
 * The local host: plays API Gateway + Lambda (the api and team functions, each on its routes),
 * the SQS event source mappings
 * (worker functions) and the EventBridge schedules, from the same definitions the CDK stack reads
 * (infra/resources.ts). It also serves the local window (/_local/) and, with staticDir, the built
 * site as CloudFront will (the payment link's page, /confirmation-inscription, by the api
 * function).
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { resolve } from "node:path";
import { CloudWatchLogsClient } from "@aws-sdk/client-cloudwatch-logs";
import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { SQSClient } from "@aws-sdk/client-sqs";
import { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { figureRecords } from "../../functions/adapters/figure-records";
import { CALENDAR_CACHE_PATH_PATTERN } from "../../functions/api/calendar-cache";
import { API_ROUTES } from "../../functions/api/route-table";
import { setProcessClock } from "../../functions/clock";
import { readSeasonFigures } from "../../functions/core/figures/season";
import {
  DEFAULT_REGION,
  defineResources,
  type Resources,
  type RouteFunction,
} from "../../infra/resources";
import { securityHeaders } from "../../infra/security-headers";
import {
  PAGE_RENDERER_DIR_ENV,
  pageRendererDir,
} from "../../shared/payments/visitor-page-renderer";
import { serveLocalPage } from "../window/route";
import { type ApiHandler, createHttpAdapter, routeFor } from "./api-gateway";
import { loadHandler } from "./load-handler";
import { LocalClock } from "./local-clock";
import { type ScheduledHandler, startScheduleTimer } from "./schedule-timer";
import { createSharedCache } from "./shared-cache";
import { type SqsHandler, startQueuePoller } from "./sqs-poller";
import { serveStatic } from "./static-site";
import { serveTeamAuthConfig, TEAM_AUTH_CONFIG_PATH } from "./team-auth-config";

export interface LocalHostOptions {
  /** Defaults to LOCAL_HOST_PORT, then 3001; 0 picks a free port. */
  port?: number;
  /** The emulator's endpoint, e.g. http://127.0.0.1:4566. */
  endpoint: string;
  /** The functions' environment (localFunctionEnv()); copied into process.env before loading. */
  env: Record<string, string>;
  /** Built site to serve for every path outside /api and /_local. */
  staticDir?: string;
  /** Poll the queues and call their consumers (default true). */
  pollers?: boolean;
  /** Call the scheduled functions on their local timers (default true). */
  timers?: boolean;
  resources?: Resources;
  /** Replaces the api function (tests). */
  apiHandler?: ApiHandler;
  /** Replaces the team function (tests). */
  teamHandler?: ApiHandler;
  /** Long-poll wait of the queue pollers, in seconds (default 20). */
  pollWaitSeconds?: number;
  /** No progress lines on the console. */
  quiet?: boolean;
  /**
   * Keeps the calendar's answers as CloudFront does, for as long as their Cache-Control says
   * (npm run preview); off by default, so that `npm run dev` shows every change at once.
   */
  sharedCache?: boolean;
}

export interface LocalHost {
  url: string;
  /** The time of every function the host runs (POST /_local/clock moves it). */
  clock: LocalClock;
  stop(): Promise<void>;
}

/** The payment link's page, which the api function serves (with or without its trailing slash). */
const PAYMENT_PAGE_PATH = API_ROUTES.registrations.showPaymentPage.path;
const isPaymentPage = (path: string) => path.replace(/\/+$/, "") === PAYMENT_PAGE_PATH;

/** The account id the emulator put in the queue URLs (moto and LocalStack differ). */
function accountFromQueueUrls(env: Record<string, string>, resources: Resources): string {
  for (const queue of resources.queues) {
    const match = /^https?:\/\/[^/]+\/(\d{12})\//.exec(env[queue.envVar] ?? "");
    if (match?.[1]) return match[1];
  }
  return "local";
}

export async function startLocalHost(options: LocalHostOptions): Promise<LocalHost> {
  const resources = options.resources ?? defineResources();
  const port = options.port ?? Number(process.env.LOCAL_HOST_PORT ?? 3001);
  const say = (line: string) => {
    if (!options.quiet) console.log(`[local-host] ${line}`);
  };
  const report = (what: string) => (error: unknown) =>
    console.error(`[local-host] ${what}:`, error instanceof Error ? error.stack : error);

  Object.assign(process.env, options.env);
  // The built site's renderer of a payment link's page, as the api function's bundle holds it.
  if (options.staticDir) {
    process.env[PAGE_RENDERER_DIR_ENV] = pageRendererDir(resolve(options.staticDir));
  }
  // Before any handler is loaded: they all read "now" from this clock (functions/clock.ts).
  const clock = new LocalClock();
  setProcessClock(clock);
  const region = options.env.AWS_REGION ?? process.env.AWS_REGION ?? DEFAULT_REGION;
  const accountId = accountFromQueueUrls(options.env, resources);
  const clientConfig = {
    endpoint: options.endpoint,
    region,
    credentials: {
      accessKeyId: options.env.AWS_ACCESS_KEY_ID ?? "test",
      secretAccessKey: options.env.AWS_SECRET_ACCESS_KEY ?? "test",
    },
  };
  const sqs = new SQSClient(clientConfig);
  const logs = new CloudWatchLogsClient(clientConfig);
  const functionDef = (key: string) => resources.functions.find((f) => f.key === key);

  const apiDef = functionDef("api");
  const apiHandler =
    options.apiHandler ?? (apiDef ? await loadHandler<ApiHandler>(apiDef.entry) : undefined);
  if (!apiHandler) throw new Error("api function not found (infra/resources.ts functions)");
  // Loaded at its first request, as Lambda starts a function: the host runs without the team
  // pool's settings for whoever never calls the team routes (a start failure is then a 500).
  const teamDef = functionDef("team");
  let teamHandler: Promise<ApiHandler | undefined> | undefined;
  const loadTeam = () => {
    teamHandler ??= options.teamHandler
      ? Promise.resolve(options.teamHandler)
      : teamDef
        ? loadHandler<ApiHandler>(teamDef.entry)
        : Promise.resolve(undefined);
    return teamHandler;
  };
  const lazyTeam: ApiHandler = async (event, context) => {
    const handler = await loadTeam();
    if (!handler) throw new Error("team function not found (infra/resources.ts functions)");
    return handler(event, context);
  };
  const sharedCache = options.sharedCache
    ? {
        cache: createSharedCache(() => clock.now().getTime()),
        pathPrefix: CALENDAR_CACHE_PATH_PATTERN.replace(/\*$/, ""),
      }
    : undefined;
  const adapterOf = (key: RouteFunction, handler: ApiHandler, compress = false) =>
    createHttpAdapter(handler, {
      compress,
      sharedCache,
      routes: resources.routes,
      catchAllRoutes: resources.catchAllRoutes,
      accountId,
      functionName: key,
      timeoutSeconds: functionDef(key)?.timeoutSeconds,
      onError: report(`${key} function failed`),
      now: () => clock.now(),
    });
  const adapters: Record<RouteFunction, ReturnType<typeof createHttpAdapter>> = {
    api: adapterOf("api", apiHandler),
    team: adapterOf("team", lazyTeam),
  };
  // The payment link's page: the api function's answer, compressed as CloudFront compresses pages.
  const paymentPage = adapterOf("api", apiHandler, true);
  // Like API Gateway: the route (or catch-all) a request matches says which function serves it.
  const functionFor = (method: string, path: string): RouteFunction => {
    const matched = routeFor(method, path, resources.routes, resources.catchAllRoutes);
    if (!matched) return "api";
    return "declared" in matched ? matched.declared.function : matched.catchAll.function;
  };
  // The built site may call the emulator's Cognito (the team space's sign-in).
  const siteHeaders = securityHeaders(options.endpoint);
  const siteUrl = options.env.SITE_URL ?? "http://127.0.0.1:5173";
  const seasonRecords = figureRecords({
    client: DynamoDBDocumentClient.from(new DynamoDBClient(clientConfig)),
    registrationsTable: options.env.TABLE_INSCRIPTIONS ?? "",
    paymentsTable: options.env.TABLE_PAYMENTS ?? "",
  });
  const localPage = {
    endpoint: options.endpoint,
    logs,
    logGroupName: resources.logGroupName,
    sqs,
    deadLetterQueueNames: resources.queues.map((q) => q.deadLetterName),
    siteUrl,
    clock,
    // The team space's « Chiffres », from the same records and the same computation.
    seasonFigures: () => readSeasonFigures({ clock, figures: seasonRecords }),
  };

  async function listener(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = new URL(req.url ?? "/", "http://local").pathname;
    if (path === "/api" || path.startsWith("/api/")) {
      const started = Date.now();
      await adapters[functionFor(req.method ?? "GET", path)](req, res);
      say(`${req.method} ${path} -> ${res.statusCode} (${Date.now() - started} ms)`);
      return;
    }
    if (path === "/_local" || path.startsWith("/_local/"))
      return serveLocalPage(localPage, req, res);
    if (path === TEAM_AUTH_CONFIG_PATH) {
      return serveTeamAuthConfig(res, options.env, options.endpoint, resources);
    }
    if (options.staticDir && isPaymentPage(path)) {
      // As CloudFront: the api function renders it, with the pages' security headers.
      for (const [name, value] of Object.entries(siteHeaders)) res.setHeader(name, value);
      await paymentPage(req, res);
      say(`${req.method} ${path} -> ${res.statusCode}`);
      return;
    }
    if (options.staticDir) return serveStatic(options.staticDir, req, res, siteHeaders);
    res.writeHead(404, { "content-type": "text/plain; charset=utf-8" });
    res.end("Introuvable : ce serveur répond sous /api, /_local/ et /espace-equipe/config.json.");
  }

  const server = createServer((req, res) => {
    listener(req, res).catch((error) => {
      report(`request ${req.method} ${req.url} failed`)(error);
      if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain; charset=utf-8" });
      res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const stoppers: (() => Promise<void>)[] = [];
  try {
    if (options.pollers !== false) {
      for (const queue of resources.queues) {
        const def = functionDef(queue.consumer);
        const handler = def ? await loadHandler<SqsHandler>(def.entry) : undefined;
        const queueUrl = options.env[queue.envVar];
        if (!handler || !queueUrl) {
          say(`queue ${queue.name}: no consumer or queue URL yet, not polled`);
          continue;
        }
        const poller = await startQueuePoller({
          sqs,
          queueUrl,
          handler,
          batchSize: queue.batchSize,
          waitTimeSeconds: options.pollWaitSeconds ?? 20,
          region,
          functionName: queue.consumer,
          timeoutSeconds: def?.timeoutSeconds,
          onError: report(`consumer of ${queue.name} failed`),
        });
        stoppers.push(() => poller.stop());
        say(`queue ${queue.name} -> ${queue.consumer}`);
      }
    }
    if (options.timers !== false) {
      for (const schedule of resources.schedules) {
        const def = functionDef(schedule.function);
        const handler = def ? await loadHandler<ScheduledHandler>(def.entry) : undefined;
        if (!handler) {
          say(
            `schedule ${schedule.name}: ${def?.entry ?? schedule.function} not written yet, skipped`,
          );
          continue;
        }
        const timer = startScheduleTimer({
          name: schedule.name,
          everySeconds: schedule.localEverySeconds,
          handler,
          region,
          accountId,
          functionName: schedule.function,
          timeoutSeconds: def?.timeoutSeconds,
          onError: report(`scheduled ${schedule.function} failed`),
          now: () => clock.now(),
        });
        stoppers.push(() => timer.stop());
        say(
          `schedule ${schedule.name}: every ${schedule.localEverySeconds} s -> ${schedule.function}`,
        );
      }
    }
  } catch (error) {
    await Promise.all(stoppers.map((stop) => stop()));
    server.close();
    setProcessClock();
    throw error;
  }
  say(`listening on ${url}`);

  return {
    url,
    clock,
    async stop() {
      server.closeAllConnections();
      await Promise.all([
        new Promise<void>((resolve) => server.close(() => resolve())),
        ...stoppers.map((stop) => stop()),
      ]);
      sqs.destroy();
      logs.destroy();
      setProcessClock();
    },
  };
}
