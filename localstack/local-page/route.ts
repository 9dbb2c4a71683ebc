/** The /_local/ pages of the local host: the local window and its JSON twins for tests. */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { CloudWatchLogsClient } from "@aws-sdk/client-cloudwatch-logs";
import type { LocalClock } from "../host/local-clock";
import { serveClock } from "./clock-route";
import { readEventLog } from "./event-log";
import { renderLocalPage } from "./render";
import { readSentMessages } from "./sent-messages";

export interface LocalPageOptions {
  endpoint: string;
  logs: CloudWatchLogsClient;
  logGroupName: string;
  siteUrl: string;
  /** The host's clock, moved by /_local/clock. */
  clock: LocalClock;
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
  const [messages, events] = await Promise.all([
    readSentMessages(options.endpoint).catch((error) => ({ error: errorText(error) })),
    readEventLog(options.logs, options.logGroupName).catch((error) => ({
      error: errorText(error),
    })),
  ]);
  const requested = Number(new URL(req.url ?? "/", "http://local").searchParams.get("actualiser"));
  const autoRefreshSeconds =
    Number.isInteger(requested) && requested >= 5 && requested <= 600 ? requested : undefined;
  const html = renderLocalPage({
    messages,
    events,
    renderedAt: options.clock.now(),
    siteUrl: options.siteUrl,
    autoRefreshSeconds,
  });
  res.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
  res.end(html);
}
