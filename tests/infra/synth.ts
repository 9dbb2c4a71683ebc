/** Builds the CDK app as `cdk synth` does, for Template assertions. */
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { App } from "aws-cdk-lib";
import { type BuildOptions, buildStacks } from "../../infra/build-stacks";
import { defineResources, type Resources, type RuntimeSettings } from "../../infra/resources";

export const ROOT_DIR = join(fileURLToPath(new URL(".", import.meta.url)), "..", "..");

export const SETTINGS = {
  senderEmail: "reservations@jura-vtt-vitalite.ch",
  providerEmail: "contact@jura-vtt-vitalite.ch",
  siteUrl: "https://www.jura-vtt-vitalite.ch",
};

/**
 * The product's stacks. Function bundling (esbuild) takes seconds: tests that do not look at
 * the functions' code skip it (`bundle: false`), as `cdk synth --exclusively` would.
 */
export function synthStacks(
  options: {
    bundle?: boolean;
    resources?: Resources;
    siteDir?: string;
    settings?: Partial<RuntimeSettings>;
    /** Where `app.synth()` writes the templates (default: a temporary directory). */
    outdir?: string;
  } & Pick<BuildOptions, "customDomain" | "reservedConcurrency"> = {},
) {
  const app = new App({
    outdir: options.outdir,
    context: options.bundle ? {} : { "aws:cdk:bundling-stacks": [] },
  });
  return buildStacks(app, {
    resources: options.resources ?? defineResources(),
    settings: { ...SETTINGS, ...options.settings },
    rootDir: ROOT_DIR,
    siteDir: options.siteDir,
    customDomain: options.customDomain,
    reservedConcurrency: options.reservedConcurrency,
  });
}
