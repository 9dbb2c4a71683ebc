/**
 * Real Chromium (Debian's /usr/bin/chromium) driven by playwright-core, and axe-core checks of
 * WCAG 2.2 AA, for the e2e tests.
 */
import AxeBuilder from "@axe-core/playwright";
import {
  type Browser,
  type BrowserContext,
  type CDPSession,
  chromium,
  type Page,
} from "playwright-core";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Content-Security-Policy violations that Chromium reported on any page of any browser launched
 * here, in two ways: the console errors it logs for a blocked resource or inline script, and the
 * issues of its Audits domain (CDP), which also hold what the console does not show, such as a
 * `new Function` refused by the policy inside a try/catch (Lighthouse counts those).
 * tests/support/e2e-setup.ts fails every test after which this list is not empty, so each journey
 * also proves that the site works under its CSP.
 */
const cspViolations: string[] = [];

/**
 * Violations the other engines' pages saw (tests/e2e/support/engines/: the page's own
 * `securitypolicyviolation` events), checked with Chromium's.
 */
export function reportCspViolations(lines: readonly string[]): void {
  cspViolations.push(...lines);
}

/** The Audits session of each open page, so that its issues can be flushed before a check. */
const auditSessions = new Map<Page, Promise<CDPSession | undefined>>();

/**
 * The CSP violations reported so far. Issues reach the browser, then this process, some time after
 * the page met them: a round trip on each page's session first delivers those already sent.
 */
export async function takeCspViolations(): Promise<string[]> {
  await Promise.all([...auditSessions.keys()].map(flushIssues));
  return cspViolations.splice(0);
}

/** The part of CDP's Audits.InspectorIssue read here. */
interface InspectorIssue {
  code: string;
  details: {
    contentSecurityPolicyIssueDetails?: {
      blockedURL?: string;
      violatedDirective: string;
      contentSecurityPolicyViolationType: string;
      sourceCodeLocation?: { url: string; lineNumber: number; columnNumber: number };
    };
  };
}

function describeCspIssue(pageUrl: string, issue: InspectorIssue): string {
  const details = issue.details.contentSecurityPolicyIssueDetails;
  const where = details?.sourceCodeLocation;
  return [
    `${pageUrl}: ${issue.code} ${details?.contentSecurityPolicyViolationType ?? "?"}`,
    `(${details?.violatedDirective ?? "?"})`,
    details?.blockedURL ? `blocked ${details.blockedURL}` : "",
    where ? `at ${where.url}:${where.lineNumber + 1}:${where.columnNumber + 1}` : "",
  ]
    .filter(Boolean)
    .join(" ");
}

/**
 * Subscribes to the page's Audits issues. Audits.enable also sends the issues the page met before
 * it (a popup may run its first script before this), so none is missed.
 */
function watchIssues(page: Page): Promise<CDPSession | undefined> {
  const known = auditSessions.get(page);
  if (known) return known;
  const watching = (async () => {
    const session = await page.context().newCDPSession(page);
    session.on("Audits.issueAdded", ({ issue }) => {
      if (issue.code === "ContentSecurityPolicyIssue") {
        cspViolations.push(describeCspIssue(page.url(), issue));
      }
    });
    await session.send("Audits.enable");
    return session;
  })().catch(() => undefined); // a page closed at once has nothing more to report
  auditSessions.set(page, watching);
  page.once("close", () => auditSessions.delete(page));
  return watching;
}

/** Waits until the browser has sent every issue it holds for the page (answers come in order). */
async function flushIssues(page: Page): Promise<void> {
  const session = await auditSessions.get(page);
  await session?.send("Target.getTargetInfo").catch(() => undefined);
}

function watchCsp(context: BrowserContext): BrowserContext {
  context.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text())) {
      cspViolations.push(`${message.page()?.url() ?? "?"}: ${message.text()}`);
    }
  });
  // Every page, popups and new tabs included; closing a page ends its session, so its last issues
  // are read first. Pages the test opens are watched before their first navigation.
  context.on("page", (page) => {
    void watchIssues(page);
    const closePage = page.close.bind(page);
    page.close = async (options) => {
      await flushIssues(page);
      return closePage(options);
    };
  });
  const newPage = context.newPage.bind(context);
  context.newPage = async () => {
    const page = await newPage();
    await watchIssues(page);
    return page;
  };
  const close = context.close.bind(context);
  context.close = async (options) => {
    await Promise.all(context.pages().map(flushIssues));
    return close(options);
  };
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

/**
 * A page in a fresh context (no shared cookies or storage) with the given viewport, in French;
 * `touch`: a phone's or a tablet's touch screen (coarse pointer, no hover, mobile viewport).
 */
export async function newPage(
  browser: Browser,
  viewport: { width: number; height: number } = { width: 1280, height: 800 },
  { touch = false }: { touch?: boolean } = {},
): Promise<Page> {
  const context = await browser.newContext({
    viewport,
    locale: "fr-CH",
    timezoneId: "Europe/Zurich",
    ...(touch ? { hasTouch: true, isMobile: true } : {}),
  });
  return context.newPage();
}

/**
 * Fails with the ids and targets of every WCAG 2.2 AA violation axe finds on the page (or in
 * `include`, e.g. an open dialog; outside `exclude`).
 */
export async function expectNoAxeViolations(
  page: Page,
  options: { include?: string; exclude?: string } = {},
): Promise<void> {
  // Colours in the middle of a transition (a button that just changed state) are neither the
  // old nor the new ones: axe reads the page once every running transition has ended.
  // (A spinner turns for ever: only what ends is awaited.)
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  if (options.include) builder = builder.include(options.include);
  // E.g. frames sandboxed without scripts, where axe cannot run (it waits on them forever).
  if (options.exclude) builder = builder.exclude(options.exclude);
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
