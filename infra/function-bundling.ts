/**
 * How every function is bundled, in one place: the api stack hands these settings to CDK's
 * NodejsFunction (which runs esbuild), and the backend bench (tests/bench/backend/) runs esbuild
 * with the same ones to weigh and cold-start the bundles. Neither may set an option of its own.
 */

import {
  type BundlingOptions,
  type ICommandHooks,
  OutputFormat,
} from "aws-cdk-lib/aws-lambda-nodejs";
import type { BuildOptions } from "esbuild";
import type { FunctionDef } from "./resources";

/** The Lambda runtime's Node version (Runtime.NODEJS_22_X in the stack). */
export const FUNCTION_NODE_TARGET = "node22";

/** Set in every function's environment: stack traces point into the TypeScript sources. */
export const FUNCTION_NODE_OPTIONS = "--enable-source-maps";

/** The file CDK writes an ES module bundle to (its handler is then `index.handler`). */
export const BUNDLE_FILE = "index.mjs";

/**
 * The Node 22 runtime provides AWS SDK v3: left out of the bundles. This is CDK's own default
 * (with the smithy feature flag off), stated so that the bench leaves out the same.
 */
const EXTERNAL_MODULES = ["@aws-sdk/*"];

/** Some dependencies still call require(); give them one inside the ES module. */
const REQUIRE_BANNER =
  "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);";

const MAIN_FIELDS = ["module", "main"];

/**
 * pdfkit loads its standard fonts' metrics at run time through its package's `#standard-fonts/*`
 * import map, which a bundle cannot follow. Beside a bundle that renders PDFs go those files and
 * a package.json with the same map: the PDF then renders in Lambda. Plain copies, no npm install,
 * so `cdk synth` stays offline.
 */
export const PDFKIT_FONTS_BESIDE_BUNDLE: ICommandHooks = {
  beforeBundling: () => [],
  beforeInstall: () => [],
  afterBundling: (inputDir, outputDir) => [
    `mkdir -p "${outputDir}/standard-fonts"`,
    `cp -R "${inputDir}/node_modules/pdfkit/js/standard-fonts/." "${outputDir}/standard-fonts/"`,
    `node -e "require('node:fs').writeFileSync(process.argv[1], JSON.stringify({ imports: { '#standard-fonts/*': './standard-fonts/*.cjs' } }))" "${outputDir}/package.json"`,
  ],
};

/** The NodejsFunction `bundling` of a function. */
export function cdkBundling(def: Pick<FunctionDef, "rendersPdf">): BundlingOptions {
  return {
    // Bundled by the esbuild of node_modules: no Docker needed.
    forceDockerBundling: false,
    format: OutputFormat.ESM,
    target: FUNCTION_NODE_TARGET,
    minify: true,
    sourceMap: true,
    mainFields: MAIN_FIELDS,
    externalModules: EXTERNAL_MODULES,
    banner: REQUIRE_BANNER,
    ...(def.rendersPdf ? { commandHooks: PDFKIT_FONTS_BESIDE_BUNDLE } : {}),
  };
}

/** The esbuild build CDK runs for `cdkBundling` (its CLI flags, as the JS API's options). */
export function esbuildOptions(entryPath: string, outfile: string): BuildOptions {
  return {
    entryPoints: [entryPath],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: FUNCTION_NODE_TARGET,
    minify: true,
    sourcemap: true,
    mainFields: MAIN_FIELDS,
    external: EXTERNAL_MODULES,
    banner: { js: REQUIRE_BANNER },
    logLevel: "warning",
  };
}
