/**
 * The api function renders the payment link's page with the built site's renderer: the bundle
 * carries that renderer and its template when the site is built (copied from `<site>-render`),
 * and nothing when it is not (a synth without a build still works; the page then says it is
 * unavailable). No other function carries it.
 */
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bundleFunction } from "../../infra/function-bundling";
import { defineResources } from "../../infra/resources";
import {
  PAGE_RENDERER_BUNDLE_DIR,
  PAGE_RENDERER_FILE,
  PAGE_TEMPLATE_FILE,
  pageRendererDir,
} from "../../shared/payments/visitor-page-renderer";
import { ROOT_DIR } from "./synth";

let dir: string;
let siteDir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "page-renderer-bundle-"));
  siteDir = join(dir, "site");
  await mkdir(siteDir);
  await mkdir(pageRendererDir(siteDir));
  await writeFile(join(pageRendererDir(siteDir), PAGE_RENDERER_FILE), "export const x = 1;\n");
  await writeFile(join(pageRendererDir(siteDir), PAGE_TEMPLATE_FILE), "<!doctype html>\n");
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const functionDef = (key: string) => {
  const def = defineResources().functions.find((f) => f.key === key);
  if (!def) throw new Error(`no function ${key}`);
  return def;
};

describe("the page renderer in the functions' bundles", () => {
  it("goes beside the api's bundle from the built site, as built", async () => {
    const out = join(dir, "api-built");
    bundleFunction(ROOT_DIR, functionDef("api"), out, siteDir);
    for (const file of [PAGE_RENDERER_FILE, PAGE_TEMPLATE_FILE]) {
      expect(await readFile(join(out, PAGE_RENDERER_BUNDLE_DIR, file), "utf8")).toBe(
        await readFile(join(pageRendererDir(siteDir), file), "utf8"),
      );
    }
  });

  it("is absent when the site is not built, and from a function that renders no page", () => {
    const unbuilt = join(dir, "api-unbuilt");
    bundleFunction(ROOT_DIR, functionDef("api"), unbuilt, join(dir, "no-site"));
    expect(existsSync(join(unbuilt, PAGE_RENDERER_BUNDLE_DIR))).toBe(false);
    const sweeper = join(dir, "sweeper");
    bundleFunction(ROOT_DIR, functionDef("outboxSweeper"), sweeper, siteDir);
    expect(existsSync(join(sweeper, PAGE_RENDERER_BUNDLE_DIR))).toBe(false);
  });
});
