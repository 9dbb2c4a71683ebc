/**
 * Right after « S'inscrire » on a phone (390×844): the confirmation page's amount owed, its
 * deadline and the first button to pay are in view and covered by nothing; « Inscription
 * réussie! » is there, in the page's flow, announced, and closes with its button. The reminder
 * it promises is the one the server planned.
 */

import { paymentReminderPromise } from "@shared/registrations/amount-owed";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations, launchBrowser, newPage } from "./support/browser";
import { cancellableActivity } from "./support/cancellation";
import { newVisitor, registerThroughDialog } from "./support/registration";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/**
 * Whether the element is inside the viewport and on top at every sampled point of it: what
 * `elementFromPoint` finds there is the element or inside it, never something over it.
 */
function uncovered(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    if (box.top < 0 || box.bottom > window.innerHeight || box.width === 0) return false;
    const points = [0.1, 0.5, 0.9].flatMap((x) =>
      [0.2, 0.5, 0.8].map((y) => [box.left + box.width * x, box.top + box.height * y] as const),
    );
    return points.every(([x, y]) => {
      const top = document.elementFromPoint(x, y);
      return top !== null && (top === element || element.contains(top));
    });
  });
}

async function owedAndPay(page: Page) {
  const owed = page.locator(".confirmation-owed");
  const pay = page.getByRole("button", { name: /^Payer par carte ou TWINT/ }).first();
  return { owed, pay };
}

describe("the confirmation page, right after « S'inscrire », on a phone", () => {
  it("shows the amount owed, its deadline and the button to pay, covered by nothing", async () => {
    const page = await newPage(browser, { width: 390, height: 844 });
    const created = page.waitForResponse(
      (r) => r.url().endsWith("/api/inscriptions") && r.request().method() === "POST",
    );
    await registerThroughDialog(page, await cancellableActivity(), newVisitor("uncovered"));
    // The reminder is promised as the server planned it (24 h after, far from the outing).
    const { remind_at: remindAt } = (await (await created).json()) as { remind_at?: string };
    expect(remindAt).toBeDefined();
    expect(await page.locator("main").textContent()).toContain(
      paymentReminderPromise(remindAt ?? ""),
    );
    const toast = page.getByTestId("toast").filter({ hasText: "Inscription réussie!" });
    await toast.waitFor();
    const { owed, pay } = await owedAndPay(page);
    expect(await owed.textContent()).toMatch(
      /Reste à payer CHF \d+\.\d{2} avant le \S+ \d+ \S+ à \d+h\d{2}/,
    );
    expect(await uncovered(owed)).toBe(true);
    // The toast is in the page's live region, below what is owed.
    expect(await toast.evaluate((t) => t.closest('[role="status"]') !== null)).toBe(true);
    expect(
      await toast.evaluate(
        (t) =>
          (document.querySelector(".confirmation-owed")?.getBoundingClientRect().bottom ?? 0) <=
          t.getBoundingClientRect().top,
      ),
    ).toBe(true);
    await pay.scrollIntoViewIfNeeded();
    expect(await uncovered(pay)).toBe(true);
    await expectNoAxeViolations(page);
    // Closed with its button: gone, the page as it was.
    await toast.getByRole("button", { name: "Fermer le message" }).click();
    await toast.waitFor({ state: "detached" });
    expect(await uncovered(owed)).toBe(true);
    await page.context().close();
  });
});
