/**
 * npm test: every check, going on after a failure: lint and format, types, the unit and infra test
 * projects one after the other, then the integration and e2e projects side by side, each with an
 * emulator of its own (e2e's on EMULATOR_PORT + 1), their lines prefixed with their name. Ends with
 * one line per step and a last line `Tests: N passed, N failed`; exits non-zero if any step failed.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { createInterface } from "node:readline";

const ROOT = resolve(import.meta.dirname, "..");
const RESULTS_DIR = join(ROOT, ".vitest-results");
/** Each alone: the unit tests use every core, the infra tests read the site's build. */
const ONE_AFTER_THE_OTHER = ["unit", "infra"] as const;
/**
 * Side by side: each runs its files one at a time against its own emulator, so most of its time
 * is spent waiting on it, the browser or the local host; together they take the two cores.
 */
const SIDE_BY_SIDE = ["integration", "e2e"] as const;
type Project = (typeof ONE_AFTER_THE_OTHER)[number] | (typeof SIDE_BY_SIDE)[number];

/** e2e's own emulator and payment sandbox, beside the integration tests' ones. */
function sideBySideEnv(project: Project): NodeJS.ProcessEnv {
  if (project !== "e2e") {
    // The integration tests take a free port for their sandbox; e2e keeps PAYMENT_SANDBOX_PORT.
    const { PAYMENT_SANDBOX_PORT: _kept, ...env } = process.env;
    return env;
  }
  return { ...process.env, EMULATOR_PORT: String(Number(process.env.EMULATOR_PORT ?? 4566) + 1) };
}

interface StepResult {
  name: string;
  ok: boolean;
  passed: number;
  failed: number;
  seconds: number;
  note: string;
}

/** Runs a command; with a prefix, each line it prints is written with it (two at once stay readable). */
function run(
  command: string,
  args: string[],
  { env = process.env, prefix }: { env?: NodeJS.ProcessEnv; prefix?: string } = {},
): Promise<number> {
  return new Promise((resolvePromise) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: prefix ? ["ignore", "pipe", "pipe"] : "inherit",
      env,
    });
    const prefixed = (input: NodeJS.ReadableStream | null, out: NodeJS.WriteStream) => {
      if (input) createInterface({ input }).on("line", (line) => out.write(`${prefix} ${line}\n`));
    };
    if (prefix) {
      prefixed(child.stdout, process.stdout);
      prefixed(child.stderr, process.stderr);
    }
    child.on("error", () => resolvePromise(127));
    // "close", not "exit": the last prefixed lines are read before the step ends.
    child.on("close", (code, signal) => resolvePromise(code ?? (signal ? 128 : 1)));
  });
}

interface VitestJson {
  numPassedTests?: number;
  numFailedTests?: number;
  numTotalTests?: number;
  numTotalTestSuites?: number;
  testResults?: unknown[];
}

async function commandStep(name: string, command: string, args: string[]): Promise<StepResult> {
  const started = Date.now();
  console.log(`\n=== ${name}: ${command} ${args.join(" ")}`);
  const code = await run(command, args);
  return {
    name,
    ok: code === 0,
    passed: 0,
    failed: 0,
    seconds: (Date.now() - started) / 1000,
    note: code === 0 ? "ok" : `exit code ${code}`,
  };
}

async function vitestStep(
  project: Project,
  options: { env?: NodeJS.ProcessEnv; prefix?: string } = {},
): Promise<StepResult> {
  const outputFile = join(RESULTS_DIR, `${project}.json`);
  rmSync(outputFile, { force: true });
  const started = Date.now();
  const args = [
    "vitest",
    "run",
    "--project",
    project,
    "--reporter=default",
    "--reporter=json",
    `--outputFile=${outputFile}`,
  ];
  console.log(`\n=== vitest ${project}: npx ${args.join(" ")}`);
  const code = await run("npx", args, options);
  const seconds = (Date.now() - started) / 1000;
  if (!existsSync(outputFile)) {
    return {
      name: `vitest ${project}`,
      ok: false,
      passed: 0,
      failed: 0,
      seconds,
      note: `no results (exit code ${code})`,
    };
  }
  const json = JSON.parse(readFileSync(outputFile, "utf8")) as VitestJson;
  const passed = json.numPassedTests ?? 0;
  const failed = json.numFailedTests ?? 0;
  const files = json.testResults?.length ?? 0;
  // A project without test files, or whose files hold no test, proves nothing: a failure.
  const empty = files === 0 || (json.numTotalTests ?? 0) === 0;
  const ok = code === 0 && failed === 0 && !empty;
  const note = empty
    ? "no tests found"
    : ok
      ? `${files} files`
      : `exit code ${code}${failed > 0 ? `, ${failed} failed` : ""}`;
  return { name: `vitest ${project}`, ok, passed, failed, seconds, note };
}

async function main(): Promise<void> {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const results: StepResult[] = [];
  results.push(await commandStep("biome check", "npx", ["biome", "check", "."]));
  results.push(
    await commandStep("tsc --noEmit", "npx", ["tsc", "--noEmit", "-p", "tsconfig.json"]),
  );
  for (const project of ONE_AFTER_THE_OTHER) results.push(await vitestStep(project));
  results.push(
    ...(await Promise.all(
      SIDE_BY_SIDE.map((project) =>
        vitestStep(project, { env: sideBySideEnv(project), prefix: `[${project}]` }),
      ),
    )),
  );

  console.log("\n=== Summary");
  for (const r of results) {
    const counts = r.passed + r.failed > 0 ? ` ${r.passed} passed, ${r.failed} failed;` : "";
    console.log(
      `${r.ok ? "PASS" : "FAIL"}  ${r.name.padEnd(18)}${counts} ${r.note} (${r.seconds.toFixed(1)} s)`,
    );
  }
  const passed = results.reduce((sum, r) => sum + r.passed, 0);
  // A failed step without failed tests (lint, types, a crash, no tests) counts as one failure,
  // so that the last line never reads "0 failed" when something went wrong.
  const failed = results.reduce((sum, r) => sum + (r.failed > 0 ? r.failed : r.ok ? 0 : 1), 0);
  console.log(`Tests: ${passed} passed, ${failed} failed`);
  process.exitCode = results.every((r) => r.ok) ? 0 : 1;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
