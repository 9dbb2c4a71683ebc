/**
 * Each function of infra/resources.ts bundled as CDK bundles it (infra/function-bundling.ts: same
 * esbuild options, same files beside a PDF-rendering bundle), then weighed raw and gzipped. The
 * bundles go under node_modules/.cache so that the AWS SDK, left out of them as the Lambda runtime
 * provides it, resolves from node_modules when they are cold-started.
 */
import { execFileSync } from "node:child_process";
import { mkdir, readFile, rm, stat } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import {
  BUNDLE_FILE,
  esbuildOptions,
  PDFKIT_FONTS_BESIDE_BUNDLE,
} from "../../../infra/function-bundling";
import { defineResources, type FunctionKey } from "../../../infra/resources";
import { REPO_ROOT } from "../../../local/host/load-handler";

export interface FunctionBundle {
  key: FunctionKey;
  /** The bundle file (index.mjs), as CDK writes it. */
  file: string;
  rawBytes: number;
  gzipBytes: number;
  /** Its source map beside it, which Node reads at start with --enable-source-maps (as deployed). */
  sourceMapBytes: number;
}

const BUNDLES_DIR = path.join(REPO_ROOT, "node_modules", ".cache", "function-bundles");

export async function bundleFunctions(): Promise<FunctionBundle[]> {
  const bundles: FunctionBundle[] = [];
  for (const def of defineResources().functions) {
    const dir = path.join(BUNDLES_DIR, def.key);
    await rm(dir, { recursive: true, force: true });
    await mkdir(dir, { recursive: true });
    const file = path.join(dir, BUNDLE_FILE);
    await build(esbuildOptions(path.join(REPO_ROOT, def.entry), file));
    if (def.rendersPdf) {
      for (const command of PDFKIT_FONTS_BESIDE_BUNDLE.afterBundling(REPO_ROOT, dir)) {
        execFileSync("sh", ["-c", command], { cwd: REPO_ROOT, stdio: "inherit" });
      }
    }
    const code = await readFile(file);
    bundles.push({
      key: def.key,
      file,
      rawBytes: code.length,
      gzipBytes: gzipSync(code, { level: 9 }).length,
      sourceMapBytes: (await stat(`${file}.map`)).size,
    });
  }
  return bundles;
}
