/**
 * Real Chromium (Debian's /usr/bin/chromium) driven by playwright-core, and axe-core checks of
 * WCAG 2.2 AA, for the e2e tests.
 */
import AxeBuilder from "@axe-core/playwright";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Content-Security-Policy violations that Chromium reported on any page of any browser launched
 * here (it logs each one as a console error). tests/support/e2e-setup.ts fails every test after
 * which this list is not empty, so each journey also proves that the site works under its CSP.
 */
const cspViolations: string[] = [];

export function takeCspViolations(): string[] {
  return cspViolations.splice(0);
}

function watchCsp(context: BrowserContext): BrowserContext {
  context.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text())) {
      cspViolations.push(`${message.page()?.url() ?? "?"}: ${message.text()}`);
    }
  });
  return context;
}

export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => watchCsp(await newContext(options));
  return browser;
}

/** A page in a fresh context (no shared cookies or storage) with the given viewport, in French. */
export async function newPage(
  browser: Browser,
  viewport: { width: number; height: number } = { width: 1280, height: 800 },
): Promise<Page> {
  const context = await browser.newContext({
    viewport,
    locale: "fr-CH",
    timezoneId: "Europe/Zurich",
  });
  return context.newPage();
}

/**
 * Fails with the ids and targets of every WCAG 2.2 AA violation axe finds on the page (or in
 * `include`, e.g. an open dialog).
 */
export async function expectNoAxeViolations(
  page: Page,
  options: { include?: string } = {},
): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  if (options.include) builder = builder.include(options.include);
  const { violations } = await builder.analyze();
  if (violations.length === 0) return;
  const lines = violations.map(
    (v) =>
      `- ${v.id} (${v.impact ?? "?"}): ${v.help}\n    ${v.nodes
        .map((n) => n.target.join(" "))
        .join("\n    ")}`,
  );
  throw new Error(
    `axe found ${violations.length} violation(s) on ${page.url()}:\n${lines.join("\n")}`,
  );
}
