import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router-dom";
import { escapeHtml } from "../../shared/escape-html";
import { App } from "./app/App";
import { matchRoute, type PageRoute } from "./app/routes";
import { loadAllDeferredParts } from "./components/deferred/deferred-part";
import { FrameRender } from "./components/page-frame";

export { NOT_FOUND_ROUTE, PAGE_ROUTES, type PageRoute, REDIRECTS } from "./app/routes";

export interface RenderedPage {
  /** Markup of the app, to put inside <div id="root">. */
  html: string;
  /** The route that served the path (the 404 route for unknown paths). */
  route: PageRoute;
  /** <title>, description, canonical, Open Graph and JSON-LD tags for <head>. */
  head: string;
}

/** JSON inside <script> must not be able to close the tag. */
const scriptJson = (value: unknown): string =>
  JSON.stringify(value).replaceAll("<", "\\u003c").replaceAll("\u2028", "\\u2028");

/** Renders one path of the site to HTML (a page of one visitor: its frame), with its head tags. */
export async function render(pathname: string, siteUrl: string): Promise<RenderedPage> {
  const route = matchRoute(pathname);
  await route.page.preload();
  await loadAllDeferredParts();
  const app = (
    <StaticRouter location={pathname}>
      <App />
    </StaticRouter>
  );
  const html = renderToString(route.frame ? <FrameRender>{app}</FrameRender> : app);
  const canonical = `${siteUrl}${route.canonicalPath}`;
  const jsonLd = route.jsonLd ? await route.jsonLd(siteUrl) : [];
  const head = [
    `<title>${escapeHtml(route.title)}</title>`,
    `<meta name="description" content="${escapeHtml(route.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    route.path === "*" || !route.prerender ? `<meta name="robots" content="noindex" />` : "",
    `<meta property="og:type" content="website" />`,
    `<meta property="og:locale" content="fr_CH" />`,
    `<meta property="og:site_name" content="Jura VTT Vitalité" />`,
    `<meta property="og:title" content="${escapeHtml(route.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(route.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
    ...jsonLd.map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ]
    .filter(Boolean)
    .join("\n    ");
  return { html, route, head };
}
