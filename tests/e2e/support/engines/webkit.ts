/**
 * WebKit (Safari's engine) for the engine-neutral journeys: Debian's WebKitWebDriver
 * (webkit2gtk-driver), spoken to in W3C WebDriver by the few commands below (a client of its own:
 * lighter than webdriverio, which would bring its own driver management). The file starts an Xvfb
 * display of its own and the driver on a free loopback port; each page is a session of its own
 * (MiniBrowser, a fresh profile); `close` ends the sessions, the driver and the display.
 *
 * Why Xvfb: WebKitGTK 2.50's MiniBrowser has no --headless (that is WPE's); without a display the
 * session request hangs. `Xvfb -displayfd` picks a free display number itself, so files and
 * engineers running side by side do not collide.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { freePort } from "../../../support/free-port";
import { type EngineBrowser, type EngineDriver, EnginePage } from "./driver";

export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? "/usr/bin/WebKitWebDriver";
const ELEMENT = "element-6066-11e4-a52e-4f735466cecf";
const COMMAND_TIMEOUT_MS = 60_000;
/** WebDriver's code points for the keys pressed here. */
const KEYS = {
  Enter: "\uE007",
  Escape: "\uE00C",
  Tab: "\uE004",
  Backspace: "\uE003",
} as const;

interface ElementRef {
  [ELEMENT]: string;
}

class WebDriverError extends Error {}

/** One W3C WebDriver command; its `value`, or a WebDriverError with the driver's message. */
async function command<T>(base: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { "content-type": "application/json; charset=utf-8" },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(COMMAND_TIMEOUT_MS),
  });
  const answer = (await response.json()) as { value: T & { error?: string; message?: string } };
  if (!response.ok) {
    throw new WebDriverError(`${method} ${path}: ${answer.value.error}: ${answer.value.message}`);
  }
  return answer.value;
}

function webDriverSession(base: string, sessionId: string): EngineDriver<ElementRef> {
  const session = <T>(method: string, path: string, body?: unknown) =>
    command<T>(base, method, `/session/${sessionId}${path}`, body);
  const execute = <T>(functionSource: string, arg: unknown) =>
    session<T>("POST", "/execute/sync", {
      script: `return (${functionSource})(arguments[0]);`,
      args: [arg],
    });
  return {
    goto: async (url) => {
      await session("POST", "/url", { url });
    },
    currentUrl: () => session<string>("GET", "/url"),
    evaluate: execute,
    element: (functionSource, arg) => execute<ElementRef | number>(functionSource, arg),
    click: async (element) => {
      await session("POST", `/element/${element[ELEMENT]}/click`, {});
    },
    type: async (element, text) => {
      // As a visitor replaces a field's text: into it, all selected, deleted by the new text.
      // Neither Element Clear (WebKitWebDriver finds a number field « not interactable » for
      // it) nor Control+A in Send Keys (the modifier is not let go: nothing is typed after it).
      await session("POST", "/execute/sync", {
        script: "arguments[0].focus(); arguments[0].select?.();",
        args: [element],
      });
      await session("POST", `/element/${element[ELEMENT]}/value`, {
        text: `${KEYS.Backspace}${text}`,
      });
    },
    press: async (key) => {
      const value = KEYS[key];
      await session("POST", "/actions", {
        actions: [
          {
            type: "key",
            id: "keyboard",
            actions: [
              { type: "keyDown", value },
              { type: "keyUp", value },
            ],
          },
        ],
      });
      await session("DELETE", "/actions");
    },
    close: async () => {
      await session("DELETE", "");
    },
  };
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

async function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child) return;
  const gone = exited(child);
  child.kill("SIGTERM");
  const late = setTimeout(() => child.kill("SIGKILL"), 5_000);
  await gone;
  clearTimeout(late);
}

/** An X display of its own; resolves with the child and its number. */
async function startXvfb(): Promise<{ xvfb: ChildProcess; display: string }> {
  const xvfb = spawn(
    "Xvfb",
    ["-displayfd", "3", "-nolisten", "tcp", "-screen", "0", "1280x1024x24"],
    { stdio: ["ignore", "ignore", "pipe", "pipe"] },
  );
  let errors = "";
  xvfb.stderr?.on("data", (chunk) => {
    errors += chunk;
  });
  const display = await new Promise<string>((resolve, reject) => {
    let written = "";
    xvfb.stdio[3]?.on("data", (chunk) => {
      written += chunk;
      if (written.includes("\n")) resolve(`:${written.trim()}`);
    });
    xvfb.once("exit", (code) => reject(new Error(`Xvfb ended (${code}): ${errors}`)));
    xvfb.once("error", reject);
  });
  return { xvfb, display };
}

/**
 * The site's narrowest breakpoint (600 px, registration.css and payment.css): below it every phone
 * gets one layout.
 * MiniBrowser's window cannot be made narrower than its header bar (447 px here), so a phone's
 * 390 px becomes that width, which is still below it: the same layout a phone gets.
 */
const NARROWEST_BREAKPOINT_PX = 600;

/** Sizes the window so that the page gets `viewport` (its rectangle holds its frame). */
async function sizeWindow(
  base: string,
  sessionId: string,
  session: EngineDriver<ElementRef>,
  viewport: { width: number; height: number },
): Promise<void> {
  const rect = (size: { width: number; height: number }) =>
    command(base, "POST", `/session/${sessionId}/window/rect`, size);
  const measure = () =>
    session.evaluate<[number, number, number, number]>(
      "() => [innerWidth, innerHeight, outerWidth, outerHeight]",
      null,
    );
  await rect(viewport);
  const [innerWidth, innerHeight, outerWidth, outerHeight] = await measure();
  await rect({
    width: viewport.width + outerWidth - innerWidth,
    height: viewport.height + outerHeight - innerHeight,
  });
  const [width, height] = await measure();
  const sameLayout =
    width === viewport.width || (viewport.width < width && width < NARROWEST_BREAKPOINT_PX);
  if (!sameLayout || height !== viewport.height) {
    throw new Error(
      `WebKit's page is ${width}×${height}, not ${viewport.width}×${viewport.height}`,
    );
  }
}

export async function openWebKit(): Promise<EngineBrowser> {
  const { xvfb, display } = await startXvfb();
  let driver: ChildProcess | undefined;
  try {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    driver = spawn(WEBKIT_DRIVER_PATH, [`--port=${port}`, "--host=local"], {
      env: { ...process.env, DISPLAY: display, TZ: "Europe/Zurich", LANG: "fr_CH.UTF-8" },
      stdio: "ignore",
    });
    const started = Date.now();
    for (;;) {
      const ready = await command<{ ready: boolean }>(base, "GET", "/status").catch(() => null);
      if (ready?.ready) break;
      if (Date.now() - started > 10_000) throw new Error("WebKitWebDriver did not start");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const open = new Set<EnginePage>();
    return {
      engine: "webkit",
      newPage: async (viewport = { width: 1280, height: 800 }) => {
        const { sessionId } = await command<{ sessionId: string }>(base, "POST", "/session", {
          // The default page load strategy (« normal »): with « eager », WebKitWebDriver 2.50
          // leaves the first command after a navigation unanswered.
          capabilities: {
            alwaysMatch: {
              "webkitgtk:browserOptions": { args: ["--automation"] },
            },
          },
        });
        const session = webDriverSession(base, sessionId);
        try {
          await sizeWindow(base, sessionId, session, viewport);
        } catch (error) {
          await session.close().catch(() => undefined);
          throw error;
        }
        const page = new EnginePage("webkit", {
          ...session,
          close: async () => {
            open.delete(page);
            await session.close();
          },
        });
        open.add(page);
        return page;
      },
      close: async () => {
        await Promise.all([...open].map((page) => page.close().catch(() => undefined)));
        await stop(driver);
        await stop(xvfb);
      },
    };
  } catch (error) {
    await stop(driver);
    await stop(xvfb);
    throw error;
  }
}
