/**
 * How every function is bundled, in one place: `bundleFunction` runs esbuild, the api stack hands
 * its output to CDK (`functionCode`), and the backend bench (tests/bench/backend/) calls it to
 * weigh and cold-start the very same files. Neither may set an option of its own.
 *
 * The bundle splits: what a function loads only on the request that needs it (Stripe's SDK, the
 * QR-bill and QR code renderers, pdfkit: `await import()` in functions/adapters/) goes to chunks
 * beside `index.mjs`, which Node reads when that request comes. CDK's NodejsFunction cannot do
 * this (it always bundles to one `--outfile`, inlining every dynamic import), hence a plain
 * `lambda.Function` whose asset is bundled here, as NodejsFunction itself bundles: by the esbuild
 * of node_modules, on this machine, offline and without Docker.
 */

import { cpSync, existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { AssetHashType } from "aws-cdk-lib";
import { Code, Runtime } from "aws-cdk-lib/aws-lambda";
import { type BuildOptions, buildSync, type Metafile } from "esbuild";
import {
  PAGE_RENDERER_BUNDLE_DIR,
  pageRendererDir,
} from "../shared/payments/visitor-page-renderer";
import type { FunctionDef } from "./resources";

/** The Lambda runtime's Node version (Runtime.NODEJS_22_X in the stack). */
export const FUNCTION_NODE_TARGET = "node22";
export const FUNCTION_RUNTIME = Runtime.NODEJS_22_X;

/** Set in every function's environment: stack traces point into the TypeScript sources. */
export const FUNCTION_NODE_OPTIONS = "--enable-source-maps";

/** The ES module a function starts from; its chunks lie beside it. */
export const BUNDLE_FILE = "index.mjs";
export const FUNCTION_HANDLER = "index.handler";

/**
 * Nothing is left out, not even AWS SDK v3, which the Node 22 runtime provides: importing the
 * runtime's copy reads hundreds of files at every cold start, where the bundle holds only the
 * commands the function sends (tree-shaken) in a few files. Measured by `npm run bench`: see
 * docs/performance.md. It also pins the SDK's version to the lockfile's.
 */
const EXTERNAL_MODULES: string[] = [];

/** Some dependencies still call require(); give them one inside each ES module. */
const REQUIRE_BANNER =
  "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);";

const MAIN_FIELDS = ["module", "main"];

/**
 * pdfkit imports fontkit (with brotli, restructure, unicode-properties: ~750 KB) to embed font
 * files; the QR-bill PDF uses only PDF's standard fonts (Helvetica, from pdfkit's own metrics), so
 * the bundles get a stand-in that fails clearly if a font file is ever embedded.
 */
const FONTKIT_LEFT_OUT = "./infra/fontkit-left-out.ts";

/** The esbuild options of a function's bundle (paths relative to the repository root). */
export function esbuildOptions(rootDir: string, def: Pick<FunctionDef, "entry">, outdir: string) {
  return {
    absWorkingDir: rootDir,
    entryPoints: [{ in: def.entry, out: "index" }],
    outdir,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    splitting: true,
    platform: "node",
    format: "esm",
    target: FUNCTION_NODE_TARGET,
    minify: true,
    sourcemap: true,
    // Stack traces need the mappings, not the sources' text: a quarter of the map for Node to
    // read at each cold start (--enable-source-maps), and a smaller asset.
    sourcesContent: false,
    mainFields: MAIN_FIELDS,
    external: EXTERNAL_MODULES,
    alias: { fontkit: FONTKIT_LEFT_OUT },
    banner: { js: REQUIRE_BANNER },
    logLevel: "warning",
    metafile: true,
  } satisfies BuildOptions;
}

/**
 * pdfkit loads its standard fonts' metrics at run time through its package's `#standard-fonts/*`
 * import map, which a bundle cannot follow. Beside a bundle that renders PDFs go those files and
 * a package.json with the same map: the PDF then renders in Lambda. Plain copies, no npm install.
 */
function copyPdfkitFonts(rootDir: string, outdir: string): void {
  mkdirSync(path.join(outdir, "standard-fonts"), { recursive: true });
  cpSync(
    path.join(rootDir, "node_modules", "pdfkit", "js", "standard-fonts"),
    path.join(outdir, "standard-fonts"),
    { recursive: true },
  );
  writeFileSync(
    path.join(outdir, "package.json"),
    JSON.stringify({ imports: { "#standard-fonts/*": "./standard-fonts/*.cjs" } }),
  );
}

/**
 * The built site's renderer of a payment link's page and its template (the build leaves them
 * beside the site: shared/payments/visitor-page-renderer.ts), copied beside the bundle, where the
 * function imports them on the first such page. Without a built site (a synth before any build)
 * nothing is copied: the function then answers that page with a French 503 page.
 */
function copyPageRenderer(siteDir: string | undefined, outdir: string): void {
  const from = siteDir ? pageRendererDir(siteDir) : undefined;
  if (!from || !existsSync(from)) return;
  cpSync(from, path.join(outdir, PAGE_RENDERER_BUNDLE_DIR), { recursive: true });
}

type BundledDef = Pick<FunctionDef, "entry" | "rendersPdf" | "rendersPages">;

/**
 * Bundles a function into `outdir` (index.mjs, its chunks, source maps, fonts if it renders PDFs,
 * the page renderer of `siteDir`'s build if it renders pages).
 */
export function bundleFunction(
  rootDir: string,
  def: BundledDef,
  outdir: string,
  siteDir?: string,
): Metafile {
  const result = buildSync(esbuildOptions(rootDir, def, outdir));
  if (def.rendersPdf) copyPdfkitFonts(rootDir, outdir);
  if (def.rendersPages) copyPageRenderer(siteDir, outdir);
  return result.metafile;
}

/** A function's code for `lambda.Function`: bundled here, hashed by its output, as NodejsFunction does. */
export function functionCode(rootDir: string, def: BundledDef, siteDir?: string): Code {
  return Code.fromAsset(rootDir, {
    assetHashType: AssetHashType.OUTPUT,
    bundling: {
      // Required by CDK, never pulled: local bundling always succeeds (or throws).
      image: FUNCTION_RUNTIME.bundlingImage,
      // CDK caches bundles within a synth by these options: the entry keeps each function's own.
      command: ["false", `${def.entry} is bundled by infra/function-bundling.ts, not in Docker`],
      local: {
        tryBundle(outputDir) {
          bundleFunction(rootDir, def, outputDir, siteDir);
          return true;
        },
      },
    },
  });
}
