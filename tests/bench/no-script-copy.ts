/**
 * The physical limit of a page: the same HTML and CSS without any JavaScript. Copies the built
 * site and removes from every page each script (JSON-LD excepted: it is data, not code) and each
 * modulepreload. A page of one visitor has only its frame in the build (the wait for its content):
 * its limit is what the app renders, saved from Chromium once shown, without the scripts.
 */
import { cp, mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { chromium, type Locator, type Page } from "playwright-core";
import { CHROME_FLAGS, CHROME_PATH } from "./lighthouse-run";

/** The page without its scripts and module preloads; JSON-LD blocks stay. */
export function stripScripts(html: string): string {
  return html
    .replace(/\s*<script\b(?![^>]*type="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, "");
}

/** Copies `siteDir` to `copyDir`, every .html file without its scripts. */
export async function writeNoScriptCopy(siteDir: string, copyDir: string): Promise<void> {
  await cp(siteDir, copyDir, { recursive: true, force: true });
  const entries = await readdir(copyDir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
    const file = path.join(entry.parentPath, entry.name);
    await writeFile(file, stripScripts(await readFile(file, "utf8")), "utf8");
  }
}

/**
 * Renders `pagePath` (with its query) from the running site in Chromium, waits for what `ready`
 * finds and the network to settle, and writes the document as shown, without its scripts, to the copy
 * as the page of that path (the copy's server ignores the query).
 */
export async function writeRenderedCopy(
  siteUrl: string,
  pagePath: string,
  ready: (page: Page) => Locator,
  copyDir: string,
): Promise<void> {
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: CHROME_FLAGS.slice(1),
  });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 }, isMobile: true });
    await page.goto(`${siteUrl}${pagePath}`);
    await ready(page).waitFor();
    await page.waitForLoadState("networkidle");
    const html = `<!doctype html>\n${await page.evaluate(() => document.documentElement.outerHTML)}`;
    const dir = path.join(copyDir, new URL(pagePath, siteUrl).pathname);
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, "index.html"), stripScripts(html), "utf8");
  } finally {
    await browser.close();
  }
}
