/**
 * The local AWS emulator: moto server (pinned in requirements.txt) in a virtual environment that
 * is created on first use, started through our launcher (moto_launcher.py, which serialises
 * DynamoDB requests like the real service). Whatever already answers on the port (another moto,
 * LocalStack) is used as it is.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { CognitoIdentityProviderClient } from "@aws-sdk/client-cognito-identity-provider";
import { DEFAULT_REGION } from "../infra/resources";
import { ensurePythonVenv, isPythonVenvInstalled, type PythonVenv } from "../tools/python-venv";

export const EMULATOR_DIR = dirname(fileURLToPath(import.meta.url));
export const VENV_DIR = join(EMULATOR_DIR, ".venv");
export const STATE_DIR = join(EMULATOR_DIR, ".state");
const REQUIREMENTS = join(EMULATOR_DIR, "requirements.txt");
const LAUNCHER = join(EMULATOR_DIR, "moto_launcher.py");
const VENV_PYTHON = join(VENV_DIR, "bin", "python");

export const EMULATOR_REGION = DEFAULT_REGION;
/** Dummy credentials: the emulator accepts any, the SDK insists on having some. */
export const EMULATOR_CREDENTIALS = { accessKeyId: "test", secretAccessKey: "test" };

const READY_TIMEOUT_MS = 60_000;

export function emulatorPort(): number {
  return Number(process.env.EMULATOR_PORT ?? 4566);
}

export function emulatorEndpoint(port: number = emulatorPort()): string {
  return `http://127.0.0.1:${port}`;
}

/** Settings for every AWS SDK client that talks to the emulator. */
export function emulatorClientConfig(endpoint: string) {
  return { endpoint, region: EMULATOR_REGION, credentials: EMULATOR_CREDENTIALS };
}

/** The emulator's Cognito (the team's user pool), as an administrator. */
export function emulatorCognitoClient(endpoint: string): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient(emulatorClientConfig(endpoint));
}

export type EmulatorKind = "moto" | "localstack" | "other";

async function answers(url: string): Promise<number | null> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return null;
  }
}

/** What answers at the endpoint, or null when nothing does. */
export async function probeEmulator(endpoint: string): Promise<EmulatorKind | null> {
  if ((await answers(`${endpoint}/moto-api/data.json`)) === 200) return "moto";
  if ((await answers(`${endpoint}/_localstack/health`)) === 200) return "localstack";
  return (await answers(endpoint)) === null ? null : "other";
}

/** moto in localstack/.venv, from localstack/requirements.txt. */
export const EMULATOR_VENV: PythonVenv = {
  dir: VENV_DIR,
  requirements: REQUIREMENTS,
  label: "moto",
};

export function isVenvInstalled(): boolean {
  return isPythonVenvInstalled(EMULATOR_VENV);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Creates localstack/.venv and installs the pinned moto when missing or out of date. */
export async function ensureVenv(log: (line: string) => void = () => {}): Promise<void> {
  await ensurePythonVenv(EMULATOR_VENV, log);
}

export function pidFile(port: number): string {
  return join(STATE_DIR, `emulator-${port}.pid`);
}

export function logFile(port: number): string {
  return join(STATE_DIR, `emulator-${port}.log`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Ends a process group we started: SIGTERM, then SIGKILL if it lingers. */
export async function killProcessGroup(pid: number): Promise<void> {
  const signal = (sig: NodeJS.Signals) => {
    try {
      process.kill(-pid, sig);
    } catch {
      // already gone
    }
  };
  signal("SIGTERM");
  const deadline = Date.now() + 5_000;
  while (isAlive(pid) && Date.now() < deadline) await sleep(100);
  if (isAlive(pid)) signal("SIGKILL");
}

async function waitUntilReady(endpoint: string, child: ChildProcess, port: number): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      const tail = existsSync(logFile(port))
        ? readFileSync(logFile(port), "utf8").split("\n").slice(-15).join("\n")
        : "";
      throw new Error(`The emulator exited (${child.exitCode ?? child.signalCode}):\n${tail}`);
    }
    if ((await answers(`${endpoint}/moto-api/data.json`)) === 200) return;
    await sleep(250);
  }
  throw new Error(`The emulator did not answer on ${endpoint} within ${READY_TIMEOUT_MS / 1000} s`);
}

export interface RunningEmulator {
  endpoint: string;
  startedHere: boolean;
  /** Stops the emulator if this call started it; leaves one found running alone. */
  stop(): Promise<void>;
}

/**
 * Returns an emulator on 127.0.0.1:${EMULATOR_PORT:-4566}: the one that answers there, or a
 * moto server started now (venv installed first if needed). The server runs in its own process
 * group so that a Ctrl-C in the terminal reaches us first and we stop it in order.
 */
export async function ensureEmulator(
  options: {
    port?: number;
    log?: (line: string) => void;
    /**
     * The server also ends when this process ends, even killed before it could call stop():
     * for test runs and dev sessions. Off for `start`, whose emulator outlives the command.
     */
    stopWithParent?: boolean;
  } = {},
): Promise<RunningEmulator> {
  const port = options.port ?? emulatorPort();
  const endpoint = emulatorEndpoint(port);
  const reuse = { endpoint, startedHere: false, stop: async () => {} };
  if (await probeEmulator(endpoint)) return reuse;

  await ensureVenv(options.log);
  mkdirSync(STATE_DIR, { recursive: true });
  const out = openSync(logFile(port), "w");
  const args = [
    LAUNCHER,
    "--host",
    "127.0.0.1",
    "--port",
    String(port),
    "--region",
    EMULATOR_REGION,
  ];
  if (options.stopWithParent) args.push("--parent-pid", String(process.pid));
  const child = spawn(VENV_PYTHON, args, {
    detached: true,
    stdio: ["ignore", out, out],
    // TOTP codes checked for real (the team's second factor), as Cognito does.
    env: {
      ...process.env,
      MOTO_PORT: String(port),
      MOTO_COGNITO_IDP_USER_POOL_ENABLE_TOTP: "true",
    },
  });
  child.unref();
  const pid = child.pid;
  if (pid === undefined) throw new Error("Could not start the emulator");
  writeFileSync(pidFile(port), String(pid));
  options.log?.(`Emulator starting on ${endpoint} (pid ${pid})`);

  try {
    await waitUntilReady(endpoint, child, port);
  } catch (error) {
    await killProcessGroup(pid);
    rmSync(pidFile(port), { force: true });
    // Another process may have won the race for the port: use its emulator.
    if (await probeEmulator(endpoint)) return reuse;
    throw error;
  }

  let stopped = false;
  return {
    endpoint,
    startedHere: true,
    async stop() {
      if (stopped) return;
      stopped = true;
      await killProcessGroup(pid);
      rmSync(pidFile(port), { force: true });
    },
  };
}

/** Stops the emulator a previous `start` left running (by its recorded PID only). */
export async function stopRecordedEmulator(port: number = emulatorPort()): Promise<boolean> {
  const file = pidFile(port);
  if (!existsSync(file)) return false;
  const pid = Number(readFileSync(file, "utf8").trim());
  rmSync(file, { force: true });
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return false;
  await killProcessGroup(pid);
  return true;
}
