/**
 * Builds the site: the client bundle (Vite), a server bundle of entry-server, then the prerender of
 * every route of the route table into static files that S3/CloudFront (or the local host) serve:
 * <route>/index.html, 404.html, redirect pages, sitemap.xml and robots.txt.
 *
 * Run: npm run build (writes to WEB_OUT_DIR, default web/dist). Base URL of canonical links:
 * SITE_BASE_URL (default https://www.jura-vtt-vitalite.ch).
 */
import { cp, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { escapeHtml } from "@shared/escape-html";
import { CONFIRMATION_PATH } from "@shared/payments/payment-link";
import {
  PAGE_RENDERER_FILE,
  PAGE_TEMPLATE_FILE,
  pageRendererDir,
} from "@shared/payments/visitor-page-renderer";
import { build, type InlineConfig, type Plugin } from "vite";
import type * as EntryServer from "../src/entry-server";
import { documentFor, type PageAssets, splitShell } from "./page-head";

const webRoot = fileURLToPath(new URL("..", import.meta.url));
const repoRoot = path.resolve(webRoot, "..");
const configFile = path.join(webRoot, "vite.config.ts");

/** The founders' team space: a document and a bundle of its own, out of every public page. */
export const TEAM_SPACE_PATH = "/espace-equipe";
const teamSpaceDocument = path.join(webRoot, "espace-equipe", "index.html");

export const DEFAULT_SITE_BASE_URL = "https://www.jura-vtt-vitalite.ch";

export interface BuildOptions {
  outDir: string;
  /** Base URL of canonical links, sitemap and Open Graph; defaults to SITE_BASE_URL. */
  siteUrl?: string;
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** What the build made, for the checks over the built HTML (tests/unit/site-build.test.ts). */
export interface BuiltSite {
  /** Each JS file under assets/, with the source modules it holds (paths from the repository). */
  chunkModules: Record<string, string[]>;
}

/** Records which source modules end up in which chunk. */
function chunkModulesPlugin(into: Record<string, string[]>): Plugin {
  return {
    name: "chunk-modules",
    generateBundle(_, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        into[output.fileName] = output.moduleIds.map((id) =>
          path.relative(repoRoot, id).split(path.sep).join("/"),
        );
      }
    },
  };
}

export function siteBaseUrl(): string {
  const raw = process.env.SITE_BASE_URL?.trim() || DEFAULT_SITE_BASE_URL;
  const url = new URL(raw); // fails fast on a malformed value
  return url.href.replace(/\/$/, "");
}

export async function buildSite({
  outDir,
  siteUrl = siteBaseUrl(),
}: BuildOptions): Promise<BuiltSite> {
  return buildInto(path.resolve(outDir), siteUrl);
}

/**
 * Runs Vite for a production bundle, even when called from a test runner that set NODE_ENV=test
 * (Vite would otherwise ship React's development build). NODE_ENV is restored before the
 * prerender imports React, so that it matches any React this process already loaded.
 */
async function viteBuild(config: InlineConfig): Promise<void> {
  const previousNodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    await build({ configFile, mode: "production", logLevel: "warn", ...config });
  } finally {
    if (previousNodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = previousNodeEnv;
  }
}

async function buildInto(out: string, siteUrl: string): Promise<BuiltSite> {
  const ssrOut = path.join(
    repoRoot,
    "node_modules",
    ".cache",
    `site-ssr-${process.pid}-${Date.now()}`,
  );
  const chunkModules: Record<string, string[]> = {};
  await viteBuild({
    build: { outDir: out, emptyOutDir: true },
    plugins: [chunkModulesPlugin(chunkModules)],
  });
  // Self-contained (React and the router bundled in, in their production build), in ES modules
  // whatever the package.json beside them: the api function imports it as it is, in Lambda and in
  // the local host (functions/api/linked-page.ts).
  await viteBuild({
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    ssr: { noExternal: true },
    build: {
      ssr: path.join(webRoot, "src", "entry-server.tsx"),
      outDir: ssrOut,
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
      rollupOptions: {
        output: { entryFileNames: PAGE_RENDERER_FILE, chunkFileNames: "[name]-[hash].mjs" },
      },
    },
  });
  const rendererDir = path.resolve(pageRendererDir(out));
  try {
    // A fresh directory per build: no query-string cache busting, which would load the entry twice
    // (once from here, once from the page chunks that import it) with two module states.
    const server = (await import(
      pathToFileURL(path.join(ssrOut, PAGE_RENDERER_FILE)).href
    )) as typeof EntryServer;
    await prerender(server, out, siteUrl);
    // The renderer of a payment link's page, beside the site (never deployed to the bucket), with
    // that page's frame as its template: the same build, the same hashed assets.
    await rm(rendererDir, { recursive: true, force: true });
    await cp(ssrOut, rendererDir, { recursive: true });
    await cp(
      path.join(out, routeFile(CONFIRMATION_PATH)),
      path.join(rendererDir, PAGE_TEMPLATE_FILE),
    );
  } finally {
    await rm(ssrOut, { recursive: true, force: true });
  }
  await buildTeamSpace(out);
  return { chunkModules };
}

/**
 * The team space, built after the site into the same directory (espace-equipe/index.html and its
 * own chunks under assets/): a separate build, so the public pages' chunks stay byte for byte
 * what they are without it. Not prerendered (it shows nothing before sign-in).
 */
async function buildTeamSpace(out: string): Promise<void> {
  await viteBuild({
    build: {
      outDir: out,
      emptyOutDir: false,
      manifest: false,
      copyPublicDir: false,
      rollupOptions: { input: { "espace-equipe": teamSpaceDocument } },
    },
  });
}

async function prerender(server: typeof EntryServer, out: string, siteUrl: string): Promise<void> {
  const shell = splitShell(await readFile(path.join(out, "index.html"), "utf8"));
  const manifestPath = path.join(out, ".vite", "manifest.json");
  const manifest = JSON.parse(await readFile(manifestPath, "utf8")) as Manifest;
  await rm(path.join(out, ".vite"), { recursive: true, force: true });

  const page = async (urlPath: string, file: string) => {
    const { html, head, route } = await server.render(urlPath, siteUrl);
    const assets = { ...pageAssets(manifest, route.pageFile), early: route.earlyApi };
    const document = documentFor(shell, assets, head, true).replace(
      '<div id="root"><!--app-html--></div>',
      `<div id="root" data-route="${route.path}">${html}</div>`,
    );
    await writeOut(out, file, document);
  };

  for (const route of server.PAGE_ROUTES) {
    if (route.prerender || route.frame) {
      // A frame: the page before it knows its visitor, noindex (entry-server) and not in the sitemap.
      await page(route.path, routeFile(route.path));
    } else {
      // Pages that depend on navigation state: a client-rendered shell, kept out of search engines.
      const head = [
        `<title>${escapeHtml(route.title)}</title>`,
        `<meta name="description" content="${escapeHtml(route.description)}" />`,
        `<meta name="robots" content="noindex" />`,
      ].join("\n    ");
      await writeOut(
        out,
        routeFile(route.path),
        documentFor(shell, pageAssets(manifest, route.pageFile), head, false).replace(
          "<!--app-html-->",
          "",
        ),
      );
    }
  }
  await page("/404", "404.html");
  for (const redirect of server.REDIRECTS) {
    await writeOut(out, routeFile(redirect.from), redirectPage(siteUrl, redirect.to));
  }
  await writeOut(out, "sitemap.xml", sitemap(server.PAGE_ROUTES, siteUrl));
  await writeOut(out, "robots.txt", robots(server.PAGE_ROUTES, siteUrl));
}

/** outDir-relative file of a route: "/" -> index.html, "/faq" -> faq/index.html. */
export function routeFile(routePath: string): string {
  return routePath === "/" ? "index.html" : `${routePath.replace(/^\//, "")}/index.html`;
}

async function writeOut(out: string, file: string, content: string): Promise<void> {
  const target = path.join(out, file);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, content, "utf8");
}

/**
 * The page's own stylesheets, and its chunk with what that chunk imports statically (preloaded
 * with the entry). Code the first view does not use is imported dynamically (deferred parts,
 * components/deferred/), so it is not here.
 */
function pageAssets(manifest: Manifest, pageFile: string): PageAssets {
  const key = `src/pages/${pageFile}.tsx`;
  const files = new Set<string>();
  const css = new Set<string>();
  const visit = (name: string) => {
    const chunk = manifest[name];
    if (!chunk || files.has(chunk.file)) return;
    if (chunk.isEntry) return; // the entry is already in the template
    files.add(chunk.file);
    for (const sheet of chunk.css ?? []) css.add(sheet);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return {
    styles: [...css].map((file) => `/${file}`),
    chunks: [...files].map((file) => `/${file}`),
  };
}

function redirectPage(siteUrl: string, to: string): string {
  const target = escapeHtml(to);
  return `<!doctype html>
<html lang="fr-CH">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Page déplacée</title>
    <meta name="robots" content="noindex" />
    <link rel="canonical" href="${escapeHtml(siteUrl)}${target}" />
    <meta http-equiv="refresh" content="0; url=${target}" />
  </head>
  <body>
    <p>Cette page a déménagé : <a href="${target}">continuer vers la nouvelle adresse</a>.</p>
  </body>
</html>
`;
}

export function sitemap(routes: readonly EntryServer.PageRoute[], siteUrl: string): string {
  const urls = routes
    .filter((route) => route.prerender && route.canonicalPath === route.path)
    .map((route) => `  <url><loc>${escapeHtml(`${siteUrl}${route.path}`)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.join("\n")}
</urlset>
`;
}

export function robots(routes: readonly EntryServer.PageRoute[], siteUrl: string): string {
  const hidden = routes
    .filter((route) => !route.prerender)
    .map((route) => `Disallow: ${route.path}`)
    .concat(`Disallow: ${TEAM_SPACE_PATH}`);
  return ["User-agent: *", "Allow: /", ...hidden, "", `Sitemap: ${siteUrl}/sitemap.xml`, ""].join(
    "\n",
  );
}

const invokedDirectly =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) {
  const outDir = process.env.WEB_OUT_DIR ?? path.join(webRoot, "dist");
  buildSite({ outDir }).then(
    () => console.log(`Site construit dans ${outDir}`),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
