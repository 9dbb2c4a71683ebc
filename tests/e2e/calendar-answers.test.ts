/**
 * The calendar answers, on a phone: the list follows the month the picker shows, a chosen day's
 * outings come into view (smoothly, or at once when less motion is asked) and a polite live region
 * says how many there are; every date reads with its weekday, every price per person; one
 * heading; the date grid says how to use it with the keyboard. axe checks the result.
 */

import { formatLongDate, formatMonth, formatShortDate } from "@shared/date-format";
import { formatChf } from "@shared/money";
import type { Activity } from "@shared/schemas/activity";
import { isUpcomingDate } from "@shared/time";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations, launchBrowser } from "./support/browser";
import { loadActivities } from "./support/registration";
import { VIEWPORTS, visit } from "./support/site";

let browser: Browser;
let activities: Activity[];

beforeAll(async () => {
  browser = await launchBrowser();
  activities = await loadActivities();
});

afterAll(async () => {
  await browser?.close();
});

/** A phone in French; scrollIntoView's `behavior` is recorded in window.scrolls. */
async function phonePage(reducedMotion: "reduce" | "no-preference"): Promise<Page> {
  const context = await browser.newContext({
    viewport: VIEWPORTS.mobile,
    locale: "fr-CH",
    timezoneId: "Europe/Zurich",
    reducedMotion,
  });
  await context.addInitScript(() => {
    const scrolls: (string | undefined)[] = [];
    (window as unknown as { scrolls: typeof scrolls }).scrolls = scrolls;
    const scrollIntoView = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (options?: boolean | ScrollIntoViewOptions) {
      scrolls.push(typeof options === "object" ? options.behavior : undefined);
      return scrollIntoView.call(this, options);
    };
  });
  const page = await context.newPage();
  await visit(page, "/calendrier");
  await page.getByRole("tab", { name: /^À venir/ }).waitFor();
  return page;
}

function upcoming(): Activity[] {
  return activities
    .filter((a) => isUpcomingDate(a.date))
    .sort((a, b) => `${a.date}${a.heure_rdv}`.localeCompare(`${b.date}${b.heure_rdv}`));
}

function monthAfter(month: string): string {
  const [y, m] = month.split("-").map(Number);
  const next = new Date(Date.UTC(y ?? 0, m ?? 1, 1));
  return next.toISOString().slice(0, 7);
}

/** « 2 sorties », « 1 sortie », « Aucune sortie ». */
function outings(count: number): string {
  return count === 0 ? "Aucune sortie" : count === 1 ? "1 sortie" : `${count} sorties`;
}

async function liveRegion(page: Page, text: string): Promise<void> {
  await page.locator(".calendar-announcement[role=status]", { hasText: text }).waitFor();
  expect(await page.locator(".calendar-announcement[role=status]").textContent()).toBe(text);
}

/** The yyyy-mm-dd dates of the cards in the list, in order. */
function cardDates(page: Page): Promise<string[]> {
  return page
    .locator(".activity-list .activity-facts time[datetime*='-']")
    .evaluateAll((times) => times.map((t) => t.getAttribute("datetime") ?? ""));
}

describe("the calendar answers", () => {
  it("the list follows the shown month", async () => {
    const page = await phonePage("no-preference");
    const soon = upcoming();
    const first = soon[0];
    if (!first) throw new Error("The seed has upcoming outings");
    const month = first.date.slice(0, 7);
    const next = monthAfter(month);
    const fromNext = soon.filter((a) => a.date.slice(0, 7) >= next);
    const inNext = soon.filter((a) => a.date.slice(0, 7) === next);

    // The picker opens on the next outing's month, and the list starts with it.
    await page.getByRole("tab", { name: `À venir (${soon.length})` }).waitFor();
    expect((await cardDates(page))[0]).toBe(first.date);
    await page.getByText(`Activités à venir dès ${formatMonth(month)}`).waitFor();

    await page.getByRole("button", { name: "Aller au mois suivant" }).click();
    await liveRegion(page, `${outings(inNext.length)} en ${formatMonth(next)}`);
    await page.getByRole("tab", { name: `À venir (${fromNext.length})` }).waitFor();
    await page.getByText(`Activités à venir dès ${formatMonth(next)}`).waitFor();
    const dates = await cardDates(page);
    expect(dates.length).toBe(fromNext.length);
    expect(dates.every((date) => date >= `${next}-01`)).toBe(true);
    expect(dates).not.toContain(first.date);

    await page.getByRole("button", { name: "Aller au mois précédent" }).click();
    await page.getByRole("tab", { name: `À venir (${soon.length})` }).waitFor();
    expect((await cardDates(page))[0]).toBe(first.date);
    await page.context().close();
  });

  it("a chosen day's outings scroll into view and are announced", async () => {
    const page = await phonePage("no-preference");
    const day = upcoming()[0]?.date;
    if (!day) throw new Error("The seed has upcoming outings");
    const count = activities.filter((a) => a.date === day).length;
    const results = page.locator(".calendar-results");
    const viewportHeight = VIEWPORTS.mobile.height;
    // On a phone the list sits below the picker, out of sight.
    expect((await results.boundingBox())?.y ?? 0).toBeGreaterThan(viewportHeight);

    const dayButton = page.locator(`[data-day="${day}"] button`);
    await dayButton.click();
    await liveRegion(page, `${outings(count)} le ${formatLongDate(day)}`);
    // The day's first card is in view, below the sticky header.
    const card = page.locator(".calendar-day .activity-card").first();
    await page.waitForFunction(
      () => {
        const top = document.querySelector(".calendar-day .activity-card")?.getBoundingClientRect();
        const header = document.querySelector(".site-header")?.getBoundingClientRect();
        return top && header && top.top >= header.bottom && top.top < window.innerHeight / 2;
      },
      undefined,
      { timeout: 5000 },
    );
    expect(await card.isVisible()).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { scrolls: string[] }).scrolls)).toEqual(
      ["smooth"],
    );
    // The focus stays on the chosen day, for the keyboard to go on from there.
    expect(await dayButton.evaluate((el) => el === document.activeElement)).toBe(true);
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  it("scrolls at once when the visitor asked for less motion", async () => {
    const page = await phonePage("reduce");
    const day = upcoming()[0]?.date;
    if (!day) throw new Error("The seed has upcoming outings");
    await page.locator(`[data-day="${day}"] button`).click();
    await page.locator(".calendar-day .activity-card").first().waitFor();
    expect(await page.evaluate(() => (window as unknown as { scrolls: string[] }).scrolls)).toEqual(
      ["auto"],
    );
    await page.context().close();
  });

  it("dates with their weekday, prices per person, one heading, the grid's keys described", async () => {
    const page = await phonePage("no-preference");
    const cards = page.locator(".activity-list .activity-card");
    const shown = await cards.count();
    expect(shown).toBeGreaterThan(0);
    for (let i = 0; i < Math.min(shown, 5); i++) {
      const card = cards.nth(i);
      const date = (await card.locator("time[datetime*='-']").getAttribute("datetime")) ?? "";
      const title = (await card.getByRole("heading").textContent()) ?? "";
      const activity = activities.find((a) => a.date === date && a.titre === title);
      if (!activity) throw new Error(`No outing ${title} on ${date}`);
      const dateText = (await card.locator("time[datetime*='-']").textContent()) ?? "";
      expect(dateText).toBe(formatShortDate(date));
      expect(dateText).toMatch(/^(lun|mar|mer|jeu|ven|sam|dim)\. \d{1,2} \S+ \d{4}$/);
      if (activity.prix_centimes > 0) {
        expect(await card.locator(".activity-badge-price").textContent()).toBe(
          `${formatChf(activity.prix_centimes)} par personne`,
        );
      }
    }

    // One heading for the calendar: the page's h1.
    expect(await page.getByRole("heading", { name: "Calendrier des activités" }).count()).toBe(1);
    expect(
      await page.getByRole("heading", { level: 1, name: "Calendrier des activités" }).count(),
    ).toBe(1);
    expect(await page.getByText("Calendrier des sorties").count()).toBe(0);
    // Under it, the cards' titles are the next level down: no level is skipped in the outline.
    const levels = await page.evaluate(() =>
      [...document.querySelectorAll("main h1, main h2, main h3, main h4, main h5, main h6")].map(
        (heading) => Number(heading.tagName.slice(1)),
      ),
    );
    expect(levels[0]).toBe(1);
    const skips = levels.filter((level, i) => i > 0 && level > (levels[i - 1] ?? 0) + 1);
    expect(skips).toEqual([]);
    const section = page.locator("section#calendrier");
    expect(await section.getAttribute("aria-labelledby")).toBe(
      await page.getByRole("heading", { level: 1 }).getAttribute("id"),
    );

    // The date grid says how to use it with the keyboard.
    const grid = page.getByRole("grid");
    const describedBy = (await grid.getAttribute("aria-describedby")) ?? "";
    const description = await page.locator(`[id="${describedBy}"]`).textContent();
    expect(description).toContain("flèches");
    expect(description).toContain("Page précédente");
    expect(description).toContain("Entrée");
    await page.context().close();
  });
});
