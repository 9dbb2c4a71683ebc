import { escapeHtml } from "@shared/escape-html";
import type { VisitorPageRenderer } from "@shared/payments/visitor-page-renderer";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router-dom";
import { App } from "./app/App";
import { matchRoute, type PageRoute } from "./app/routes";
import { loadAllDeferredParts } from "./components/deferred/deferred-part";
import { FrameRender } from "./components/page-frame";
import {
  type ServerAnswer,
  ServerAnswerProvider,
  scriptJson,
  serverAnswerScript,
} from "./lib/server-answer";

export { NOT_FOUND_ROUTE, PAGE_ROUTES, type PageRoute, REDIRECTS } from "./app/routes";

export interface RenderedPage {
  /** Markup of the app, to put inside <div id="root">. */
  html: string;
  /** The route that served the path (the 404 route for unknown paths). */
  route: PageRoute;
  /** <title>, description, canonical, Open Graph and JSON-LD tags for <head>. */
  head: string;
}

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

/**
 * A page of one visitor, rendered for that visitor by the server (the api function, for a payment
 * link): `template` is the page's built frame, `address` its path and query, `answer` the API's
 * answer to the page's own GET. The page's markup replaces the frame's, the answer goes into the
 * HTML for the client to hydrate with (lib/server-answer.tsx), where the start module sees it and
 * does not send that GET itself. Throws when the template is not a frame of this route.
 */
export const renderVisitorPage: VisitorPageRenderer["renderVisitorPage"] = async (
  template: string,
  address: string,
  answer: ServerAnswer,
) => {
  const route = matchRoute(new URL(address, "http://page").pathname);
  // Its page only: such a page has no deferred part (the e2e test would see a hydration error),
  // so the first render in a fresh function does not load every part of the site.
  await route.page.preload();
  const html = renderToString(
    <ServerAnswerProvider answer={answer}>
      <StaticRouter location={address}>
        <App />
      </StaticRouter>
    </ServerAnswerProvider>,
  );
  const rootOpen = `<div id="root" data-route="${route.path}">`;
  const start = template.indexOf(rootOpen);
  const end = template.lastIndexOf("</div>", template.indexOf("</body>"));
  if (start < 0 || end < start || !template.includes("</head>")) {
    throw new Error(`Template without the frame of ${route.path}`);
  }
  const page = `${template.slice(0, start + rootOpen.length)}${html}${template.slice(end)}`;
  return page.replace("</head>", () => `  ${serverAnswerScript(answer)}\n  </head>`);
};
