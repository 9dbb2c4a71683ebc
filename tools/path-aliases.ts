import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The import aliases (`@shared/*`, `@core/*`, `@adapters/*`), read from the one place that declares
 * them: tsconfig.json's `paths`. tsc, tsx and esbuild (CDK bundling, the bench) read that file
 * themselves; Vite, vitest and the import-boundary check take their aliases from here, so that
 * every tool resolves an alias to the same file.
 */

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The alias prefix ("@core/") and the folder it stands for, absolute ("/…/functions/core/"). */
export interface PathAlias {
  prefix: string;
  folder: string;
}

export function pathAliases(root = projectRoot): PathAlias[] {
  const tsconfig = JSON.parse(readFileSync(path.join(root, "tsconfig.json"), "utf8")) as {
    compilerOptions: { paths?: Record<string, string[]> };
  };
  return Object.entries(tsconfig.compilerOptions.paths ?? {}).map(([pattern, [target]]) => {
    if (!pattern.endsWith("/*") || !target?.endsWith("/*")) {
      throw new Error(`tsconfig.json paths: only "prefix/*" aliases are understood (${pattern})`);
    }
    return { prefix: pattern.slice(0, -1), folder: `${path.resolve(root, target.slice(0, -1))}/` };
  });
}

/** The aliases as Vite's (and vitest's) `resolve.alias`. */
export function viteAliases(root = projectRoot): { find: string; replacement: string }[] {
  return pathAliases(root).map(({ prefix, folder }) => ({ find: prefix, replacement: folder }));
}

/** The file an aliased specifier names (without extension), or undefined when it has no alias. */
export function resolveAlias(specifier: string, aliases: PathAlias[]): string | undefined {
  const alias = aliases.find(({ prefix }) => specifier.startsWith(prefix));
  return alias && alias.folder + specifier.slice(alias.prefix.length);
}
