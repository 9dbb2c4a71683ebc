/**
 * Cold start of each function on this machine: a fresh `node` process with the function's local
 * environment (and NODE_OPTIONS as deployed) imports its bundle and calls the handler once with a
 * representative event, against the emulator. Medians over a few processes.
 */
import { execFile } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { FUNCTION_NODE_OPTIONS } from "../../../infra/function-bundling";
import type { FunctionKey } from "../../../infra/resources";
import { apiEvent } from "../../support/registration-fixtures";
import type { FunctionBundle } from "./bundles";
import { percentile, round } from "./stats";

const run = promisify(execFile);
const PROBE = path.join(path.dirname(fileURLToPath(import.meta.url)), "cold-start-probe.mjs");

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

export interface ColdStart {
  key: FunctionKey;
  event: string;
  processes: number;
  /** Medians, in milliseconds: bundle import, first invocation, and node's start to the answer. */
  importMs: number;
  firstInvokeMs: number;
  sinceProcessStartMs: number;
}

interface ProbeLine {
  importMs: number;
  invokeMs: number;
  status: number | null;
  sinceProcessStartMs: number;
}

async function probe(bundle: FunctionBundle, env: Record<string, string>): Promise<ProbeLine> {
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

export async function measureColdStarts(
  bundles: FunctionBundle[],
  env: Record<string, string>,
  processes: number,
): Promise<ColdStart[]> {
  const results: ColdStart[] = [];
  for (const bundle of bundles) {
    const lines: ProbeLine[] = [];
    for (let i = 0; i < processes; i++) lines.push(await probe(bundle, env));
    const median = (pick: (l: ProbeLine) => number) => round(percentile(lines.map(pick), 50), 1);
    results.push({
      key: bundle.key,
      event: FIRST_EVENTS[bundle.key].label,
      processes,
      importMs: median((l) => l.importMs),
      firstInvokeMs: median((l) => l.invokeMs),
      sinceProcessStartMs: median((l) => l.sinceProcessStartMs),
    });
  }
  return results;
}
