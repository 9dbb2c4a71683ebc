import { LIMITS } from "@shared/constants/offer";
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from "aws-lambda";

export type ApiEvent = APIGatewayProxyEventV2;
export type ApiResult = APIGatewayProxyStructuredResultV2;

/** An error whose status and French message are meant for the visitor. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export function json(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): ApiResult {
  return {
    statusCode: status,
    headers: { "content-type": "application/json; charset=utf-8", ...headers },
    body: JSON.stringify(body),
  };
}

/** Raw request body as text, whether API Gateway sent it base64-encoded or not. */
export function bodyText(event: ApiEvent): string {
  if (!event.body) return "";
  return event.isBase64Encoded ? Buffer.from(event.body, "base64").toString("utf8") : event.body;
}

/** The exact bytes of the request body (signatures are computed on them, before any parsing). */
export function bodyBytes(event: ApiEvent): Buffer {
  if (!event.body) return Buffer.alloc(0);
  return Buffer.from(event.body, event.isBase64Encoded ? "base64" : "utf8");
}

/** Parses a JSON body, refusing bodies over the size limit (413) and invalid JSON (400). */
export function parseJsonBody(event: ApiEvent, maxBytes: number = LIMITS.maxBodyBytes): unknown {
  const text = bodyText(event);
  if (Buffer.byteLength(text, "utf8") > maxBytes) {
    throw new HttpError(413, "La requête est trop volumineuse.");
  }
  if (text.trim() === "") throw new HttpError(400, "Le corps de la requête est vide.");
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, "Le corps de la requête n'est pas un JSON valide.");
  }
}

/** Header lookup; API Gateway payload v2 lower-cases header names. */
export function header(event: ApiEvent, name: string): string | undefined {
  return event.headers?.[name.toLowerCase()];
}

/** The caller's address as API Gateway saw it. */
export function clientIp(event: ApiEvent): string {
  return event.requestContext?.http?.sourceIp ?? "unknown";
}
