/**
 * The api function as it was bundled before its cold start was worked on (commit BASELINE_COMMIT:
 * one file, every SDK and renderer inlined, zod's full build), to measure the same cold path in
 * the same run: that commit's tree is extracted with `git archive` into a temporary directory
 * (node_modules linked, not installed) and bundled with that commit's own esbuild options.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { type BuildOptions, build } from "esbuild";
import { REPO_ROOT } from "../../../local/host/load-handler";
import { bundleDir, type FunctionBundle, weighBundle } from "./bundles";

/** The last commit before the functions loaded their SDKs and renderers lazily. */
export const BASELINE_COMMIT = "3e271d1";

/** What that commit's infra/function-bundling.ts exported (its bench bundled with these). */
interface BaselineBundling {
  esbuildOptions(entryPath: string, outfile: string): BuildOptions;
  BUNDLE_FILE: string;
}

export async function bundleBaselineApi(): Promise<FunctionBundle> {
  const tree = mkdtempSync(path.join(tmpdir(), `bench-${BASELINE_COMMIT}-`));
  try {
    execFileSync("sh", ["-c", `git archive ${BASELINE_COMMIT} | tar -x -C "${tree}"`], {
      cwd: REPO_ROOT,
    });
    symlinkSync(path.join(REPO_ROOT, "node_modules"), path.join(tree, "node_modules"));
    const bundling = (await import(
      pathToFileURL(path.join(tree, "infra", "function-bundling.ts")).href
    )) as BaselineBundling;
    const file = path.join(bundleDir(`api-${BASELINE_COMMIT}`), bundling.BUNDLE_FILE);
    const result = await build({
      ...bundling.esbuildOptions(path.join(tree, "functions", "api", "handler.ts"), file),
      metafile: true,
    });
    return { key: "api", ...weighBundle(result.metafile, process.cwd(), file) };
  } finally {
    rmSync(tree, { recursive: true, force: true });
  }
}
