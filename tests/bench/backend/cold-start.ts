/**
 * Cold start of each function on this machine: a fresh `node` process with the function's local
 * environment (and NODE_OPTIONS as deployed) imports its bundle and calls the handler once with a
 * representative event, against the emulator. Beside it, the floor: a fresh process that imports
 * only the AWS SDK packages the bundle imports at start and sends the AWS calls the function's
 * first invocation made (recorded once through a proxy). Medians over a few processes of each,
 * run in turn so that the machine's load weighs on both alike.
 */
import { execFile } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { FUNCTION_NODE_OPTIONS } from "../../../infra/function-bundling";
import type { FunctionKey } from "../../../infra/resources";
import { type RecordedAwsCall, startAwsFaultProxy } from "../../support/aws-fault-proxy";
import { apiEvent } from "../../support/registration-fixtures";
import type { FunctionBundle } from "./bundles";
import { percentile, round } from "./stats";

const run = promisify(execFile);
const HERE = path.dirname(fileURLToPath(import.meta.url));
const PROBE = path.join(HERE, "cold-start-probe.mjs");
const FLOOR_PROBE = path.join(HERE, "cold-start-floor-probe.mjs");

const SCHEDULED_EVENT = {
  version: "0",
  id: "bench",
  "detail-type": "Scheduled Event",
  source: "aws.events",
  account: "000000000000",
  time: new Date().toISOString(),
  region: "eu-central-2",
  resources: [],
  detail: {},
};

/**
 * What each function is first called with: a page's first request, an empty batch, a tick; and
 * the status it answers (200 unless said: a request without a token is refused, as it should).
 */
const FIRST_EVENTS: Record<FunctionKey, { label: string; event: unknown; status?: number }> = {
  api: { label: "GET /api/activities", event: apiEvent("GET", "/api/activities") },
  notifier: { label: "empty SQS batch", event: { Records: [] } },
  outboxSweeper: { label: "scheduled event (empty outbox)", event: SCHEDULED_EVENT },
  paymentReconciler: { label: "scheduled event (nothing due)", event: SCHEDULED_EVENT },
  paymentReconciliation: { label: "empty SQS batch", event: { Records: [] } },
  bankImport: { label: "S3 notification without records", event: { Records: [] } },
  deadlineScheduler: { label: "scheduled event (nothing due)", event: SCHEDULED_EVENT },
  registrationDeadlines: { label: "empty SQS batch", event: { Records: [] } },
  activityCancellations: { label: "empty SQS batch", event: { Records: [] } },
  refundRetryScheduler: { label: "scheduled event (nothing due)", event: SCHEDULED_EVENT },
  refundRetries: { label: "empty SQS batch", event: { Records: [] } },
  dayBeforeReminders: {
    label: "scheduled event (before 18:00 or nothing due)",
    event: SCHEDULED_EVENT,
  },
  dataRetentionScheduler: { label: "scheduled event (nothing due)", event: SCHEDULED_EVENT },
  dataRetention: { label: "empty SQS batch", event: { Records: [] } },
  waitlistOffers: { label: "empty SQS batch", event: { Records: [] } },
  team: {
    label: "GET /api/equipe/session without a token",
    event: apiEvent("GET", "/api/equipe/session"),
    status: 401,
  },
};

export interface Timing {
  /** Medians, in milliseconds. */
  importMs: number;
  firstInvokeMs: number;
}

export interface ColdStart extends Timing {
  key: FunctionKey;
  event: string;
  processes: number;
  /** Node's start to the answer (median). */
  sinceProcessStartMs: number;
  /** The AWS calls of the first invocation, as "service.Operation" (sent again by the floor). */
  awsCalls: string[];
  floor: Timing;
  /** (import + first invocation) / (the floor's import + first invocation). */
  ratio: number;
}

interface ProbeLine {
  importMs: number;
  invokeMs: number;
  status: number | null;
  sinceProcessStartMs: number;
}

/** A function's first invocation, in a fresh process (its answer checked). */
async function probe(
  bundle: Pick<FunctionBundle, "key" | "file">,
  env: Record<string, string>,
): Promise<ProbeLine> {
  const { stdout } = await run(
    process.execPath,
    [PROBE, bundle.file, JSON.stringify(FIRST_EVENTS[bundle.key].event)],
    {
      env: { PATH: process.env.PATH ?? "", ...env, NODE_OPTIONS: FUNCTION_NODE_OPTIONS },
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  const line = stdout.split("\n").find((l) => l.startsWith("COLD_START "));
  if (!line) throw new Error(`${bundle.key}: no measurement in\n${stdout}`);
  const result = JSON.parse(line.slice("COLD_START ".length)) as ProbeLine;
  if (result.status !== null && result.status !== (FIRST_EVENTS[bundle.key].status ?? 200)) {
    throw new Error(`${bundle.key}: first invocation answered ${result.status}`);
  }
  return result;
}

/** The calls whose times overlapped, together (the function sent them concurrently). */
function waves(calls: RecordedAwsCall[]): RecordedAwsCall[][] {
  const result: RecordedAwsCall[][] = [];
  let waveEnd = Number.NEGATIVE_INFINITY;
  for (const call of [...calls].sort((a, b) => a.startedMs - b.startedMs)) {
    const current = result.at(-1);
    if (current && call.startedMs < waveEnd) {
      current.push(call);
      waveEnd = Math.max(waveEnd, call.endedMs);
    } else {
      result.push([call]);
      waveEnd = call.endedMs;
    }
  }
  return result;
}

/** The AWS calls of one first invocation: the function run once against a recording proxy. */
async function recordAwsCalls(
  bundle: Pick<FunctionBundle, "key" | "file">,
  env: Record<string, string>,
): Promise<RecordedAwsCall[]> {
  const endpoint = env.AWS_ENDPOINT_URL;
  if (!endpoint) throw new Error("AWS_ENDPOINT_URL is not set in the functions' environment");
  const proxy = await startAwsFaultProxy(endpoint, { record: true });
  try {
    await probe(bundle, { ...env, AWS_ENDPOINT_URL: proxy.url });
    return proxy.recorded();
  } finally {
    await proxy.stop();
  }
}

/** The floor's import and calls, in a fresh process with the function's environment. */
async function floorProbe(
  packages: string[],
  calls: RecordedAwsCall[][],
  env: Record<string, string>,
): Promise<ProbeLine> {
  const wire = calls.map((wave) => wave.map(({ target, body }) => ({ target, body })));
  const { stdout } = await run(
    process.execPath,
    [FLOOR_PROBE, JSON.stringify(packages), JSON.stringify(wire)],
    {
      env: { PATH: process.env.PATH ?? "", ...env, NODE_OPTIONS: FUNCTION_NODE_OPTIONS },
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  const line = stdout.split("\n").find((l) => l.startsWith("COLD_START_FLOOR "));
  if (!line) throw new Error(`floor: no measurement in\n${stdout}`);
  return {
    ...JSON.parse(line.slice("COLD_START_FLOOR ".length)),
    status: null,
    sinceProcessStartMs: 0,
  };
}

const median = (lines: ProbeLine[], pick: (l: ProbeLine) => number) =>
  round(percentile(lines.map(pick), 50), 1);

/**
 * Two builds of one function (e.g. an older one and today's), probed in turn: import and first
 * invocation of each (medians).
 */
export async function compareColdStarts(
  builds: [Pick<FunctionBundle, "key" | "file">, Pick<FunctionBundle, "key" | "file">],
  env: Record<string, string>,
  processes: number,
): Promise<[Timing, Timing]> {
  const lines: [ProbeLine[], ProbeLine[]] = [[], []];
  for (let i = 0; i < processes; i++) {
    lines[0].push(await probe(builds[0], env));
    lines[1].push(await probe(builds[1], env));
  }
  const timing = (of: ProbeLine[]): Timing => ({
    importMs: median(of, (l) => l.importMs),
    firstInvokeMs: median(of, (l) => l.invokeMs),
  });
  return [timing(lines[0]), timing(lines[1])];
}

export async function measureColdStarts(
  bundles: FunctionBundle[],
  env: Record<string, string>,
  processes: number,
): Promise<ColdStart[]> {
  const results: ColdStart[] = [];
  for (const bundle of bundles) {
    const calls = await recordAwsCalls(bundle, env);
    const lines: ProbeLine[] = [];
    const floorLines: ProbeLine[] = [];
    for (let i = 0; i < processes; i++) {
      lines.push(await probe(bundle, env));
      floorLines.push(await floorProbe(bundle.awsSdkAtStart, waves(calls), env));
    }
    const importMs = median(lines, (l) => l.importMs);
    const firstInvokeMs = median(lines, (l) => l.invokeMs);
    const floor = {
      importMs: median(floorLines, (l) => l.importMs),
      firstInvokeMs: median(floorLines, (l) => l.invokeMs),
    };
    results.push({
      key: bundle.key,
      event: FIRST_EVENTS[bundle.key].label,
      processes,
      importMs,
      firstInvokeMs,
      sinceProcessStartMs: median(lines, (l) => l.sinceProcessStartMs),
      awsCalls: calls.map((call) => call.operation ?? "?"),
      floor,
      ratio: round((importMs + firstInvokeMs) / (floor.importMs + floor.firstInvokeMs), 2),
    });
  }
  return results;
}
