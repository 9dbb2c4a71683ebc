/**
 * npm run preview: the built site served as CloudFront will, with the API on the same origin and
 * the whole local stack, on its own ports (its own emulator: the e2e emulator's data stays as it is).
 */

import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UPCOMING_CACHE_CONTROL } from "../../functions/api/calendar-cache";
import { eventually } from "../support/eventually";
import { freePort } from "../support/free-port";
import { launchBrowser, newPage } from "./support/browser";

const STARTUP_MS = 240_000;

describe("npm run preview", () => {
  let child: ChildProcess;
  let output = "";
  let base = "";
  let ports: number[] = [];
  let outDir = "";
  let browser: Browser;

  beforeAll(async () => {
    outDir = await mkdtemp(join(tmpdir(), "preview-site-"));
    const [host, emulator, sandbox] = [await freePort(), await freePort(), await freePort()];
    ports = [host, emulator, sandbox];
    base = `http://127.0.0.1:${host}`;
    child = spawn("npm", ["run", "preview"], {
      detached: true,
      env: {
        ...process.env,
        LOCAL_HOST_PORT: String(host),
        EMULATOR_PORT: String(emulator),
        PAYMENT_SANDBOX_PORT: String(sandbox),
        WEB_OUT_DIR: outDir,
      },
    });
    child.stdout?.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr?.on("data", (chunk) => {
      output += chunk;
    });
    const deadline = Date.now() + STARTUP_MS;
    while (!output.includes("Ctrl-C stops everything")) {
      if (child.exitCode !== null) throw new Error(`preview exited:\n${output}`);
      if (Date.now() > deadline) throw new Error(`preview not ready:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    browser = await launchBrowser();
  }, STARTUP_MS + 10_000);

  afterAll(async () => {
    await browser?.close();
    if (child?.pid && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      process.kill(-child.pid, "SIGINT");
      await exited;
    }
    await rm(outDir, { recursive: true, force: true });
  }, 60_000);

  it("prints the built site's address, on the local host", () => {
    expect(output).toContain(`Site            ${base}   (built site, served as CloudFront will)`);
  });

  it("serves prerendered pages with their text in the HTML, gzipped, and the 404 page", async () => {
    const page = await fetch(`${base}/calendrier`, { headers: { "accept-encoding": "gzip" } });
    expect(page.status).toBe(200);
    expect(page.headers.get("content-encoding")).toBe("gzip");
    expect(await page.text()).toContain("<title>Calendrier des sorties");
    const missing = await fetch(`${base}/cette-page-n-existe-pas`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('lang="fr');
  });

  it("answers the API on the same origin, and the page lists the seeded activities", async () => {
    const health = await fetch(`${base}/api/health`);
    expect(await health.json()).toEqual({ status: "ok", emulator: "reachable" });
    const page = await newPage(browser, { width: 1280, height: 800 });
    await page.goto(`${base}/calendrier`);
    await page
      .getByRole("button", { name: /^S'inscrire : / })
      .first()
      .waitFor();
    // The calendar's answers are kept as CloudFront keeps them: the second from the cache.
    const first = await fetch(`${base}/api/activities`);
    expect(first.headers.get("cache-control")).toBe(UPCOMING_CACHE_CONTROL);
    const again = await fetch(`${base}/api/activities`);
    expect(again.headers.get("age")).toMatch(/^\d+$/);
    expect(await again.json()).toEqual(await first.json());
  });

  it("stops everything on Ctrl-C: the host, the sandbox and the emulator it started", async () => {
    const pid = child.pid as number;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    // Ctrl-C in a terminal reaches the whole process group (npm, tsx and the product).
    process.kill(-pid, "SIGINT");
    await exited;
    await eventually(
      async () => {
        for (const port of ports) {
          const answered = await fetch(`http://127.0.0.1:${port}/`).then(
            () => true,
            () => false,
          );
          expect({ port, answered }).toEqual({ port, answered: false });
        }
      },
      { timeoutMs: 30_000, intervalMs: 500 },
    );
  }, 60_000);
});
