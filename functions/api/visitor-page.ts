/**
 * GET /confirmation-inscription, answered by the api function: a payment link's page with the
 * visitor's summary already in its HTML (it paints without waiting for the app). The page is
 * rendered by the site's own React components (the build's server renderer,
 * shared/payments/visitor-page-renderer.ts) with the API's answer to the page's GET, which goes
 * into the HTML for the browser to hydrate with. Loaded on the first such request only: React
 * stays out of every other route's cold start.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import {
  PAGE_RENDERER_BUNDLE_DIR,
  PAGE_RENDERER_DIR_ENV,
  PAGE_RENDERER_FILE,
  PAGE_TEMPLATE_FILE,
  type VisitorPageAnswer,
  type VisitorPageRenderer,
} from "@shared/payments/visitor-page-renderer";
import { errorText, log } from "../logger";
import type { ApiResult } from "./http";

/** One visitor's page: never kept by a cache, never indexed. */
const PAGE_HEADERS = {
  "content-type": "text/html; charset=utf-8",
  "cache-control": "private, no-store",
  "x-robots-tag": "noindex",
};

/** Without the built site (a synth or a test without a build), a page that says so. */
const UNAVAILABLE = `<!doctype html>
<html lang="fr-CH">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Page momentanément indisponible</title>
  </head>
  <body>
    <main>
      <h1>Page momentanément indisponible</h1>
      <p>Cette page ne peut pas s'afficher pour le moment. Veuillez réessayer dans quelques instants ou ouvrir à nouveau le lien reçu par e-mail.</p>
    </main>
  </body>
</html>
`;

/** The renderer's directory: named by the local host, else the one copied beside the bundle. */
function rendererDir(): string {
  const named = process.env[PAGE_RENDERER_DIR_ENV];
  if (named) return named;
  return path.join(path.dirname(fileURLToPath(import.meta.url)), PAGE_RENDERER_BUNDLE_DIR);
}

/** Read once per directory (one in Lambda; tests name several). */
const templates = new Map<string, Promise<string | undefined>>();
const renderers = new Map<string, Promise<VisitorPageRenderer>>();

/** The page's frame as built; undefined when the site was not built. */
function loadTemplate(dir: string): Promise<string | undefined> {
  let template = templates.get(dir);
  if (!template) {
    template = readFile(path.join(dir, PAGE_TEMPLATE_FILE), "utf8").catch(() => undefined);
    templates.set(dir, template);
  }
  return template;
}

/** React and the page's components, on the first render only. */
function loadRenderer(dir: string): Promise<VisitorPageRenderer> {
  let renderer = renderers.get(dir);
  if (!renderer) {
    const url = pathToFileURL(path.join(dir, PAGE_RENDERER_FILE)).href;
    renderer = (import(url) as Promise<VisitorPageRenderer>).catch((error: unknown) => {
      renderers.delete(dir); // the next request tries again
      throw error;
    });
    renderers.set(dir, renderer);
  }
  return renderer;
}

function page(html: string): ApiResult {
  return { statusCode: 200, headers: PAGE_HEADERS, body: html };
}

/** The page's frame as built (the browser's app then loads the registration itself). */
export async function framePage(): Promise<ApiResult> {
  const frame = await loadTemplate(rendererDir());
  if (frame === undefined) {
    log.error("visitor_page_unavailable", { reason: "template_missing" });
    return { statusCode: 503, headers: PAGE_HEADERS, body: UNAVAILABLE };
  }
  return page(frame);
}

/**
 * The page of `address` (path and query) rendered with `answer`; the frame when it cannot be
 * (no template, no renderer, a render that throws): the browser then does what the frame does.
 */
export async function visitorPage(address: string, answer: VisitorPageAnswer): Promise<ApiResult> {
  const dir = rendererDir();
  const frame = await loadTemplate(dir);
  if (frame === undefined) return framePage();
  try {
    const { renderVisitorPage } = await loadRenderer(dir);
    return page(await renderVisitorPage(frame, address, answer));
  } catch (error) {
    // The address holds the jeton and the page the visitor's data: neither is logged.
    log.error("visitor_page_render_failed", { error: errorText(error) });
    return page(frame);
  }
}
