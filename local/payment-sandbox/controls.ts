/**
 * Test controls under /_sandbox/ (never part of a provider's API, never deployed). JSON in, JSON
 * out; every provider's sessions (Stripe's Checkout Sessions, PayPal's orders) are reached by
 * their id, so a provider joins by being added to `providers`; controls only one provider has
 * live under /_sandbox/<provider>/…. GET /_sandbox/ lists the controls.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import * as z from "../../shared/zod";
import type { ApiFailures } from "./api-failures";
import type { SandboxClock } from "./clock";
import { readBody, sendJson } from "./http-io";
import {
  MethodNotOfferedError,
  type SandboxProvider,
  SessionClosedError,
  SessionNotFoundError,
} from "./provider";
import type { WebhookOutbox } from "./webhooks-outbox";

export const CONTROLS_PATH = "/_sandbox";

export interface ControlsContext {
  providers: SandboxProvider[];
  outbox: WebhookOutbox;
  clock: SandboxClock;
  failures: ApiFailures;
}

/** What GET /_sandbox/ answers: every control and its body. */
export const CONTROLS_INDEX = {
  "GET /_sandbox/sessions": "every provider's sessions, with the request that created each",
  "POST /_sandbox/sessions/:id/pay":
    '{"method":"card"|"twint"} pays as « Payer » does (PayPal: approves the order, no method)',
  "POST /_sandbox/sessions/:id/refuse": "declines as « Refuser » does (the session stays open)",
  "POST /_sandbox/sessions/:id/expire": "expires the session now, as if its time had passed",
  "GET /_sandbox/webhooks": "every delivery: state, attempts (status, signature), raw body",
  "POST /_sandbox/webhooks/hold": "queue webhooks instead of sending them",
  "POST /_sandbox/webhooks/release": '{"order":"sent"|"reverse"} send the held ones, stop holding',
  "POST /_sandbox/webhooks/duplicate-next":
    '{"times":2,"concurrent":false} send the next one N times',
  "POST /_sandbox/webhooks/drop-next": '{"count":1} never send the next one(s)',
  "POST /_sandbox/webhooks/retry": '{"delivery_id"?} send failed deliveries again',
  "POST /_sandbox/fail-next":
    '{"count":1,"commit":false,"match"?} the next API call(s) answer 500; commit:true does the work first',
  "POST /_sandbox/delay-next":
    '{"count":1,"ms":5000,"match"?} the next API call(s) do the work, then answer ms later (past a timeout)',
  "match (fail-next, delay-next)":
    'only calls whose "METHOD /path" contains it, e.g. "POST /v1/refunds", "/capture"; GraphQL adds the operation name',
  "GET /_sandbox/clock": "the sandbox's now and its offset",
  "POST /_sandbox/clock": '{"advance_seconds":N} moves time forward (sessions due expire now)',
  "DELETE /_sandbox/clock": "back to real time",
  "POST /_sandbox/reset": "forget every session, delivery, key and armed control",
};

const bodies = {
  pay: z.strictObject({ method: z.optional(z.enum(["card", "twint", "paypal"])) }),
  release: z.strictObject({ order: z._default(z.enum(["sent", "reverse"]), "sent") }),
  duplicate: z.strictObject({
    times: z._default(z.number().check(z.int(), z.gte(1), z.lte(20)), 2),
    concurrent: z._default(z.boolean(), false),
  }),
  drop: z.strictObject({ count: z._default(z.number().check(z.int(), z.gte(1), z.lte(100)), 1) }),
  retry: z.strictObject({ delivery_id: z.optional(z.string()) }),
  failNext: z.strictObject({
    count: z._default(z.number().check(z.int(), z.gte(1), z.lte(100)), 1),
    commit: z._default(z.boolean(), false),
    match: z.optional(z.string().check(z.minLength(1))),
  }),
  delayNext: z.strictObject({
    count: z._default(z.number().check(z.int(), z.gte(1), z.lte(100)), 1),
    ms: z.number().check(z.int(), z.gte(1), z.lte(30_000)),
    match: z.optional(z.string().check(z.minLength(1))),
  }),
  clock: z.strictObject({ advance_seconds: z.number().check(z.int(), z.gte(0)) }),
};

export class ControlError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const controlsErrorMessages = z.locales.en().localeError;

export async function parseBody<T extends z.ZodMiniType>(
  req: IncomingMessage,
  schema: T,
): Promise<z.output<T>> {
  const raw = await readBody(req);
  let value: unknown = {};
  if (raw.trim() !== "") {
    try {
      value = JSON.parse(raw);
    } catch {
      throw new ControlError(400, "the body must be JSON");
    }
  }
  // zod mini loads no locale: the sandbox's controls explain a refusal in zod's English words.
  const parsed = schema.safeParse(value, { error: controlsErrorMessages });
  if (!parsed.success) {
    const detail = parsed.error.issues
      .map((issue) => `${issue.path.join(".") || "body"}: ${issue.message}`)
      .join("; ");
    throw new ControlError(400, detail);
  }
  return parsed.data;
}

function providerOf(ctx: ControlsContext, sessionId: string): SandboxProvider {
  const provider = ctx.providers.find((p) => p.owns(sessionId));
  if (!provider) throw new ControlError(404, `no session ${sessionId}`);
  return provider;
}

async function route(req: IncomingMessage, path: string, ctx: ControlsContext): Promise<unknown> {
  const method = req.method ?? "GET";
  const action = `${method} ${path.replace(/\/+$/, "") || CONTROLS_PATH}`;
  const session = /^POST \/_sandbox\/sessions\/([^/]+)\/(pay|refuse|expire)$/.exec(action);
  if (session) {
    const id = decodeURIComponent(session[1] as string);
    const provider = providerOf(ctx, id);
    if (session[2] === "pay") return provider.pay(id, (await parseBody(req, bodies.pay)).method);
    if (session[2] === "refuse") return provider.refuse(id);
    return provider.expire(id);
  }
  for (const provider of ctx.providers) {
    if (provider.control && path.startsWith(`${CONTROLS_PATH}/${provider.name}/`)) {
      const answer = await provider.control(req, path);
      if (answer !== undefined) return answer;
    }
  }
  switch (action) {
    case `GET ${CONTROLS_PATH}`:
      return {
        controls: Object.assign({}, CONTROLS_INDEX, ...ctx.providers.map((p) => p.controls ?? {})),
      };
    case `GET ${CONTROLS_PATH}/sessions`:
      return { sessions: ctx.providers.flatMap((p) => p.sessions()) };
    case `GET ${CONTROLS_PATH}/webhooks`:
      return { ...ctx.outbox.status(), deliveries: ctx.outbox.list() };
    case `POST ${CONTROLS_PATH}/webhooks/hold`:
      ctx.outbox.hold();
      return ctx.outbox.status();
    case `POST ${CONTROLS_PATH}/webhooks/release`: {
      const { order } = await parseBody(req, bodies.release);
      return { released: await ctx.outbox.release(order) };
    }
    case `POST ${CONTROLS_PATH}/webhooks/duplicate-next`: {
      const { times, concurrent } = await parseBody(req, bodies.duplicate);
      ctx.outbox.duplicateNext(times, concurrent);
      return ctx.outbox.status();
    }
    case `POST ${CONTROLS_PATH}/webhooks/drop-next`: {
      ctx.outbox.dropNext((await parseBody(req, bodies.drop)).count);
      return ctx.outbox.status();
    }
    case `POST ${CONTROLS_PATH}/webhooks/retry`: {
      const { delivery_id } = await parseBody(req, bodies.retry);
      return { retried: await ctx.outbox.retryFailed(delivery_id) };
    }
    case `POST ${CONTROLS_PATH}/fail-next`: {
      const { count, commit, match } = await parseBody(req, bodies.failNext);
      ctx.failures.failNext(count, commit, match);
      return { pending_failures: ctx.failures.pending() };
    }
    case `POST ${CONTROLS_PATH}/delay-next`: {
      const { count, ms, match } = await parseBody(req, bodies.delayNext);
      ctx.failures.delayNext(count, ms, match);
      return { pending_delays: ctx.failures.pendingDelays() };
    }
    case `GET ${CONTROLS_PATH}/clock`:
      return ctx.clock.describe();
    case `POST ${CONTROLS_PATH}/clock`: {
      ctx.clock.advance((await parseBody(req, bodies.clock)).advance_seconds);
      // Sessions whose time has come expire now, and their webhooks are tried before answering.
      await Promise.all(ctx.providers.map((p) => p.expireDue()));
      return ctx.clock.describe();
    }
    case `DELETE ${CONTROLS_PATH}/clock`:
      ctx.clock.reset();
      return ctx.clock.describe();
    case `POST ${CONTROLS_PATH}/reset`:
      await ctx.outbox.idle();
      for (const provider of ctx.providers) provider.reset();
      ctx.outbox.reset();
      ctx.failures.reset();
      ctx.clock.reset();
      return { reset: true };
    default:
      throw new ControlError(404, `unknown control: ${action} (GET ${CONTROLS_PATH}/ lists them)`);
  }
}

export async function handleControls(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  ctx: ControlsContext,
): Promise<void> {
  try {
    sendJson(res, 200, await route(req, path, ctx));
  } catch (error) {
    if (error instanceof ControlError) return sendJson(res, error.status, { error: error.message });
    if (error instanceof SessionNotFoundError) return sendJson(res, 404, { error: error.message });
    if (error instanceof SessionClosedError) return sendJson(res, 409, { error: error.message });
    if (error instanceof MethodNotOfferedError) {
      return sendJson(res, 400, { error: error.message });
    }
    throw error;
  }
}
