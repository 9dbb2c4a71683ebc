/**
 * The keyboard alone, from /calendrier to the payment choice (/confirmation-inscription after
 * registering): every key pressed is counted (the fields' text is typed apart, with
 * keyboard.type), at most 30, and at every stop the focused element's indicator is measured in
 * the page: an outline of at least 2 px that contrasts at least 3:1 with what touches it on both
 * sides (WCAG 2.2 « Focus Appearance »).
 */

import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations, launchBrowser, newPage } from "./support/browser";
import { type FocusRing, measureFocusRing } from "./support/focus-ring";
import { newVisitor } from "./support/registration";
import { VIEWPORTS, type ViewportName, visit } from "./support/site";

const MAX_PRESSES = 30;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

type Stop = FocusRing & { key: string };

/** Presses keys one at a time, counts them, and measures the focus indicator at each stop. */
class Keyboard {
  presses = 0;
  readonly stops: Stop[] = [];
  constructor(private readonly page: Page) {}

  async press(key: string): Promise<void> {
    this.presses++;
    await this.page.keyboard.press(key);
    await this.settle();
    const ring = await measureFocusRing(this.page);
    if (ring) this.stops.push({ ...ring, key });
  }

  /** Presses `key` until the focused element matches `selector`, at most `limit` times. */
  async pressUntil(key: string, selector: string, limit: number): Promise<void> {
    for (let i = 0; i < limit && !(await this.focusedMatches(selector)); i++) {
      await this.press(key);
    }
    if (!(await this.focusedMatches(selector))) {
      throw new Error(`${key} ×${limit} did not reach ${selector}`);
    }
  }

  focusedMatches(selector: string): Promise<boolean> {
    return this.page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector);
  }

  /** Lets React render and the focus settle after a key (two frames). */
  private async settle(): Promise<void> {
    await this.page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
  }
}

/**
 * Stops whose indicator is too thin, too faint or partly hidden; the skip link's target (main,
 * the whole content) is no control.
 */
function weakStops(stops: readonly Stop[]): string[] {
  return stops
    .filter((stop) => !stop.element.startsWith("main#contenu"))
    .filter(
      (s) => s.outlineWidth < 2 || s.insideContrast < 3 || s.outsideContrast < 3 || s.hiddenBy,
    )
    .map(
      (s) =>
        `${s.key} -> ${s.element}: ${s.outlineWidth}px, ${s.insideContrast.toFixed(2)}:1 inside, ${s.outsideContrast.toFixed(2)}:1 outside${s.hiddenBy ? `, hidden by ${s.hiddenBy}` : ""}`,
    );
}

describe("keyboard only, from the calendar to the payment choice", () => {
  it.each(Object.keys(VIEWPORTS) as ViewportName[])(
    `%s: registers in at most ${MAX_PRESSES} key presses, the focus visible at every stop`,
    async (viewport) => {
      const visitor = newVisitor("clavier");
      const page = await newPage(browser, VIEWPORTS[viewport]);
      await visit(page, "/calendrier");
      await page.getByRole("tab", { name: /^À venir/ }).waitFor();
      const keys = new Keyboard(page);

      // The skip link, then on to the first card whose « S'inscrire » is open.
      await keys.press("Tab");
      expect(await keys.focusedMatches(".skip-link")).toBe(true);
      await keys.press("Enter");
      await keys.pressUntil("Tab", "button.activity-register:not([disabled])", 12);
      const label = await page.evaluate(() => document.activeElement?.getAttribute("aria-label"));
      const title = (label ?? "").replace("S'inscrire : ", "");
      await keys.press("Enter");
      const dialog = page.getByRole("dialog", { name: `Inscription à ${title}` });
      await dialog.waitFor();

      // The dialog opens on its first field, not on « Fermer ».
      expect(await keys.focusedMatches("dialog input[name='nom']")).toBe(true);
      await page.keyboard.type("Berset");
      await keys.pressUntil("Tab", "dialog input[name='prenom']", 2);
      await page.keyboard.type("Claudine");
      await keys.pressUntil("Tab", "dialog input[name='email']", 2);
      await page.keyboard.type(visitor.email);
      await keys.pressUntil("Tab", "dialog input[name='telephone']", 3);
      await page.keyboard.type(visitor.phone);
      await keys.pressUntil("Tab", "dialog input[name='date_naissance']", 3);
      // 1 Feb or 2 Jan 1956, whichever order the browser's date field takes: a valid birth date.
      await page.keyboard.type("01021956");
      expect(await dialog.getByLabel("Date de naissance").inputValue()).toMatch(
        /^1956-0[12]-0[12]$/,
      );
      await keys.pressUntil("Tab", "dialog select[name='niveau_pratique']", 3);
      await keys.press("ArrowDown");
      expect(await dialog.getByLabel("Niveau de pratique").inputValue()).not.toBe("");
      await keys.pressUntil("Tab", "dialog input[name='adresse_complete']", 2);
      await page.keyboard.type("Rue du Vieux-Moulin 3, 1264 Saint-Cergue");
      // One participant (the default); « Tout cocher » ticks the four consents.
      await keys.pressUntil("Tab", "dialog .form-check-all input", 10);
      await keys.press("Space");
      // Enter on a field of the form sends it.
      const answer = page.waitForResponse(
        (r) => r.url().endsWith("/api/inscriptions") && r.request().method() === "POST",
      );
      await keys.press("Enter");
      expect((await answer).status()).toBe(201);

      // The confirmation page: its heading has the focus, not <body>.
      await page.waitForURL("**/confirmation-inscription");
      const heading = page.getByRole("heading", { level: 1 });
      await heading.waitFor();
      await page.waitForFunction(() => document.activeElement?.tagName === "H1");
      const arrival = await measureFocusRing(page);
      if (arrival) keys.stops.push({ ...arrival, key: "(arrivée)" });

      expect(keys.presses).toBeLessThanOrEqual(MAX_PRESSES);
      expect(weakStops(keys.stops)).toEqual([]);
      // Every stop was measured: one per key, and the heading on arrival.
      expect(keys.stops.length).toBe(keys.presses + 1);
      await expectNoAxeViolations(page);
      console.info(`keyboard journey (${viewport}): ${keys.presses} key presses`);
      await page.context().close();
    },
  );
});

describe("the focus ring on the site's coloured backgrounds", () => {
  it("keeps 2 px and 3:1 in the hero band, on mist and in the dark footer", async () => {
    const page = await newPage(browser);
    const places: [string, string][] = [
      ["/", ".hero-band a"],
      ["/", ".site-footer a"],
      ["/activites/vtt-electrique-groupe", ".has-background-mist a"],
    ];
    const measured: string[] = [];
    for (const [path, selector] of places) {
      await visit(page, path);
      // Keyboard use first, so that the browser shows the ring (:focus-visible) on focus().
      await page.keyboard.press("Tab");
      const target = page.locator(selector).first();
      await target.scrollIntoViewIfNeeded();
      await target.focus();
      await page.waitForTimeout(50);
      const background = await target.evaluate((el) => {
        for (let node: Element | null = el.parentElement; node; node = node.parentElement) {
          const color = getComputedStyle(node).backgroundColor;
          if (color !== "rgba(0, 0, 0, 0)") return color;
        }
        return "white";
      });
      // Each place is indeed coloured (not white), or the check would prove nothing.
      expect(background).not.toMatch(/^(white|rgb\(255, 255, 255\))$/);
      const ring = await measureFocusRing(page);
      if (!ring) throw new Error(`${selector}: nothing focused`);
      measured.push(
        `${selector} on ${background}: ${ring.outlineWidth}px ${ring.insideContrast.toFixed(1)}:1 / ${ring.outsideContrast.toFixed(1)}:1`,
      );
      expect(ring.outlineWidth, selector).toBeGreaterThanOrEqual(2);
      expect(ring.insideContrast, selector).toBeGreaterThanOrEqual(3);
      expect(ring.outsideContrast, selector).toBeGreaterThanOrEqual(3);
    }
    console.info(measured.join("\n"));
    await page.context().close();
  });
});
