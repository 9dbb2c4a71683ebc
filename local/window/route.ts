/** The /_local/ pages of the local host: the local window and its JSON twins for tests. */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { CloudWatchLogsClient } from "@aws-sdk/client-cloudwatch-logs";
import type { SQSClient } from "@aws-sdk/client-sqs";
import { computeLogFigures, type LogFigures, periodDays } from "../../infra/dashboard/figures";
import type { MonthFigures } from "../../shared/figures/month-figures";
import { zurichToday } from "../../shared/time";
import type { LocalClock } from "../host/local-clock";
import { serveClock } from "./clock-route";
import { readDeadLetterDepths } from "./dead-letters";
import { readEventLog } from "./event-log";
import { renderLocalPage } from "./render";
import { readSentMessages } from "./sent-messages";

export interface LocalPageOptions {
  endpoint: string;
  logs: CloudWatchLogsClient;
  logGroupName: string;
  sqs: SQSClient;
  /** The dead-letter queues whose depth the page shows (infra/resources.ts). */
  deadLetterQueueNames: string[];
  siteUrl: string;
  /** The host's clock, moved by /_local/clock. */
  clock: LocalClock;
  /** « Chiffres »: each month of the season, as the team space computes them. */
  seasonFigures: () => Promise<MonthFigures[]>;
}

/** Enough lines for a small provider's 30 days; the AWS dashboard has no such limit. */
const MAX_LOG_LINES = 10_000;

/** The dashboard's figures now, from the event log's lines of the period. */
async function readFigures(options: LocalPageOptions): Promise<LogFigures> {
  const now = new Date();
  const since = new Date(`${periodDays(now)[0]}T00:00:00Z`);
  const entries = await readEventLog(options.logs, options.logGroupName, MAX_LOG_LINES, since);
  return computeLogFigures(entries, now, zurichToday(now));
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    "cache-control": "no-store",
  });
  res.end(JSON.stringify(body));
}

export async function serveLocalPage(
  options: LocalPageOptions,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const path = new URL(req.url ?? "/", "http://local").pathname;
  if (path === "/_local/clock") return serveClock(options.clock, req, res);
  try {
    if (path === "/_local/emails.json") {
      sendJson(res, 200, (await readSentMessages(options.endpoint)).emails);
      return;
    }
    if (path === "/_local/sms.json") {
      sendJson(res, 200, (await readSentMessages(options.endpoint)).sms);
      return;
    }
    if (path === "/_local/figures.json") {
      sendJson(res, 200, await readFigures(options));
      return;
    }
    if (path === "/_local/season.json") {
      sendJson(res, 200, await options.seasonFigures());
      return;
    }
    if (path === "/_local/events.json") {
      sendJson(res, 200, await readEventLog(options.logs, options.logGroupName));
      return;
    }
  } catch (error) {
    sendJson(res, 502, { error: errorText(error) });
    return;
  }
  if (path === "/_local") {
    res.writeHead(301, { location: "/_local/" });
    res.end();
    return;
  }
  if (path !== "/_local/") {
    res.writeHead(404, { "content-type": "text/plain; charset=utf-8" });
    res.end("Page introuvable");
    return;
  }
  const failed = (error: unknown) => ({ error: errorText(error) });
  const [messages, figures, deadLetters, season] = await Promise.all([
    readSentMessages(options.endpoint).catch(failed),
    readFigures(options).catch(failed),
    readDeadLetterDepths(options.sqs, options.deadLetterQueueNames).catch(failed),
    options.seasonFigures().catch(failed),
  ]);
  const requested = Number(new URL(req.url ?? "/", "http://local").searchParams.get("actualiser"));
  const autoRefreshSeconds =
    Number.isInteger(requested) && requested >= 5 && requested <= 600 ? requested : undefined;
  const html = renderLocalPage({
    messages,
    figures,
    deadLetters,
    season,
    renderedAt: options.clock.now(),
    siteUrl: options.siteUrl,
    autoRefreshSeconds,
  });
  res.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
  res.end(html);
}
