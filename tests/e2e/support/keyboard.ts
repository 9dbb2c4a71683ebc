/**
 * The keyboard of the e2e journeys: keys pressed one at a time (keyboard.press only, the fields'
 * text included), counted, and at every stop the focused element checked visible: not obscured
 * (focus-obscured.ts) and its indicator measured (focus-ring.ts).
 */
import type { Page } from "playwright-core";
import { focusObstruction } from "./focus-obscured";
import { type FocusRing, measureFocusRing } from "./focus-ring";

export type Stop = FocusRing & { key: string; obscured: string | null };

/**
 * Presses keys one at a time, counts them, and checks the focused element at each stop: not
 * obscured, and its indicator measured.
 */
export class Keyboard {
  presses = 0;
  /** Characters pressed into fields, counted apart from the keys that move through the page. */
  characters = 0;
  /** Keys that led to another page (no stop there: the next page's arrival is one). */
  departures = 0;
  arrivals = 0;
  readonly stops: Stop[] = [];
  constructor(private readonly page: Page) {}

  async press(key: string): Promise<void> {
    this.presses++;
    await this.page.keyboard.press(key);
    await this.settle();
    await this.check(key);
  }

  /** Presses a key that leads to another page: the page it leaves has no stop to check. */
  async pressToLeave(key: string): Promise<void> {
    this.presses++;
    this.departures++;
    await this.page.keyboard.press(key);
  }

  /**
   * Presses each character of `text` into the focused field (keyboard.press per character: what
   * keyboard.type does, spelled out so that the journey uses keyboard.press only).
   */
  async pressText(text: string): Promise<void> {
    for (const character of text) {
      this.characters++;
      await this.page.keyboard.press(character);
    }
  }

  /** Presses `key` until the focused element matches `selector`, at most `limit` times. */
  async pressUntil(key: string, selector: string, limit: number): Promise<void> {
    for (let i = 0; i < limit && !(await this.focusedMatches(selector)); i++) {
      await this.press(key);
    }
    if (!(await this.focusedMatches(selector))) {
      const focused = await this.page.evaluate(() =>
        document.activeElement?.outerHTML.slice(0, 120),
      );
      throw new Error(`${key} ×${limit} did not reach ${selector} (focus on ${focused})`);
    }
  }

  focusedMatches(selector: string): Promise<boolean> {
    return this.page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector);
  }

  /** The focused element where the page put it on arrival (a heading), checked as a stop. */
  async arrived(): Promise<void> {
    this.arrivals++;
    await this.settle();
    await this.check("(arrivée)");
  }

  private async check(key: string): Promise<void> {
    const ring = await measureFocusRing(this.page);
    if (ring) this.stops.push({ ...ring, key, obscured: await focusObstruction(this.page) });
  }

  /** Lets React render and the focus settle after a key (two frames). */
  private async settle(): Promise<void> {
    await this.page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
  }
}

/**
 * Stops whose indicator is too thin, too faint, partly hidden or covered; the skip link's target
 * (main, the whole content) is no control.
 */
export function weakStops(stops: readonly Stop[]): string[] {
  return stops
    .filter((stop) => !stop.element.startsWith("main#contenu"))
    .filter(
      (s) =>
        s.outlineWidth < 2 ||
        s.insideContrast < 3 ||
        s.outsideContrast < 3 ||
        s.hiddenBy ||
        s.obscured,
    )
    .map(
      (s) =>
        `${s.key} -> ${s.element}: ${s.outlineWidth}px, ${s.insideContrast.toFixed(2)}:1 inside, ${s.outsideContrast.toFixed(2)}:1 outside${s.hiddenBy ? `, hidden by ${s.hiddenBy}` : ""}${s.obscured ? `, ${s.obscured}` : ""}`,
    );
}
