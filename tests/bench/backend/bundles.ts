/**
 * Each function of infra/resources.ts bundled by the function CDK deploys
 * (infra/function-bundling.ts `bundleFunction`), then weighed raw and gzipped: what Node loads at
 * start (index.mjs and the chunks it imports statically) apart from the chunks loaded on the first
 * request that needs them. The bundles go under node_modules/.cache so that the AWS SDK, left out
 * of them as the Lambda runtime provides it, resolves from node_modules when they are
 * cold-started; one directory per checkout (or BENCH_BUNDLES_NAME), since node_modules may be
 * shared and two benches must never write the same place.
 */
import { readFileSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Metafile } from "esbuild";
import { BUNDLE_FILE, bundleFunction } from "../../../infra/function-bundling";
import { defineResources, type FunctionKey } from "../../../infra/resources";
import { REPO_ROOT } from "../../../local/host/load-handler";
import { outputsAtStart } from "../../support/bundle-outputs";

export interface Weight {
  files: number;
  rawBytes: number;
  gzipBytes: number;
}

export interface FunctionBundle {
  key: FunctionKey;
  /** The bundle's entry (index.mjs), as CDK stages it. */
  file: string;
  /** index.mjs and the chunks it imports statically: what Node reads at start. */
  atStart: Weight;
  /** The chunks imported with `await import()`, read on the first request that needs them. */
  lazy: Weight;
  /** The source maps of the files read at start, which Node reads too with --enable-source-maps. */
  sourceMapBytes: number;
  /** The AWS SDK packages the files read at start import (the runtime's, left out of the bundle). */
  awsSdkAtStart: string[];
}

export const BUNDLES_DIR = path.join(
  REPO_ROOT,
  "node_modules",
  ".cache",
  "function-bundles",
  process.env.BENCH_BUNDLES_NAME || path.basename(REPO_ROOT),
);

/** A fresh, empty directory for one bundle under BUNDLES_DIR. */
export function bundleDir(name: string): string {
  const dir = path.join(BUNDLES_DIR, name);
  rmSync(dir, { recursive: true, force: true });
  return dir;
}

export function bundleFunctions(): FunctionBundle[] {
  return defineResources().functions.map((def) => {
    const dir = bundleDir(def.key);
    const metafile = bundleFunction(REPO_ROOT, def, dir);
    return { key: def.key, ...weighBundle(metafile, REPO_ROOT, path.join(dir, BUNDLE_FILE)) };
  });
}

/**
 * Splits a bundle's outputs into what is read at start and what is read later, and weighs both
 * (`workingDir`: esbuild's, which the metafile's paths are relative to).
 */
export function weighBundle(
  metafile: Metafile,
  workingDir: string,
  entryFile: string,
): Omit<FunctionBundle, "key"> {
  const outputs = metafile.outputs;
  const file = (out: string) => path.resolve(workingDir, out);
  const entry = Object.keys(outputs).find((out) => file(out) === entryFile);
  if (!entry) throw new Error(`${entryFile} is not in the bundle's outputs`);
  const start = outputsAtStart(metafile, entry);
  const atStart = new Set(start.outputs);
  const code = Object.keys(outputs).filter((out) => out.endsWith(".mjs"));
  const weigh = (files: string[]): Weight => {
    const contents = files.map((out) => readFileSync(file(out)));
    return {
      files: files.length,
      rawBytes: contents.reduce((sum, c) => sum + c.length, 0),
      gzipBytes: contents.reduce((sum, c) => sum + gzipSync(c, { level: 9 }).length, 0),
    };
  };
  return {
    file: entryFile,
    atStart: weigh(code.filter((out) => atStart.has(out))),
    lazy: weigh(code.filter((out) => !atStart.has(out))),
    sourceMapBytes: [...atStart].reduce((sum, out) => sum + statSync(`${file(out)}.map`).size, 0),
    awsSdkAtStart: start.awsSdk,
  };
}
