/**
 * /_local/clock: GET says the local host's time; POST { "advance": "PT25H" } moves it forward
 * (ISO 8601 duration) for every function the host runs; DELETE sets it back to the real time.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { type LocalClock, parseIsoDuration } from "../host/local-clock";

const MAX_BODY_BYTES = 1024;

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    "cache-control": "no-store",
  });
  res.end(JSON.stringify(body));
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  let text = "";
  for await (const chunk of req) {
    text += String(chunk);
    if (text.length > MAX_BODY_BYTES) return undefined;
  }
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export async function serveClock(
  clock: LocalClock,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const method = (req.method ?? "GET").toUpperCase();
  if (method === "GET") return sendJson(res, 200, clock.describe());
  if (method === "DELETE") {
    clock.reset();
    return sendJson(res, 200, clock.describe());
  }
  if (method !== "POST") {
    res.writeHead(405, { allow: "GET, POST, DELETE" });
    res.end();
    return;
  }
  const body = (await readJson(req)) as { advance?: unknown } | undefined;
  const ms = typeof body?.advance === "string" ? parseIsoDuration(body.advance) : null;
  if (ms === null) {
    return sendJson(res, 400, {
      error: 'Attendu : { "advance": durée ISO 8601 }, par exemple « PT25H » ou « P2DT3H ».',
    });
  }
  clock.advance(ms);
  sendJson(res, 200, clock.describe());
}
