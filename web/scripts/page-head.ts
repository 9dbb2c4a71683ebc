/**
 * The order of a prerendered page's <head>, so that it paints as fast as its own HTML and CSS:
 *
 * 1. charset and viewport, then the stylesheets: the site's main one first, then the page's own
 *    (the only render-blocking resources);
 * 2. the page's tags (title, description, canonical, Open Graph, JSON-LD);
 * 3. last, a JSON data block (the page's entry and chunks) and one small inline module, the same
 *    on every page, that starts the app after the first contentful paint: it then imports the
 *    entry and preloads the page's chunks. Until the page has painted, the HTML, the CSS and the
 *    hero image have the connection to themselves; on a weak connection the scripts, which only
 *    make the page interactive, end at about the same time either way, since the bytes are the
 *    same. A page whose frame waits for the API (routes.tsx `earlyApi`) has that request sent by
 *    this module at once, so that its answer is there when the app is, unless the server
 *    rendered the page with that answer (lib/server-answer.tsx).
 */

import { EARLY_ANSWERS, type EarlyApiRequest } from "../src/lib/early-answer";
import { SERVER_ANSWER_ID } from "../src/lib/server-answer";

/** The built index.html, its entry's tags taken out to be put back in that order. */
export interface Shell {
  template: string;
  /** The site's main stylesheet(s): the entry's CSS. */
  mainStyles: string[];
  /** The URL of the entry's module. */
  entry: string;
}

/** Takes the entry's stylesheet and module script out of Vite's index.html. */
export function splitShell(built: string): Shell {
  const mainStyles = [...built.matchAll(/<link rel="stylesheet"[^>]*>/g)].map((m) => m[0]);
  const entryScript = /<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>/.exec(built);
  if (!entryScript?.[1] || mainStyles.length === 0) {
    throw new Error("index.html construit sans script d'entrée ni feuille de style principale");
  }
  let template = built.replace(entryScript[0], "");
  for (const tag of mainStyles) template = template.replace(tag, "");
  template = template.replace(/\n\s*\n(\s*<\/head>)/, "\n$1");
  return { template, mainStyles, entry: entryScript[1] };
}

/** The page's own stylesheets and chunks (URLs), from the build manifest, and its early request. */
export interface PageAssets {
  styles: string[];
  chunks: string[];
  early?: EarlyApiRequest;
}

/** The data block that tells the start module what to load (JSON: never executed, so CSP allows it). */
const START_DATA_ID = "app-start";

/** What the start module of a page loads. */
interface AppStart {
  entry: string;
  chunks: string[];
  /** A prerendered page waits for its first contentful paint; a client-rendered shell does not. */
  afterPaint: boolean;
  /** The page's API request, sent at once (the app reads its answer: lib/early-answer.ts). */
  early?: EarlyApiRequest;
}

/**
 * The inline module that loads the app, the same text on every page: the Content-Security-Policy
 * allows exactly this script by its hash (infra/security-headers.ts), and no other inline script.
 * It reads the page's entry and chunks from the JSON data block, then, on a prerendered page,
 * waits for the first contentful paint (or three seconds at most: a tab opened in the background
 * paints only once shown) before it preloads the chunks and imports the entry. A client-rendered
 * shell has nothing to paint first: it starts at once. A page's early API request (`early`) is sent
 * first, its values taken from the address's query (none missing, or no request at all), unless
 * the page carries the server's answer to it.
 */
export const APP_START_SCRIPT = [
  `const { entry, chunks, afterPaint, early } = JSON.parse(document.getElementById("${START_DATA_ID}").textContent);`,
  `if (early && !document.getElementById("${SERVER_ANSWER_ID}")) {`,
  "  const asked = new URLSearchParams(location.search);",
  '  const value = (name) => asked.get(name)?.trim() ?? "";',
  "  const names = [...early.path.matchAll(/:(\\w+)/g)].map((m) => m[1]).concat(early.query);",
  "  if (names.every(value)) {",
  "    const path = early.path.replace(/:(\\w+)/g, (_, name) => encodeURIComponent(value(name)));",
  "    const query = new URLSearchParams(early.query.map((name) => [name, value(name)]));",
  '    const url = path + "?" + query;',
  '    const answer = fetch(url, { headers: { Accept: "application/json" } });',
  "    answer.catch(() => {}); // read (and its failure met) by the API client",
  `    window.${EARLY_ANSWERS} = { [url]: answer };`,
  "  }",
  "}",
  "let started = false;",
  "const start = () => {",
  "  if (started) return;",
  "  started = true;",
  "  for (const href of chunks) {",
  '    const link = document.createElement("link");',
  '    link.rel = "modulepreload";',
  '    link.crossOrigin = "";',
  "    link.href = href;",
  "    document.head.append(link);",
  "  }",
  "  import(entry);",
  "};",
  "if (!afterPaint) start();",
  'else if (PerformanceObserver.supportedEntryTypes?.includes("paint")) {',
  "  new PerformanceObserver((list, observer) => {",
  '    if (list.getEntriesByName("first-contentful-paint").length === 0) return;',
  "    observer.disconnect();",
  "    setTimeout(start);",
  '  }).observe({ type: "paint", buffered: true });',
  "  setTimeout(start, 3000);",
  "} else requestAnimationFrame(() => setTimeout(start));",
].join("\n");

/** The page's start: its data block, then the start module. */
export function appStartScript(
  entry: string,
  chunks: readonly string[],
  afterPaint: boolean,
  early?: EarlyApiRequest,
): string {
  // "<" escaped: the JSON cannot close its script element.
  const data = JSON.stringify({
    entry,
    chunks: [...chunks],
    afterPaint,
    ...(early ? { early } : {}),
  } satisfies AppStart).replace(/</g, "\\u003c");
  return `<script type="application/json" id="${START_DATA_ID}">${data}</script>\n    <script type="module">${APP_START_SCRIPT}</script>`;
}

/** What a page's start module loads: the entry and the chunks it preloads (for the checks). */
export function readAppStart(html: string): { entry: string; chunks: string[] } | undefined {
  const data = new RegExp(
    `<script type="application/json" id="${START_DATA_ID}">([\\s\\S]*?)</script>`,
  ).exec(html)?.[1];
  if (!data) return undefined;
  const { entry, chunks } = JSON.parse(data) as AppStart;
  return { entry, chunks };
}

/**
 * The page: stylesheets first, the page's tags, then the start module. `prerendered`: the page's
 * content is in the HTML (the app then starts after the first paint).
 */
export function documentFor(
  shell: Shell,
  assets: PageAssets,
  head: string,
  prerendered: boolean,
): string {
  const styles = assets.styles.map(
    (file) => `<link rel="stylesheet" crossorigin href="${file}" />`,
  );
  const stylesheets = [...shell.mainStyles, ...styles].join("\n    ");
  return shell.template
    .replace(/(<meta name="viewport"[^>]*>)/, `$1\n    ${stylesheets}`)
    .replace(
      "<!--app-head-->",
      `${head}\n    ${appStartScript(shell.entry, assets.chunks, prerendered, assets.early)}`,
    );
}
