/**
 * Starting and stopping the emulator: on a free port, ensureEmulator starts moto (through our
 * launcher) and stop() ends it; a second call finds it running and leaves it alone.
 */
import { createServer } from "node:net";
import { describe, expect, it } from "vitest";
import { ensureEmulator, probeEmulator } from "../../localstack/emulator";

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
});
