/**
 * Starting and stopping the emulator: on a free port, ensureEmulator starts moto (through our
 * launcher) and stop() ends it; a second call finds it running and leaves it alone. Started for a
 * test run (stopWithParent), it also ends when the run is killed before its teardown.
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";
import { describe, expect, it } from "vitest";
import { ensureEmulator, probeEmulator } from "../../localstack/emulator";
import { eventually } from "../support/eventually";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

describe("ensureEmulator", () => {
  it("starts moto when nothing answers, reuses it, and stops only what it started", async () => {
    const port = await freePort();
    const endpoint = `http://127.0.0.1:${port}`;
    expect(await probeEmulator(endpoint)).toBeNull();

    const started = await ensureEmulator({ port });
    try {
      expect(started).toMatchObject({ endpoint, startedHere: true });
      expect(await probeEmulator(endpoint)).toBe("moto");

      const reused = await ensureEmulator({ port });
      expect(reused.startedHere).toBe(false);
      await reused.stop();
      expect(await probeEmulator(endpoint)).toBe("moto");
    } finally {
      await started.stop();
    }
    expect(await probeEmulator(endpoint)).toBeNull();
  }, 90_000);

  it("ends by itself when the process that started it for a run is killed", async () => {
    const port = await freePort();
    const endpoint = `http://127.0.0.1:${port}`;
    const holder = spawn(
      process.execPath,
      ["--import", "tsx", "tests/support/emulator-holder.ts", String(port)],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    let output = "";
    holder.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    await eventually(() => expect(output).toContain("ready"), { timeoutMs: 60_000 });
    expect(await probeEmulator(endpoint)).toBe("moto");

    holder.kill("SIGKILL");
    await once(holder, "exit");
    await eventually(async () => expect(await probeEmulator(endpoint)).toBeNull(), {
      timeoutMs: 10_000,
    });
  }, 90_000);
});
