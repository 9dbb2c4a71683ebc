/** Small request/response helpers over node:http for the sandbox's routes. */
import type { IncomingMessage, ServerResponse } from "node:http";

/** Bodies over this size are refused: no provider call of ours comes near it. */
export const MAX_BODY_BYTES = 1024 * 1024;

export class BodyTooLargeError extends Error {}

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new BodyTooLargeError("request body too large");
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  sendText(res, status, `${JSON.stringify(body, null, 2)}\n`, {
    "content-type": "application/json",
    ...headers,
  });
}

export function sendHtml(res: ServerResponse, status: number, html: string): void {
  sendText(res, status, html, {
    "content-type": "text/html; charset=utf-8",
    "cache-control": "no-store",
  });
}

export function sendText(
  res: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string>,
): void {
  res.writeHead(status, { ...headers, "content-length": String(Buffer.byteLength(text)) });
  res.end(text);
}

/** 303 See Other: after a form POST the browser follows with a GET. */
export function redirect(res: ServerResponse, location: string): void {
  res.writeHead(303, { location, "content-length": "0" });
  res.end();
}
