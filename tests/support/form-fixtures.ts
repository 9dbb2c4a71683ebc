/**
 * Helpers for the contact, newsletter and quote integration tests: API calls as API Gateway
 * sends them, the notifier run on what waits in the notifications queue, raw e-mails from moto.
 */
import type { APIGatewayProxyEventV2 } from "aws-lambda";
import { handler as api } from "../../functions/api/handler";
import { handler as notifier } from "../../functions/workers/notifier/handler";
import { toSqsEvent } from "../../local/host/sqs-poller";
import { endpoint } from "./aws";
import { apiEvent, deleteMessages, receiveAll } from "./registration-fixtures";

export interface ApiAnswer {
  status: number;
  headers: Record<string, string | number | boolean>;
  text: string;
  json: Record<string, unknown>;
}

export async function callApi(
  method: "GET" | "POST",
  path: string,
  {
    body,
    ip = "127.0.0.1",
    query,
  }: { body?: unknown; ip?: string; query?: Record<string, string> } = {},
): Promise<ApiAnswer> {
  const base = apiEvent(method, path, body);
  const event: APIGatewayProxyEventV2 = {
    ...base,
    rawQueryString: query ? new URLSearchParams(query).toString() : "",
    ...(query ? { queryStringParameters: query } : {}),
    requestContext: { ...base.requestContext, http: { ...base.requestContext.http, sourceIp: ip } },
  };
  const result = await api(event);
  const text = result.body ?? "";
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(text);
  } catch {
    // HTML pages (newsletter links) are not JSON.
  }
  return { status: result.statusCode ?? 0, headers: result.headers ?? {}, text, json };
}

/** Hands what waits on the notifications queue to the notifier, like the Lambda trigger. */
export async function runNotifier() {
  const queueUrl = process.env.QUEUE_NOTIFICATIONS_URL ?? "";
  const messages = await receiveAll(queueUrl);
  const result = await notifier(
    toSqsEvent(messages, "arn:aws:sqs:local:notifications", "eu-central-2"),
  );
  await deleteMessages(queueUrl, messages);
  return { messages, result };
}

/** Raw MIME of every e-mail moto received, oldest first (to read headers such as Reply-To). */
export async function readRawEmails(): Promise<string[]> {
  const response = await fetch(`${endpoint()}/moto-api/data.json`);
  const data = (await response.json()) as { ses?: { RawMessage?: { raw_data?: string }[] } };
  return (data.ses?.RawMessage ?? []).map((m) => m.raw_data ?? "");
}

/** The value of a header in a raw MIME message (unfolded). */
export function rawHeader(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0]?.replace(/\r?\n[ \t]+/g, " ") ?? "";
  const line = head
    .split(/\r?\n/)
    .find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}
