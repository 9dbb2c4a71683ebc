/**
 * A worker's handler run in a process of its own, as Lambda runs one invocation: the test can
 * kill it mid-batch (a timeout, an out-of-memory, a crash) and nothing of it lives on. The child
 * inherits the environment (endpoint, tables, queues) and prints the handler's answer.
 */
import { spawn } from "node:child_process";
import { resolve } from "node:path";

export interface WorkerProcess<Result> {
  /** The handler's answer; rejects if the process ends without one (killed, crashed). */
  result: Promise<Result>;
  /** Ends the process at once, as Lambda ends an invocation that timed out. */
  kill(): void;
}

const CHILD = resolve(import.meta.dirname, "worker-process-child.ts");
const TSX = resolve(import.meta.dirname, "../../node_modules/.bin/tsx");

/** Runs `exportName` of the module at `entry` (a path from the repository root) on `event`. */
export function runWorkerProcess<Result>(
  entry: string,
  event: unknown,
  exportName = "handler",
): WorkerProcess<Result> {
  const child = spawn(TSX, [CHILD, resolve(import.meta.dirname, "../..", entry), exportName], {
    env: process.env,
    stdio: ["pipe", "pipe", "inherit"],
  });
  child.stdin.end(JSON.stringify(event));
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => {
    output += chunk.toString("utf8");
  });
  const result = new Promise<Result>((done, fail) => {
    child.on("error", fail);
    child.on("exit", (code, signal) => {
      const answer = output.split("\n").find((line) => line.startsWith("RESULT "));
      if (code === 0 && answer) done(JSON.parse(answer.slice("RESULT ".length)) as Result);
      else fail(new Error(`worker process ended without an answer (${signal ?? `code ${code}`})`));
    });
  });
  return { result, kill: () => child.kill("SIGKILL") };
}
