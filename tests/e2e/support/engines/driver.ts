/**
 * One small, engine-neutral way to drive a journey, so that the same steps run in Chromium,
 * WebKit (Safari's engine) and Gecko (Firefox's).
 *
 * Why this shape: playwright-core drives only its own patched WebKit and Firefox builds, which
 * cannot be downloaded here; Debian's engines speak the standards instead (WebKitWebDriver: W3C
 * WebDriver; firefox-esr: WebDriver BiDi). So each engine gives a few primitives (`EngineDriver`:
 * go to an address, run a function in the page, get one element, click it, type into it, press a
 * key) and everything else is built once on top of them, here:
 * - elements are found inside the page by the same code in every engine (`queryAll`: role and
 *   accessible name, label, text), re-resolved before each action as Playwright's locators are;
 * - `EnginePage` and `EngineLocator` offer the subset of Playwright's Page and Locator the journey
 *   helpers use (getByRole, getByLabel, getByText, filter, first, fill, check, click, selectOption,
 *   waitFor, waitForURL...), so that helpers typed with `PageLike` / `LocatorLike` take a
 *   Playwright page as well as any engine's;
 * - the site's Content-Security-Policy is watched in every engine: Chromium's pages by
 *   tests/e2e/support/browser.ts, the others' by the page's own `securitypolicyviolation` events
 *   (`CSP_WATCH`; Gecko installs it before any script of each document, WebKit, whose WebDriver
 *   has no such hook, as soon as the test next touches a new document), all failing the test in
 *   tests/support/e2e-setup.ts;
 * - clicks and typing are the engine's own trusted input (WebDriver element click and send keys,
 *   BiDi input actions, Playwright's), not events made up in the page; only `selectOption` sets the
 *   option in the page and sends input/change, as Playwright does.
 */
import { reportCspViolations } from "../browser";
import { queryAll, type Step, toPageText } from "./in-page-query";

export const ENGINES = ["chromium", "webkit", "gecko"] as const;
export type Engine = (typeof ENGINES)[number];

/** What an engine must do; `ElementRef` is its own reference to one element. */
export interface EngineDriver<ElementRef = unknown> {
  goto(url: string): Promise<void>;
  currentUrl(): Promise<string>;
  /** Runs the expression's value (a function) with `arg` in the page; its JSON result. */
  evaluate<T>(functionSource: string, arg: unknown): Promise<T>;
  /** The one element the function returns, or the number it returns instead. */
  element(functionSource: string, arg: unknown): Promise<ElementRef | number>;
  click(element: ElementRef): Promise<void>;
  /** Replaces the field's value by typing `text` into it. */
  type(element: ElementRef, text: string): Promise<void>;
  press(key: "Enter" | "Escape" | "Tab"): Promise<void>;
  close(): Promise<void>;
}

/** Keeps the document's CSP violations in `window.__cspViolations` (once per document). */
export const CSP_WATCH = `() => {
  if (window.__cspViolations) return;
  window.__cspViolations = [];
  document.addEventListener("securitypolicyviolation", (e) => {
    window.__cspViolations.push(location.href + ": " + e.effectiveDirective + " blocked " +
      (e.blockedURI || "?") + (e.sourceFile ? " at " + e.sourceFile + ":" + e.lineNumber : ""));
  }, true);
}`;
const CSP_TAKE = `() => { (${CSP_WATCH})(); return window.__cspViolations.splice(0); }`;

const TIMEOUT_MS = 15_000;
const POLL_MS = 100;
const QUERY = queryAll.toString();
/** Exactly one element of the chain, or how many there are (0, or more than one). */
const ONE = `(chain) => { const all = (${QUERY})(chain); return all.length === 1 ? all[0] : all.length; }`;
const COUNT = `(chain) => (${QUERY})(chain).length`;

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Retries `attempt` until it answers something other than undefined, or the time is up. */
async function until<T>(
  what: string,
  attempt: () => Promise<T | undefined>,
  timeoutMs = TIMEOUT_MS,
): Promise<T> {
  const end = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const answer = await attempt();
      if (answer !== undefined) return answer;
    } catch (error) {
      // A page between two documents, an element covered a moment: asked again.
      if (error instanceof StrictModeViolation) throw error;
      last = error;
    }
    if (Date.now() > end) {
      const cause = last instanceof Error ? `: ${last.message}` : "";
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}${cause}`);
    }
    await sleep(POLL_MS);
  }
}

class StrictModeViolation extends Error {}

type Text = string | RegExp;
interface NameOptions {
  name?: Text;
  exact?: boolean;
  level?: number;
}
interface WaitOptions {
  state?: "visible" | "attached" | "detached" | "hidden";
  timeout?: number;
}

/** The part of a Playwright Locator the journey helpers use. */
export interface LocatorLike {
  getByRole(role: string, options?: NameOptions): LocatorLike;
  getByLabel(text: Text, options?: { exact?: boolean }): LocatorLike;
  getByText(text: Text, options?: { exact?: boolean }): LocatorLike;
  locator(selector: string): LocatorLike;
  filter(options: { hasText: Text }): LocatorLike;
  first(): LocatorLike;
  nth(index: number): LocatorLike;
  count(): Promise<number>;
  waitFor(options?: WaitOptions): Promise<void>;
  click(): Promise<void>;
  fill(value: string): Promise<void>;
  check(): Promise<void>;
  selectOption(value: string): Promise<unknown>;
  innerText(): Promise<string>;
  textContent(): Promise<string | null>;
}

/** The part of a Playwright Page the journey helpers use. */
export interface PageLike {
  goto(url: string, options?: { waitUntil?: "domcontentloaded" }): Promise<unknown>;
  waitForFunction(pageFunction: () => boolean): Promise<unknown>;
  waitForURL(
    url: string | RegExp | ((url: URL) => boolean),
    options?: { timeout?: number },
  ): Promise<void>;
  getByRole(role: string, options?: NameOptions): LocatorLike;
  getByLabel(text: Text, options?: { exact?: boolean }): LocatorLike;
  getByText(text: Text, options?: { exact?: boolean }): LocatorLike;
  locator(selector: string): LocatorLike;
}

function roleStep(role: string, options: NameOptions = {}): Step {
  return {
    by: "role",
    role,
    ...(options.name === undefined ? {} : { name: toPageText(options.name) }),
    ...(options.exact === undefined ? {} : { exact: options.exact }),
    ...(options.level === undefined ? {} : { level: options.level }),
  };
}

export class EngineLocator implements LocatorLike {
  constructor(
    private readonly driver: EngineDriver,
    private readonly chain: Step[],
    /** Before a click, which may leave the document: its CSP violations are read. */
    private readonly beforeClick: () => Promise<void>,
  ) {}

  private narrow(step: Step): EngineLocator {
    return new EngineLocator(this.driver, [...this.chain, step], this.beforeClick);
  }

  private get description(): string {
    return JSON.stringify(this.chain);
  }

  getByRole(role: string, options?: NameOptions): EngineLocator {
    return this.narrow(roleStep(role, options));
  }

  getByLabel(text: Text, options: { exact?: boolean } = {}): EngineLocator {
    return this.narrow({ by: "label", text: toPageText(text), exact: options.exact });
  }

  getByText(text: Text, options: { exact?: boolean } = {}): EngineLocator {
    return this.narrow({ by: "text", text: toPageText(text), exact: options.exact });
  }

  locator(selector: string): EngineLocator {
    return this.narrow({ by: "css", selector });
  }

  filter({ hasText }: { hasText: Text }): EngineLocator {
    return this.narrow({ by: "hasText", text: toPageText(hasText) });
  }

  first(): EngineLocator {
    return this.nth(0);
  }

  nth(index: number): EngineLocator {
    return this.narrow({ by: "nth", index });
  }

  count(): Promise<number> {
    return this.driver.evaluate<number>(COUNT, this.chain);
  }

  async waitFor({ state = "visible", timeout = TIMEOUT_MS }: WaitOptions = {}): Promise<void> {
    const wanted = state === "visible" || state === "attached";
    await until(
      `${this.description} to be ${state}`,
      async () => {
        const count = await this.count();
        if (wanted && count > 1) this.strictModeViolation(count);
        return (count === 1) === wanted ? true : undefined;
      },
      timeout,
    );
  }

  private strictModeViolation(count: number): never {
    throw new StrictModeViolation(`${this.description} matches ${count} elements, not one`);
  }

  /** The one element of the locator, once there (as Playwright, an error if there are more). */
  private async element(): Promise<unknown> {
    return until(`${this.description} to be visible`, async () => {
      const found = await this.driver.element(ONE, this.chain);
      if (typeof found !== "number") return found;
      if (found > 1) this.strictModeViolation(found);
      return undefined;
    });
  }

  /** Runs `(element, arg) => ...` on the locator's element, in the page. */
  private inPage<T>(body: string, arg: unknown = null): Promise<T> {
    return this.driver.evaluate<T>(
      `([chain, arg]) => { const element = (${QUERY})(chain)[0]; return (${body})(element, arg); }`,
      [this.chain, arg],
    );
  }

  async click(): Promise<void> {
    await until(`a click on ${this.description}`, async () => {
      const element = await this.element();
      await this.beforeClick();
      await this.driver.click(element);
      return true;
    });
  }

  async fill(value: string): Promise<void> {
    await until(`${this.description} to hold « ${value} »`, async () => {
      await this.driver.type(await this.element(), value);
      const now = await this.inPage<string>("(element) => element.value");
      return now === value ? true : undefined;
    });
  }

  async check(): Promise<void> {
    const checked = () => this.inPage<boolean>("(element) => element.checked === true");
    await until(`${this.description} to be checked`, async () => {
      if (!(await checked())) await this.driver.click(await this.element());
      return (await checked()) ? true : undefined;
    });
  }

  async selectOption(value: string): Promise<string[]> {
    await this.element();
    const chosen = await this.inPage<string | null>(
      `(select, wanted) => {
        const option = [...select.options].find((o) => o.value === wanted || o.label === wanted);
        if (!option) return null;
        option.selected = true;
        select.dispatchEvent(new Event("input", { bubbles: true }));
        select.dispatchEvent(new Event("change", { bubbles: true }));
        return option.value;
      }`,
      value,
    );
    if (chosen === null) throw new Error(`${this.description} has no option « ${value} »`);
    return [chosen];
  }

  async innerText(): Promise<string> {
    await this.element();
    return this.inPage<string>("(element) => element.innerText");
  }

  async textContent(): Promise<string | null> {
    await this.element();
    return this.inPage<string | null>("(element) => element.textContent");
  }
}

/** Playwright's glob for a URL: `**` any characters, `*` any but « / ». */
function globToRegExp(glob: string): RegExp {
  const parts = glob.split("**").map((part) =>
    part
      .split("*")
      .map((piece) => piece.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
      .join("[^/]*"),
  );
  return new RegExp(`^${parts.join(".*")}$`);
}

export class EnginePage implements PageLike {
  readonly keyboard: { press(key: "Enter" | "Escape" | "Tab"): Promise<void> };

  constructor(
    readonly engine: Engine,
    private readonly driver: EngineDriver,
    /** False where the engine's CSP reports are read otherwise (Chromium's CDP). */
    private readonly watchCsp = true,
  ) {
    this.keyboard = {
      press: async (key) => {
        await this.takeCspViolations();
        await driver.press(key);
      },
    };
  }

  private root(): EngineLocator {
    return new EngineLocator(this.driver, [], () => this.takeCspViolations());
  }

  /** Hands the document's CSP violations so far to the e2e setup's check. */
  private async takeCspViolations(): Promise<void> {
    if (!this.watchCsp) return;
    const lines = await this.driver.evaluate<string[]>(CSP_TAKE, null).catch(() => []);
    reportCspViolations(lines);
  }

  async goto(url: string): Promise<null> {
    await this.takeCspViolations();
    await this.driver.goto(url);
    await this.takeCspViolations();
    return null;
  }

  currentUrl(): Promise<string> {
    return this.driver.currentUrl();
  }

  async waitForFunction(pageFunction: () => boolean, timeout = TIMEOUT_MS): Promise<void> {
    const source = pageFunction.toString();
    await until(
      `the page to answer true to ${source}`,
      async () =>
        (await this.driver.evaluate<boolean>(`() => (${source})()`, null)) ? true : undefined,
      timeout,
    );
  }

  async waitForURL(
    url: string | RegExp | ((url: URL) => boolean),
    { timeout = TIMEOUT_MS }: { timeout?: number } = {},
  ): Promise<void> {
    const pattern = typeof url === "string" ? globToRegExp(url) : url;
    const fits = (href: string) =>
      pattern instanceof RegExp ? pattern.test(href) : pattern(new URL(href));
    await until(
      `the address to match ${String(url)}`,
      async () => (fits(await this.driver.currentUrl()) ? true : undefined),
      timeout,
    );
    await this.takeCspViolations();
  }

  /** Runs a function in the page with one JSON argument; its JSON result. */
  evaluate<T, A = null>(pageFunction: (arg: A) => T, arg?: A): Promise<T> {
    return this.driver.evaluate<T>(pageFunction.toString(), arg ?? null);
  }

  getByRole(role: string, options?: NameOptions): EngineLocator {
    return this.root().getByRole(role, options);
  }

  getByLabel(text: Text, options?: { exact?: boolean }): EngineLocator {
    return this.root().getByLabel(text, options);
  }

  getByText(text: Text, options?: { exact?: boolean }): EngineLocator {
    return this.root().getByText(text, options);
  }

  locator(selector: string): EngineLocator {
    return this.root().locator(selector);
  }

  async close(): Promise<void> {
    await this.takeCspViolations();
    await this.driver.close();
  }
}

/** An engine's browser: one fresh page (no cookies, no storage) per journey. */
export interface EngineBrowser {
  readonly engine: Engine;
  newPage(viewport?: { width: number; height: number }): Promise<EnginePage>;
  close(): Promise<void>;
}
