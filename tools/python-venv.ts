/**
 * A Python virtual environment installed from a pinned requirements file, created on first use
 * and installed again only when that file changes. The emulator (moto) and checkov each have
 * their own: checkov pins an old boto3 whose region data lacks eu-central-2, which moto needs.
 */
import { execFile } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

export interface PythonVenv {
  /** Where the environment lives (gitignored). */
  dir: string;
  /** Every package with its exact version (a pip freeze): pip never backtracks. */
  requirements: string;
  /** What it holds, for the log line. */
  label: string;
}

/** Written after a successful install; holds the requirements it was installed from. */
const markerOf = (venv: PythonVenv) => join(venv.dir, ".installed-requirements");

export const venvBin = (venv: PythonVenv, name: string) => join(venv.dir, "bin", name);

export function isPythonVenvInstalled(venv: PythonVenv): boolean {
  const marker = markerOf(venv);
  return (
    existsSync(venvBin(venv, "python")) &&
    existsSync(marker) &&
    readFileSync(marker, "utf8") === readFileSync(venv.requirements, "utf8")
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Holds a directory lock beside the venv so that two processes never install it at once. */
async function withInstallLock<T>(venv: PythonVenv, work: () => Promise<T>): Promise<T> {
  mkdirSync(dirname(venv.dir), { recursive: true });
  const lock = `${venv.dir}.install-lock`;
  const deadline = Date.now() + 10 * 60_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`Install lock held too long: ${lock}`);
      await sleep(1_000);
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** Creates the environment and installs its pinned packages, unless already done. */
export async function ensurePythonVenv(
  venv: PythonVenv,
  log: (line: string) => void = () => {},
): Promise<void> {
  if (isPythonVenvInstalled(venv)) return;
  await withInstallLock(venv, async () => {
    if (isPythonVenvInstalled(venv)) return;
    if (!existsSync(venvBin(venv, "python"))) {
      log(`Creating the virtual environment ${venv.dir}`);
      await run("python3", ["-m", "venv", venv.dir]);
    }
    log(`Installing ${venv.label} (${venv.requirements})`);
    const started = Date.now();
    await run(
      venvBin(venv, "python"),
      ["-m", "pip", "install", "--disable-pip-version-check", "-q", "-r", venv.requirements],
      { maxBuffer: 16 * 1024 * 1024 },
    );
    log(`Installed ${venv.label} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    writeFileSync(markerOf(venv), readFileSync(venv.requirements, "utf8"));
  });
}
