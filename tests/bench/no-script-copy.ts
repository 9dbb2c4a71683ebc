/**
 * The physical limit of a prerendered page: the same HTML and CSS without any JavaScript. Copies
 * the built site and removes from every page each script (JSON-LD excepted: it is data, not code)
 * and each modulepreload.
 */
import { cp, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

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
