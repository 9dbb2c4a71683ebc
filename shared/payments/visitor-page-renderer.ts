/**
 * The server's renderer of a payment link's page (issue: the page paints the visitor's summary
 * from its HTML): the build leaves it beside the built site (web/dist -> web/dist-render), never
 * deployed to the bucket nor served as a file; the api function's bundle copies it
 * (infra/function-bundling.ts), the local host points the api at it (PAGE_RENDERER_DIR_ENV).
 */

/** The renderer's entry module: Vite's SSR build of web/src/entry-server.tsx, self-contained. */
export const PAGE_RENDERER_FILE = "entry-server.mjs";

/** The page's frame, as built: the template the server fills with the visitor's page. */
export const PAGE_TEMPLATE_FILE = "confirmation-inscription.html";

/** Where, in the api function's bundle, the renderer's directory is copied. */
export const PAGE_RENDERER_BUNDLE_DIR = "page-renderer";

/** Names the renderer's directory when it is not in the bundle (the local host). */
export const PAGE_RENDERER_DIR_ENV = "PAGE_RENDERER_DIR";

/** The renderer's directory of a built site: its sibling, `<site>-render`. */
export function pageRendererDir(siteDir: string): string {
  return `${siteDir.replace(/[\\/]+$/, "")}-render`;
}

/** The API's answer the page is rendered with (web/src/lib/server-answer.tsx). */
export interface VisitorPageAnswer {
  /** The API path of the page's GET, with its query. */
  path: string;
  status: number;
  body: unknown;
}

/** What the renderer's module exports for the api function. */
export interface VisitorPageRenderer {
  renderVisitorPage(template: string, address: string, answer: VisitorPageAnswer): Promise<string>;
}
