/**
 * The calendar and its registration dialog from 320 px: at 320, 360 and 390 px wide, /calendrier
 * does not scroll sideways, nor with the registration dialog open, and every button of the
 * dialog lies within the screen's width.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage } from "./support/browser";
import { activityWithRoom, openRegistrationDialog } from "./support/registration";
import { visit } from "./support/site";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const scrollWidth = (page: Page) => page.evaluate(() => document.scrollingElement?.scrollWidth);

describe("the calendar's keyboard hint", () => {
  it("shows on a laptop, not on a touch phone, where the grid keeps it as its description", async () => {
    const hint = (page: Page) => page.locator(".outing-date-picker .outing-date-picker-hint");
    const laptop = await newPage(browser);
    await visit(laptop, "/calendrier");
    await laptop.getByRole("grid").first().waitFor();
    expect(await hint(laptop).isVisible()).toBe(true);
    await laptop.context().close();

    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
      locale: "fr-CH",
      timezoneId: "Europe/Zurich",
    });
    const phone = await context.newPage();
    await visit(phone, "/calendrier");
    const grid = phone.getByRole("grid").first();
    await grid.waitFor();
    expect(await hint(phone).isVisible()).toBe(false);
    const describedBy = (await grid.getAttribute("aria-describedby")) ?? "";
    expect(describedBy).not.toBe("");
    await context.close();
  });
});

describe("the calendar on small phones", () => {
  for (const width of [320, 360, 390]) {
    it(`fits ${width} px, with the registration dialog open`, async () => {
      const page = await newPage(browser, { width, height: 740 });
      await visit(page, "/calendrier");
      await page.getByRole("tab", { name: /^À venir/ }).waitFor();
      expect(await scrollWidth(page), "the calendar").toBe(width);
      const dialog = await openRegistrationDialog(page, await activityWithRoom());
      expect(await scrollWidth(page), "with the dialog").toBe(width);
      const outside = await dialog.evaluate((d) =>
        [...d.querySelectorAll("button")]
          .filter((b) => b.getClientRects().length > 0)
          .filter((b) => {
            const box = b.getBoundingClientRect();
            return box.left < 0 || box.right > window.innerWidth;
          })
          .map((b) => `${b.textContent?.trim()} (${Math.round(b.getBoundingClientRect().right)})`),
      );
      expect(outside).toEqual([]);
      await page.context().close();
    });
  }
});
