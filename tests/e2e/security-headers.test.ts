/**
 * The site under its security headers (infra/security-headers.ts), as the local host sends them
 * and CloudFront will: every route, the 404 page and the assets carry them, and Chromium reports
 * no CSP violation on any page (tests/support/e2e-setup.ts checks that after every e2e test).
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { securityHeaders } from "../../infra/security-headers";
import { launchBrowser, newPage, takeCspViolations } from "./support/browser";
import { baseUrl, REDIRECTS, SITE_ROUTES, visit } from "./support/site";

const PAGES = [
  ...SITE_ROUTES.map((r) => r.path),
  ...REDIRECTS.map((r) => r.from),
  "/confirmation-inscription",
  "/paiement-twint",
  "/cette-page-n-existe-pas",
];

let browser: Browser;
/** The site's headers; connect-src also names the emulator, where the team space signs in. */
const SECURITY_HEADERS = securityHeaders(inject("emulatorEndpoint"));

/** Waits until Chromium has reported a violation matching each pattern (and takes them all). */
async function expectReported(patterns: RegExp[]): Promise<void> {
  const reported: string[] = [];
  await expect
    .poll(
      async () => {
        reported.push(...(await takeCspViolations()));
        return patterns.filter((pattern) => !reported.some((line) => pattern.test(line)));
      },
      { timeout: 5_000 },
    )
    .toEqual([]);
}

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe("security headers", () => {
  it.each(PAGES)("%s carries every security header", async (path) => {
    const res = await fetch(`${baseUrl()}${path}`);
    await res.arrayBuffer();
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      expect({ name, value: res.headers.get(name) }).toEqual({ name, value });
    }
  });

  it("the scripts and styles the home page loads carry them too", async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text();
    // Stylesheet links, and the entry and chunks named in the app start's data block.
    const assets = [...html.matchAll(/"(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
    expect(assets.length).toBeGreaterThan(1);
    for (const asset of assets) {
      const res = await fetch(`${baseUrl()}${asset}`);
      await res.arrayBuffer();
      expect(res.headers.get("content-security-policy")).toBe(
        SECURITY_HEADERS["content-security-policy"],
      );
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    }
  });

  it("every route renders under the CSP with no violation", async () => {
    const page = await newPage(browser);
    for (const path of PAGES) {
      await page.goto(`${baseUrl()}${path}`, { waitUntil: "networkidle" });
    }
    expect(await takeCspViolations()).toEqual([]);
  });

  it("the watch is real: an inline script is refused and reported in the console and as an issue", async () => {
    const page = await newPage(browser);
    await visit(page, "/");
    const ran = await page.evaluate(async () => {
      const script = document.createElement("script");
      script.textContent = "window.__inlineRan = true";
      document.head.append(script);
      await new Promise((resolve) => setTimeout(resolve, 200));
      return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
    });
    expect(ran).toBe(false);
    await expectReported([
      /Content Security Policy/,
      /ContentSecurityPolicyIssue kInlineViolation/,
    ]);
  });

  it("the watch is real: a string compiled as code, refused and caught, is reported as an issue", async () => {
    const page = await newPage(browser);
    await visit(page, "/");
    // What zod does to probe whether it may compile its parsers (shared/zod.ts turns it off),
    // from a timer: code that DevTools evaluates itself is exempt from the page's CSP.
    const compiled = await page.evaluate(
      () =>
        new Promise<boolean>((resolve) =>
          setTimeout(() => {
            try {
              new Function("return 1");
              resolve(true);
            } catch {
              resolve(false);
            }
          }),
        ),
    );
    expect(compiled).toBe(false);
    await expectReported([/ContentSecurityPolicyIssue kEvalViolation \(script-src\)/]);
  });

  it("the map of the contact page loads inside the frame the CSP allows", async () => {
    const page = await newPage(browser);
    await visit(page, "/contact");
    await page.getByRole("button", { name: /Voir sur la carte/ }).click();
    const frame = page.locator("iframe");
    await frame.waitFor();
    expect(await frame.getAttribute("src")).toMatch(/^https:\/\/www\.openstreetmap\.org\//);
    // No network here: the frame cannot load, but the CSP must not be what refuses it.
    await page.waitForTimeout(500);
    expect(await takeCspViolations()).toEqual([]);
  });
});
