/**
 * How long a visitor's taps and keys take to show their result on an old phone: the longest
 * event duration of each interaction (Event Timing API), on the built site at 390×844 with the
 * CPU slowed 4× (Lighthouse's mobile setting, `Emulation.setCPUThrottlingRate` over CDP).
 *
 * A `PerformanceObserver({ type: "event", durationThreshold: 16, buffered: true })` is installed
 * before the page's own scripts; each step's entries are grouped by `interactionId` (> 0) and the
 * step's figure is the longest `duration` among them: from the input to the next paint after its
 * handlers, which is what INP counts. Input is real (CDP touch and key events through Playwright's
 * `tap` and keyboard), never `element.click()` from a script. Durations are rounded by the browser
 * to 8 ms; a step whose every event stayed under the threshold counts as 16 (« ≤ 16 »).
 *
 * The journey, in one page load each: /calendrier (the tabs, the month, a day, the registration
 * dialog: open, submit empty, type, close, open again), then the payment link's confirmation page
 * of a fresh registration (the TWINT dialog: open, close; the bank transfer chosen).
 * Median of BENCH_RUNS runs (3). A measurement, never a pass/fail test.
 */
import { zurichToday } from "@shared/time";
import { chromium, type Locator, type Page } from "playwright-core";
import { median } from "./bench-table";
import { confirmationPageThroughLink, confirmationReady } from "./confirmation-page";
import { CHROME_FLAGS, CHROME_PATH } from "./lighthouse-run";
import { openRegistrationDialog } from "./page-weight";

export const CPU_SLOWDOWN = 4;
export const VIEWPORT = { width: 390, height: 844 };
const THRESHOLD_MS = 16;

export interface InteractionBench {
  name: string;
  /** One figure per run (ms), THRESHOLD_MS when nothing reached the threshold; null: not measured. */
  runs: (number | null)[];
  median: number | null;
}

/** Collects the event entries of every interaction, from before the page's first script. */
function observeInteractions(): void {
  const entries: { id: number; name: string; duration: number }[] = [];
  (window as unknown as { __interactionEntries: typeof entries }).__interactionEntries = entries;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (entry.interactionId > 0)
        entries.push({ id: entry.interactionId, name: entry.name, duration: entry.duration });
    }
  }).observe({ type: "event", durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}

type Entries = { id: number; name: string; duration: number }[];

const entryCount = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __interactionEntries: Entries }).__interactionEntries.length,
  );

const entriesFrom = (page: Page, from: number) =>
  page.evaluate(
    (start) =>
      (window as unknown as { __interactionEntries: Entries }).__interactionEntries.slice(start),
    from,
  );

/** Two frames and a pause: the paint after the step has happened and its entries are reported. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 250))),
      ),
  );
}

/** Runs one step (real input, then what shows it is done) and returns its longest interaction. */
async function step(
  page: Page,
  act: () => Promise<void>,
  done: () => Promise<void>,
): Promise<number> {
  await settle(page);
  const before = await entryCount(page);
  await act();
  await done();
  await settle(page);
  const entries = await entriesFrom(page, before);
  const longest = new Map<number, number>();
  for (const entry of entries) {
    longest.set(entry.id, Math.max(longest.get(entry.id) ?? 0, entry.duration));
  }
  return Math.max(THRESHOLD_MS, ...longest.values());
}

const shown = (locator: Locator) => () => locator.waitFor({ state: "visible", timeout: 30_000 });

async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const main = document.querySelector("main");
      return main !== null && Object.keys(main).some((key) => key.startsWith("__reactFiber"));
    },
    undefined,
    { timeout: 60_000 },
  );
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(1000);
}

/** The calendar's steps: tabs, month, day, and the registration dialog. */
async function calendarSteps(page: Page, record: (name: string, ms: number) => void) {
  const tab = (name: RegExp) => page.getByRole("tab", { name });
  const selected = (name: RegExp) => () =>
    page.locator('[role="tab"][aria-selected="true"]', { hasText: name }).waitFor();
  await tab(/^À venir/).waitFor();

  record(
    "Tab « Activités passées »",
    await step(page, () => tab(/^Activités passées/).tap(), selected(/^Activités passées/)),
  );
  record("Tab « À venir »", await step(page, () => tab(/^À venir/).tap(), selected(/^À venir/)));

  const caption = page.locator(".rdp-caption_label");
  const monthBefore = await caption.textContent();
  record(
    "Month grid: next month",
    await step(
      page,
      () => page.locator(".rdp-button_next").tap(),
      async () => {
        await page.waitForFunction(
          (before) => document.querySelector(".rdp-caption_label")?.textContent !== before,
          monthBefore,
        );
      },
    ),
  );
  record(
    "Month grid: previous month",
    await step(
      page,
      () => page.locator(".rdp-button_previous").tap(),
      async () => {
        await page.waitForFunction(
          (before) => document.querySelector(".rdp-caption_label")?.textContent === before,
          monthBefore,
        );
      },
    ),
  );

  // An upcoming day with outings (a past one would switch to the past tab).
  const today = zurichToday();
  const days = await page
    .locator(".rdp-day.has-outing:not([data-outside])")
    .evaluateAll((cells) => cells.map((cell) => cell.getAttribute("data-day") ?? ""));
  const day = days.find((date) => date >= today) ?? days[0];
  record(
    "Month grid: choose a day",
    await step(
      page,
      () => page.locator(`.rdp-day[data-day="${day}"] button`).tap(),
      shown(page.locator(".calendar-day-title")),
    ),
  );
  record(
    "« Toutes les activités »",
    await step(
      page,
      () => page.getByRole("button", { name: "Toutes les activités" }).tap(),
      shown(page.locator(".calendar-month-title")),
    ),
  );

  const dialog = page.locator("dialog[open]");
  record(
    "Open the registration dialog (first time)",
    await step(
      page,
      () => openRegistrationDialog(page, "tap"),
      () => Promise.resolve(),
    ),
  );
  record(
    "Submit the dialog empty (errors shown)",
    await step(
      page,
      () => dialog.getByRole("button", { name: "S'inscrire" }).tap(),
      shown(dialog.locator(".form-summary")),
    ),
  );
  record(
    "Type a character in a field",
    await step(
      page,
      () => page.keyboard.press("M"),
      () => Promise.resolve(),
    ),
  );
  record(
    "Close the dialog",
    await step(
      page,
      () => dialog.getByRole("button", { name: "Fermer" }).tap(),
      () => dialog.waitFor({ state: "detached" }),
    ),
  );
  record(
    "Open the registration dialog (again)",
    await step(
      page,
      () => openRegistrationDialog(page, "tap"),
      () => Promise.resolve(),
    ),
  );
}

/** The confirmation page's steps: the TWINT dialog, then the bank transfer. */
async function confirmationSteps(page: Page, record: (name: string, ms: number) => void) {
  const twint = page.getByRole("button", { name: "Payer avec TWINT (QR code)" });
  await twint.and(page.locator(":enabled")).waitFor();
  const dialog = page.locator("dialog[open]");
  record("Open the TWINT dialog", await step(page, () => twint.tap(), shown(dialog)));
  // Its QR code comes from the API; it is closed once it shows, as a visitor would.
  await dialog
    .locator("svg, img, canvas")
    .first()
    .waitFor({ timeout: 30_000 })
    .catch(() => {});
  record(
    "Close the TWINT dialog",
    await step(
      page,
      () => dialog.getByRole("button", { name: "Fermer" }).first().tap(),
      () => dialog.waitFor({ state: "detached" }),
    ),
  );
  record(
    "Choose the bank transfer",
    await step(
      page,
      () => page.getByRole("button", { name: "Payer par virement (QR-facture)" }).tap(),
      () => Promise.resolve(),
    ),
  );
}

/** One run of the whole journey in a fresh browser context: each step's figure (ms). */
async function oneRun(siteUrl: string, paymentLinkSecret: string): Promise<Map<string, number>> {
  const figures = new Map<string, number>();
  const record = (name: string, ms: number) => {
    figures.set(name, ms);
  };
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: CHROME_FLAGS.slice(1),
  });
  try {
    const context = await browser.newContext({
      viewport: VIEWPORT,
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
      locale: "fr-CH",
    });
    await context.addInitScript(observeInteractions);
    const open = async (address: string) => {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
      await page.goto(`${siteUrl}${address}`, { waitUntil: "domcontentloaded" });
      await hydrated(page);
      return page;
    };
    const calendar = await open("/calendrier");
    await calendarSteps(calendar, record);
    await calendar.close();
    const confirmation = await open(await confirmationPageThroughLink(siteUrl, paymentLinkSecret));
    await confirmationReady(confirmation).waitFor();
    await confirmationSteps(confirmation, record);
  } finally {
    await browser.close();
  }
  return figures;
}

/** Every step's figures over `runs` runs, and their medians, in the journey's order. */
export async function measureInteractions(
  siteUrl: string,
  options: { runs: number; paymentLinkSecret: string; log?: (line: string) => void },
): Promise<InteractionBench[]> {
  const perRun: Map<string, number>[] = [];
  for (let run = 0; run < options.runs; run++) {
    const figures = await oneRun(siteUrl, options.paymentLinkSecret);
    perRun.push(figures);
    options.log?.(
      `Interactions, run ${run + 1}/${options.runs}: ${[...figures.values()].join(", ")} ms`,
    );
  }
  const names = [...new Set(perRun.flatMap((figures) => [...figures.keys()]))];
  return names.map((name) => {
    const runs = perRun.map((figures) => figures.get(name) ?? null);
    return { name, runs, median: median(runs) };
  });
}

const shownMs = (value: number | null) =>
  value === null ? "–" : value <= THRESHOLD_MS ? `≤ ${THRESHOLD_MS}` : `${Math.round(value)}`;

export function interactionsTable(rows: readonly InteractionBench[]): string {
  return [
    "| interaction | median (ms) | runs (ms) |",
    "| --- | --- | --- |",
    ...rows.map(
      (row) => `| ${row.name} | ${shownMs(row.median)} | ${row.runs.map(shownMs).join(", ")} |`,
    ),
  ].join("\n");
}
