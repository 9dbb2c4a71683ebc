/**
 * A loopback proxy in front of the emulator that makes chosen AWS calls fail the way AWS does:
 * the service's own error in its wire format (JSON protocols: `__type` and `x-amzn-ErrorType`;
 * query protocols such as SES and SNS: an XML ErrorResponse), a partial PutEvents answer, a call
 * that never answers, or a dropped connection. Every other call passes through untouched.
 *
 * The functions' real SDK clients meet the fault, with their own retries, so a test proves what
 * the deployed code does, not what a mock was told. Point the functions at it by setting
 * AWS_ENDPOINT_URL to `proxy.url` before their modules load (their clients are built at import).
 */
import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, request, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** "<service>.<operation>", service as in the request's credential scope: "dynamodb.TransactWriteItems". */
export type AwsOperation = `${string}.${string}`;

export type AwsFault =
  /** The service's error, as AWS sends it (status 400 for client and throttling errors, 5xx for its own). */
  | {
      kind: "error";
      status: number;
      code: string;
      message: string;
      extra?: Record<string, unknown>;
    }
  /** PutEvents only: the entries at these indexes are refused (InternalFailure), the others go through. */
  | { kind: "partial-put-events"; failIndexes: number[] }
  /** No answer until the proxy stops (a Lambda that times out mid-call). */
  | { kind: "hang" }
  /** The connection is dropped without an answer. */
  | { kind: "reset" };

export interface ArmedFault {
  /** How many calls this fault has answered so far. */
  readonly hits: number;
}

interface Rule {
  operation: AwsOperation;
  fault: AwsFault;
  /** Matching calls let through before the fault starts. */
  skip: number;
  /** How many calls it answers; Infinity until healed. */
  times: number;
  /** Only calls whose body holds this text (URL-decoded): one recipient, one record. */
  matching?: string;
  hits: number;
}

export interface AwsFaultProxy {
  url: string;
  /**
   * Arms a fault for the next calls of this operation (after `skip` of them pass), `times`
   * times; with `matching`, only for the calls whose body holds that text (e.g. a recipient).
   */
  fail(
    operation: AwsOperation,
    fault: AwsFault,
    options?: { times?: number; skip?: number; matching?: string },
  ): ArmedFault;
  /** Removes every armed fault: calls pass through again. */
  heal(): void;
  /** How many calls of this operation reached the proxy (failed or not). */
  calls(operation: AwsOperation): number;
  /** The calls that reached the proxy, in order, when it was started with `record`. */
  recorded(): RecordedAwsCall[];
  stop(): Promise<void>;
}

/** A call as it reached the proxy, to send it again (the backend bench's floor does). */
export interface RecordedAwsCall {
  operation: AwsOperation | undefined;
  /** X-Amz-Target (JSON protocols), e.g. "DynamoDB_20120810.Scan"; absent for query protocols. */
  target?: string;
  body: string;
  /** When the call came and when it was answered (performance.now() of the proxy's process). */
  startedMs: number;
  endedMs: number;
}

/** The usual faults, named. */
export const faults = {
  throttled: (service: "dynamodb" | "events" | "sns" | "ses" | "sqs"): AwsFault => {
    const code: Record<typeof service, string> = {
      dynamodb: "ThrottlingException",
      events: "ThrottlingException",
      sns: "Throttling",
      ses: "Throttling",
      sqs: "ThrottlingException",
    };
    return { kind: "error", status: 400, code: code[service], message: "Rate exceeded" };
  },
  internal: (): AwsFault => ({
    kind: "error",
    status: 500,
    code: "InternalFailure",
    message: "The request processing has failed because of an unknown error.",
  }),
  /** DynamoDB cancels a transaction because another one holds one of its items. */
  transactionConflict: (itemCount: number): AwsFault => ({
    kind: "error",
    status: 400,
    code: "TransactionCanceledException",
    message: `Transaction cancelled, please refer cancellation reasons for specific reasons [${Array.from(
      { length: itemCount },
      (_, i) => (i === 0 ? "TransactionConflict" : "None"),
    ).join(", ")}]`,
    extra: {
      CancellationReasons: Array.from({ length: itemCount }, (_, i) =>
        i === 0
          ? { Code: "TransactionConflict", Message: "Transaction is ongoing for the item" }
          : { Code: "None" },
      ),
    },
  }),
};

/** A body as text to search: query-protocol bodies (SES, SNS, SQS) are URL-encoded forms. */
function readable(body: string): string {
  try {
    return decodeURIComponent(body.replace(/\+/g, " "));
  } catch {
    return body;
  }
}

/** Service and operation of a call: from X-Amz-Target (JSON protocols) or Action= (query). */
function operationOf(req: IncomingMessage, body: string): AwsOperation | undefined {
  const scope = /Credential=[^/]+\/[^/]+\/[^/]+\/([^/]+)\//.exec(req.headers.authorization ?? "");
  const service = scope?.[1];
  if (!service) return undefined;
  const target = req.headers["x-amz-target"];
  if (typeof target === "string") return `${service}.${target.split(".").pop()}`;
  const action = new URLSearchParams(body).get("Action");
  return action ? `${service}.${action}` : undefined;
}

function sendError(res: ServerResponse, req: IncomingMessage, fault: AwsFault & { kind: "error" }) {
  const requestId = randomUUID();
  if (req.headers["x-amz-target"]) {
    res.writeHead(fault.status, {
      "content-type": "application/x-amz-json-1.0",
      "x-amzn-errortype": fault.code,
      "x-amzn-requestid": requestId,
    });
    res.end(JSON.stringify({ __type: fault.code, message: fault.message, ...fault.extra }));
    return;
  }
  res.writeHead(fault.status, { "content-type": "text/xml", "x-amzn-requestid": requestId });
  res.end(
    `<ErrorResponse><Error><Type>${fault.status < 500 ? "Sender" : "Receiver"}</Type>` +
      `<Code>${fault.code}</Code><Message>${fault.message}</Message></Error>` +
      `<RequestId>${requestId}</RequestId></ErrorResponse>`,
  );
}

interface Forwarded {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function forward(upstream: URL, req: IncomingMessage, body: Buffer): Promise<Forwarded> {
  return new Promise((resolve, reject) => {
    const headers = { ...req.headers, host: upstream.host, "content-length": String(body.length) };
    const outgoing = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers,
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () =>
          resolve({
            status: answer.statusCode ?? 502,
            headers: answer.headers,
            body: Buffer.concat(chunks),
          }),
        );
        answer.on("error", reject);
      },
    );
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

function reply(res: ServerResponse, answer: Forwarded, body: Buffer = answer.body) {
  const { "transfer-encoding": _chunked, ...headers } = answer.headers;
  headers["content-length"] = String(body.length);
  res.writeHead(answer.status, headers);
  res.end(body);
}

/**
 * Sends the entries that are not refused to the emulator (so they really reach the bus), then
 * answers as PutEvents does for a partial failure: one result per entry, in order.
 */
async function partialPutEvents(
  upstream: URL,
  req: IncomingMessage,
  body: Buffer,
  failIndexes: number[],
  res: ServerResponse,
) {
  const request = JSON.parse(body.toString("utf8")) as { Entries: unknown[] };
  const kept = request.Entries.filter((_, i) => !failIndexes.includes(i));
  const answer = await forward(
    upstream,
    req,
    Buffer.from(JSON.stringify({ ...request, Entries: kept })),
  );
  const accepted = (JSON.parse(answer.body.toString("utf8")) as { Entries?: unknown[] }).Entries;
  const results = [...(accepted ?? [])];
  const entries = request.Entries.map((_, i) =>
    failIndexes.includes(i)
      ? { ErrorCode: "InternalFailure", ErrorMessage: "Internal service error." }
      : results.shift(),
  );
  const failed = failIndexes.filter((i) => i < request.Entries.length).length;
  reply(res, answer, Buffer.from(JSON.stringify({ FailedEntryCount: failed, Entries: entries })));
}

export async function startAwsFaultProxy(
  upstreamEndpoint: string,
  options: { record?: boolean } = {},
): Promise<AwsFaultProxy> {
  const upstream = new URL(upstreamEndpoint);
  const recorded: RecordedAwsCall[] = [];
  const rules: Rule[] = [];
  const seen = new Map<AwsOperation, number>();
  const hanging = new Set<ServerResponse>();

  function armedFor(operation: AwsOperation, body: string): Rule | undefined {
    for (const rule of rules) {
      if (rule.operation !== operation) continue;
      if (rule.matching !== undefined && !body.includes(rule.matching)) continue;
      if (rule.skip > 0) {
        rule.skip -= 1;
        continue;
      }
      if (rule.hits < rule.times) return rule;
    }
    return undefined;
  }

  const server = createServer(async (req, res) => {
    try {
      const startedMs = performance.now();
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const body = Buffer.concat(chunks);
      const text = body.toString("utf8");
      const operation = operationOf(req, text);
      if (options.record) {
        const target = req.headers["x-amz-target"];
        const call: RecordedAwsCall = { operation, body: text, startedMs, endedMs: startedMs };
        if (typeof target === "string") call.target = target;
        recorded.push(call);
        res.on("finish", () => {
          call.endedMs = performance.now();
        });
      }
      if (operation) seen.set(operation, (seen.get(operation) ?? 0) + 1);
      const rule = operation ? armedFor(operation, readable(text)) : undefined;
      if (rule) rule.hits += 1;
      const fault = rule?.fault;
      if (fault?.kind === "error") return sendError(res, req, fault);
      if (fault?.kind === "hang") return void hanging.add(res);
      if (fault?.kind === "reset") return void req.socket.destroy();
      if (fault?.kind === "partial-put-events") {
        return await partialPutEvents(upstream, req, body, fault.failIndexes, res);
      }
      reply(res, await forward(upstream, req, body));
    } catch (error) {
      res.writeHead(502, { "content-type": "text/plain" });
      res.end(`fault proxy: ${error}`);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    fail(operation, fault, options = {}) {
      const rule: Rule = {
        operation,
        fault,
        skip: options.skip ?? 0,
        times: options.times ?? Number.POSITIVE_INFINITY,
        matching: options.matching,
        hits: 0,
      };
      rules.push(rule);
      return {
        get hits() {
          return rule.hits;
        },
      };
    },
    heal() {
      rules.length = 0;
    },
    calls(operation) {
      return seen.get(operation) ?? 0;
    },
    recorded() {
      return [...recorded];
    },
    async stop() {
      for (const res of hanging) res.socket?.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * The proxy for a test file that runs the functions in-process: in front of the emulator the
 * setup chose, and made the functions' endpoint. Call it from vi.hoisted, so that it runs before
 * their modules build their clients; the tests' own readers, which read the endpoint lazily, go
 * through it too, untouched while no fault is armed.
 */
export async function proxyTheFunctions(): Promise<AwsFaultProxy> {
  const upstream = process.env.AWS_ENDPOINT_URL;
  if (!upstream) throw new Error("AWS_ENDPOINT_URL is not set: the integration setup sets it");
  const proxy = await startAwsFaultProxy(upstream);
  process.env.AWS_ENDPOINT_URL = proxy.url;
  return proxy;
}
