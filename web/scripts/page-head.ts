/**
 * The order of a prerendered page's <head>, so that it paints as fast as its own HTML and CSS:
 *
 * 1. charset and viewport, then the stylesheets: the site's main one first, then the page's own
 *    (the only render-blocking resources);
 * 2. the page's tags (title, description, canonical, Open Graph, JSON-LD);
 * 3. last, one small inline module that starts the app after the first contentful paint: it then
 *    imports the entry and preloads the page's chunks. Until the page has painted, the HTML, the CSS and the
 *    hero image have the connection to themselves; on a weak connection the scripts, which only
 *    make the page interactive, end at about the same time either way, since the bytes are the
 *    same.
 */

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

/** The page's own stylesheets and chunks (URLs), from the build manifest. */
export interface PageAssets {
  styles: string[];
  chunks: string[];
}

const START_MARK = "data-app-start";

/**
 * The inline module that loads the app. On a prerendered page it waits for the first contentful
 * paint (a main-thread callback such as requestAnimationFrame runs before the frame is shown), or
 * three seconds at most (a tab opened in the background paints only once shown). A page without
 * prerendered content (a client-rendered shell) has nothing to paint first: it starts at once.
 */
export function appStartScript(
  entry: string,
  chunks: readonly string[],
  afterPaint: boolean,
): string {
  const code = [
    `const entry = ${JSON.stringify(entry)};`,
    `const chunks = ${JSON.stringify(chunks)};`,
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
    ...(afterPaint
      ? [
          'if (PerformanceObserver.supportedEntryTypes?.includes("paint")) {',
          "  new PerformanceObserver((list, observer) => {",
          '    if (list.getEntriesByName("first-contentful-paint").length === 0) return;',
          "    observer.disconnect();",
          "    setTimeout(start);",
          '  }).observe({ type: "paint", buffered: true });',
          "  setTimeout(start, 3000);",
          "} else requestAnimationFrame(() => setTimeout(start));",
        ]
      : ["start();"]),
  ];
  return `<script type="module" ${START_MARK}>\n      ${code.join("\n      ")}\n    </script>`;
}

/** What a page's start module loads: the entry and the chunks it preloads (for the checks). */
export function readAppStart(html: string): { entry: string; chunks: string[] } | undefined {
  const script = new RegExp(`<script type="module" ${START_MARK}>([\\s\\S]*?)</script>`).exec(
    html,
  )?.[1];
  const entry = script && /const entry = (".*?");/.exec(script)?.[1];
  const chunks = script && /const chunks = (\[.*?\]);/.exec(script)?.[1];
  if (!entry || !chunks) return undefined;
  return { entry: JSON.parse(entry) as string, chunks: JSON.parse(chunks) as string[] };
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
      `${head}\n    ${appStartScript(shell.entry, assets.chunks, prerendered)}`,
    );
}
