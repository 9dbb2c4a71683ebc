/**
 * The import rules of the web app, checked on its real import graph (see docs/website.md,
 * « Layers and import rules »):
 *
 *   entries -> app -> pages -> features -> components, content, lib -> shared/
 *
 * An import may point along or down these arrows, never up; a feature never imports another
 * feature; and outside web/src, the app imports only shared/ (and packages).
 *
 * Biome's noRestrictedImports matches the text of an import, not the file it reaches: the same
 * "../quote/x" is allowed from features/quote/sub/ and forbidden from features/calendar/. So the
 * rules are checked here on resolved paths, with Babel's parser (type-only imports count too).
 */
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { parse } from "@babel/parser";
import { pathAliases, resolveAlias } from "../../tools/path-aliases";

export interface ImportEdge {
  /** The importing file, relative to the project root, with "/" separators. */
  from: string;
  /** The specifier as written. */
  specifier: string;
  /**
   * The path the specifier points to, relative to the project root (relative specifiers and the
   * aliases of tsconfig.json's paths; undefined for packages).
   */
  to: string | undefined;
}

const SOURCE_FILE = /\.(ts|tsx)$/;

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && SOURCE_FILE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

type Node = { type: string; [key: string]: unknown };

const isNode = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && typeof (value as Node).type === "string";

const stringValue = (node: unknown): string | undefined =>
  isNode(node) && node.type === "StringLiteral" ? (node.value as string) : undefined;

/** The node types that name a module, and where each holds the module's specifier. */
const SPECIFIER_OF: Record<string, (node: Node) => unknown> = {
  ImportDeclaration: (node) => node.source,
  ExportNamedDeclaration: (node) => node.source,
  ExportAllDeclaration: (node) => node.source,
  CallExpression: (node) =>
    isNode(node.callee) && node.callee.type === "Import"
      ? (node.arguments as unknown[])[0]
      : undefined,
  TSImportType: (node) => node.argument,
  TSExternalModuleReference: (node) => node.expression,
};

/** Every module specifier in a file: static, type-only, re-exports, import() and import types. */
export function specifiersOf(code: string, fileName: string): string[] {
  const ast = parse(code, {
    sourceType: "module",
    sourceFilename: fileName,
    plugins: fileName.endsWith(".tsx") ? ["typescript", "jsx"] : ["typescript"],
  });
  const found: string[] = [];
  const visit = (node: Node): void => {
    const specifier = stringValue(SPECIFIER_OF[node.type]?.(node));
    if (specifier !== undefined) found.push(specifier);
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) for (const child of value) isNode(child) && visit(child);
      else if (isNode(value)) visit(value);
    }
  };
  visit(ast.program as unknown as Node);
  return found;
}

const toPosix = (file: string) => file.split(path.sep).join("/");

/** The import graph of every .ts/.tsx file under root/dir (dir with "/" separators). */
async function importEdgesUnder(root: string, dir: string): Promise<ImportEdge[]> {
  // An alias names the same file for tsc, Vite and this check: @core/x is functions/core/x.
  const aliases = existsSync(path.join(root, "tsconfig.json")) ? pathAliases(root) : [];
  const edges: ImportEdge[] = [];
  for (const file of await sourceFiles(path.join(root, ...dir.split("/")))) {
    const from = toPosix(path.relative(root, file));
    for (const specifier of specifiersOf(await readFile(file, "utf8"), file)) {
      const target = specifier.startsWith(".")
        ? path.resolve(path.dirname(file), specifier)
        : resolveAlias(specifier, aliases);
      const to = target === undefined ? undefined : toPosix(path.relative(root, target));
      edges.push({ from, specifier, to });
    }
  }
  return edges;
}

/** The import graph of every .ts/.tsx file under root/web/src. */
export function webImportEdges(root: string): Promise<ImportEdge[]> {
  return importEdgesUnder(root, "web/src");
}

/** The import graph of every .ts file under root/functions. */
export function functionImportEdges(root: string): Promise<ImportEdge[]> {
  return importEdgesUnder(root, "functions");
}

/** Layers from the top; the base layer is one: its folders may import one another. */
const RANK: Record<string, number> = {
  entry: 4,
  app: 3,
  pages: 2,
  features: 1,
  components: 0,
  content: 0,
  lib: 0,
  styles: 0,
};

interface Place {
  layer: string;
  /** For features: the feature's folder name. */
  feature?: string;
}

/** Where a path under web/src sits, or undefined for a path outside it. */
function placeOf(file: string): Place | undefined {
  const [web, src, first, second] = file.split("/");
  if (web !== "web" || src !== "src" || first === undefined) return undefined;
  if (second === undefined) return { layer: "entry" };
  return first === "features" ? { layer: first, feature: second } : { layer: first };
}

/** The imports that break the rules, as readable lines ("from -> specifier: why"). */
export function boundaryViolations(edges: readonly ImportEdge[]): string[] {
  const violations: string[] = [];
  for (const { from, specifier, to } of edges) {
    if (to === undefined) continue;
    const source = placeOf(from);
    if (!source) continue;
    const target = placeOf(to);
    const report = (why: string) => violations.push(`${from} -> ${specifier}: ${why}`);
    if (!target) {
      if (to !== "shared" && !to.startsWith("shared/")) report("outside web/src, only shared/");
      continue;
    }
    const sourceRank = RANK[source.layer];
    const targetRank = RANK[target.layer];
    if (sourceRank === undefined) report(`web/src/${source.layer} is not a known layer`);
    else if (targetRank === undefined) report(`web/src/${target.layer} is not a known layer`);
    else if (targetRank > sourceRank) report(`${source.layer} may not import ${target.layer}`);
    else if (source.feature && target.feature && source.feature !== target.feature)
      report(`feature ${source.feature} may not import feature ${target.feature}`);
  }
  return violations;
}

/**
 * The imports of shared/ written as a relative path ("../../../shared/…"): the web app reaches it
 * as `@shared/…`, the alias every tool resolves alike (tsconfig.json's paths).
 */
export function relativeSharedImports(edges: readonly ImportEdge[]): string[] {
  return edges
    .filter(
      ({ specifier, to }) => to !== undefined && (to === "shared" || to.startsWith("shared/")),
    )
    .filter(({ specifier }) => specifier.startsWith("."))
    .map(({ from, specifier }) => `${from} -> ${specifier}`);
}

/**
 * The import rules of the functions (see docs/structure.md, « Composition roots »):
 *
 *   entry points (api/, team/, workers/) -> wiring/ -> adapters/ -> core/ -> shared/
 *
 * with config.ts, logger.ts, clock.ts and bank-account-config.ts a base that any layer above core
 * may use. core/ imports only core/ and shared/, and the logger: a log line of ids and facts is
 * not a port. The entry points do not import one another, except that team/ uses the api's
 * generic HTTP machinery; nothing in functions/ imports team/ but team/ itself.
 */
const FUNCTION_RANK: Record<string, number> = {
  api: 4,
  team: 4,
  workers: 4,
  wiring: 3,
  adapters: 2,
  base: 1.5,
  core: 1,
};

const FUNCTION_BASE = ["config.ts", "logger.ts", "clock.ts", "bank-account-config.ts"];

/** What team/ may take from api/: the HTTP machinery every route file uses. */
const API_HTTP_MACHINERY = ["http", "router", "route-table", "route-helpers"].map(
  (name) => `functions/api/${name}`,
);

/** The layer of a path under functions/ ("api", "base"…), undefined outside functions/. */
function functionLayerOf(file: string): string | undefined {
  const [functions, first, second] = file.split("/");
  if (functions !== "functions" || first === undefined) return undefined;
  if (second !== undefined) return first;
  const name = /\.ts$/.test(first) ? first : `${first}.ts`;
  return FUNCTION_BASE.includes(name) ? "base" : first;
}

/** The imports of functions/ that break its rules, as readable lines ("from -> specifier: why"). */
export function functionBoundaryViolations(edges: readonly ImportEdge[]): string[] {
  const violations: string[] = [];
  for (const { from, specifier, to } of edges) {
    if (to === undefined) continue;
    const source = functionLayerOf(from);
    if (!source) continue;
    const report = (why: string) => violations.push(`${from} -> ${specifier}: ${why}`);
    const target = functionLayerOf(to);
    if (!target) {
      if (to !== "shared" && !to.startsWith("shared/")) report("outside functions/, only shared/");
      continue;
    }
    const sourceRank = FUNCTION_RANK[source];
    const targetRank = FUNCTION_RANK[target];
    if (sourceRank === undefined) report(`functions/${source} is not a known layer`);
    else if (targetRank === undefined) report(`functions/${target} is not a known layer`);
    else if (source === "core") {
      if (target !== "core" && to !== "functions/logger")
        report("core may import only core and shared/");
    } else if (target === "team" && source !== "team") report(`${source} may not import team`);
    else if (targetRank > sourceRank) report(`${source} may not import ${target}`);
    else if (targetRank === 4 && target !== source) {
      const machinery = source === "team" && API_HTTP_MACHINERY.includes(to.replace(/\.ts$/, ""));
      if (!machinery) report(`${source} may not import ${target}`);
    }
  }
  return violations;
}
