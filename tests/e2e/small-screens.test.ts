/**
 * The calendar and its registration dialog from 320 px: at 320, 360 and 390 px wide, /calendrier
 * does not scroll sideways, nor with the registration dialog open, and every button of the
 * dialog lies within the screen's width. On a phone's touch screen the dialog's head and foot stay
 * compact, it opens with the outing's date and meeting place in view above its first field, and
 * only its body scrolls: the dialog itself never slides its content away.
 */
import type { Browser, Locator, Page } from "playwright-core";
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

    const phone = await newPage(browser, { width: 390, height: 844 }, { touch: true });
    await visit(phone, "/calendrier");
    const grid = phone.getByRole("grid").first();
    await grid.waitFor();
    expect(await hint(phone).isVisible()).toBe(false);
    const describedBy = (await grid.getAttribute("aria-describedby")) ?? "";
    expect(describedBy).not.toBe("");
    await phone.context().close();
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

/** Where the dialog's parts are, as the visitor sees them (viewport pixels). */
function dialogLayout(dialog: Locator) {
  return dialog.evaluate((d) => {
    const box = (selector: string) => {
      const found = d.querySelector(selector)?.getBoundingClientRect();
      return found ? { top: found.top, bottom: found.bottom, height: found.height } : null;
    };
    const facts = [...d.querySelectorAll(".registration-outing dt")].map((dt) => {
      const value = dt.nextElementSibling?.getBoundingClientRect();
      return { name: dt.textContent ?? "", top: value?.top ?? 0, bottom: value?.bottom ?? 0 };
    });
    const focused = document.activeElement?.getBoundingClientRect();
    return {
      head: box(".app-dialog-head"),
      body: box(".app-dialog-body"),
      foot: box(".app-dialog-foot"),
      facts,
      focusedName: document.activeElement?.getAttribute("name"),
      focused: focused ? { top: focused.top, bottom: focused.bottom } : null,
      dialogScrolls: d.scrollHeight > d.clientHeight,
    };
  });
}

type Layout = Awaited<ReturnType<typeof dialogLayout>>;
const within = (layout: Layout, part: { top: number; bottom: number } | null | undefined) =>
  !!part && !!layout.body && part.top >= layout.body.top && part.bottom <= layout.body.bottom;

describe("the registration dialog on a phone's touch screen", () => {
  for (const [width, height, facts] of [
    [360, 740, ["Date", "Rendez-vous"]],
    [390, 844, ["Date", "Rendez-vous"]],
    // The smallest: the first field and the meeting place; the date's first line may go under
    // the head.
    [320, 568, ["Rendez-vous"]],
  ] as const) {
    it(`${width}×${height}: compact head and foot, ${facts.join(" and ")} in view with the first field, only the body scrolls`, async () => {
      const page = await newPage(browser, { width, height }, { touch: true });
      const dialog = await openRegistrationDialog(page, await activityWithRoom());
      const opened = await dialogLayout(dialog);
      const chrome = (opened.head?.height ?? 0) + (opened.foot?.height ?? 0);
      expect(chrome / height, `head and foot take ${chrome} px`).toBeLessThanOrEqual(
        width === 320 ? 0.3 : 0.22,
      );
      expect(opened.focusedName).toBe("nom");
      expect(within(opened, opened.focused), "the first field in view").toBe(true);
      for (const name of facts) {
        const fact = opened.facts.find((f) => f.name === name);
        expect(within(opened, fact), `${name} in view`).toBe(true);
      }
      // The dialog has nothing to scroll of its own, and a swipe over its head moves nothing.
      expect(opened.dialogScrolls).toBe(false);
      const head = opened.head ?? { top: 0, height: 0 };
      await page.mouse.move(width / 3, head.top + head.height / 2);
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(200);
      const after = await dialogLayout(dialog);
      expect(after.head?.top).toBe(opened.head?.top);
      expect(after.facts[0]?.top).toBe(opened.facts[0]?.top);
      // The body scrolls as it should, and comes back.
      const body = opened.body ?? { top: 0, height: 0 };
      await page.mouse.move(width / 2, body.top + body.height / 2);
      await page.mouse.wheel(0, 400);
      await expect
        .poll(async () => (await dialogLayout(dialog)).facts[0]?.top ?? 0)
        .toBeLessThan(opened.facts[0]?.top ?? 0);
      expect((await dialogLayout(dialog)).head?.top).toBe(opened.head?.top);
      await page.context().close();
    });
  }
});
