/**
 * The keyboard alone, from /calendrier to « Paiement réussi ! »: the calendar's list, the
 * registration dialog, the consents, the card on the payment choice, the provider's page (the
 * sandbox playing Stripe: the method chosen with the arrows, « Payer »), and the site's return
 * page. Only keyboard.press: the fields' text too is pressed key by key. Moving keys are counted
 * (at most 40; the characters apart), and at every stop the focused element is checked visible:
 * on screen and covered by nothing (WCAG 2.2 « Focus Not Obscured », focus-obscured.ts), its
 * outline at least 2 px that contrasts at least 3:1 with what touches it on both sides (« Focus
 * Appearance », focus-ring.ts), on the site's pages and on the provider's page alike. axe checks
 * every page on the way.
 * Apart: the dialog keeps the focus inside while open, Escape closes it and the focus comes back
 * to its « S'inscrire »; the calendar's tabs and days answer the arrows.
 */

import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { SandboxControls } from "../support/payment-sandbox";
import { expectNoAxeViolations, launchBrowser, newPage } from "./support/browser";
import { focusObstruction } from "./support/focus-obscured";
import { measureFocusRing } from "./support/focus-ring";
import { hoverOnlyReveals } from "./support/hover-only";
import { Keyboard, weakStops } from "./support/keyboard";
import { sandboxUrl, VIEWPORTS, type ViewportName, visit } from "./support/site";

const MAX_PRESSES = 40;
/**
 * From /calendrier to the payment page (the confirmation page and its payment choice), every key
 * counted, the characters typed included, for a visitor whose details are short: 63 characters
 * (a longer address or e-mail adds its own letters, never a key more to move).
 */
const MAX_TO_PAYMENT_PAGE = 90;
const SHORT_DETAILS = {
  nom: "Favre",
  prenom: "Anne",
  email: "anne.favre@example.ch",
  // Typed as on a Swiss phone; the field shows it as +41 79 … on leaving.
  telephone: "0791234567",
  adresse: "Vy 2, 1273 Arzier",
};

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

// Webhooks held by another file's journey must not delay this one's return page.
afterEach(async () => {
  await new SandboxControls(sandboxUrl()).release();
});

/** The arrival's heading, once the page has put the focus on it. */
async function headingFocused(page: Page, text: string): Promise<void> {
  await page.getByRole("heading", { level: 1, name: text }).waitFor({ timeout: 30_000 });
  await page.waitForFunction(
    (t) => document.activeElement?.tagName === "H1" && document.activeElement.textContent === t,
    text,
  );
}

describe("keyboard only, from the calendar to « Paiement réussi ! »", () => {
  it.each(Object.keys(VIEWPORTS) as ViewportName[])(
    `%s: registers and pays by card in at most ${MAX_PRESSES} key presses, the focus visible at every stop`,
    async (viewport) => {
      const page = await newPage(browser, VIEWPORTS[viewport]);
      await visit(page, "/calendrier");
      await page.getByRole("tab", { name: /^À venir/ }).waitFor();
      await expectNoAxeViolations(page);
      expect(await hoverOnlyReveals(page)).toEqual([]);
      const keys = new Keyboard(page);

      // The skip link, the calendar's own past the picker and the tabs, then on to the first
      // card whose « S'inscrire » is open.
      await keys.press("Tab");
      expect(await keys.focusedMatches(".skip-link")).toBe(true);
      await keys.press("Enter");
      await keys.press("Tab");
      expect(await keys.focusedMatches(".calendar-skip")).toBe(true);
      await keys.press("Enter");
      expect(await keys.focusedMatches(".activity-card .title")).toBe(true);
      await keys.pressUntil(
        "Tab",
        `button.activity-register[aria-label^="S'inscrire : "]:not([disabled])`,
        12,
      );
      const label = await page.evaluate(() => document.activeElement?.getAttribute("aria-label"));
      const title = (label ?? "").replace("S'inscrire : ", "");
      await keys.press("Enter");
      const dialog = page.getByRole("dialog", { name: `Inscription à ${title}` });
      await dialog.waitFor();

      // The dialog opens on its first field, not on « Fermer ».
      expect(await keys.focusedMatches("dialog input[name='nom']")).toBe(true);
      await keys.pressText(SHORT_DETAILS.nom);
      await keys.pressUntil("Tab", "dialog input[name='prenom']", 2);
      await keys.pressText(SHORT_DETAILS.prenom);
      await keys.pressUntil("Tab", "dialog input[name='email']", 2);
      await keys.pressText(SHORT_DETAILS.email);
      await keys.pressUntil("Tab", "dialog input[name='telephone']", 3);
      await keys.pressText(SHORT_DETAILS.telephone);
      // The birth date's three fields, Jour, Mois, Année, one after the other.
      await keys.pressUntil("Tab", "dialog input[autocomplete='bday-day']", 3);
      await keys.pressText("4");
      await keys.pressUntil("Tab", "dialog input[autocomplete='bday-month']", 1);
      await keys.pressText("7");
      await keys.pressUntil("Tab", "dialog input[autocomplete='bday-year']", 1);
      await keys.pressText("1957");
      const birthDate = dialog.getByRole("group", { name: "Date de naissance" });
      expect(await birthDate.getByLabel("Année").inputValue()).toBe("1957");
      expect(await dialog.getByLabel("Téléphone").inputValue()).toBe("+41 79 123 45 67");
      await keys.pressUntil("Tab", "dialog select[name='niveau_pratique']", 3);
      await keys.press("ArrowDown");
      expect(await dialog.getByLabel("Niveau de pratique").inputValue()).not.toBe("");
      await keys.pressUntil("Tab", "dialog input[name='adresse_complete']", 2);
      await keys.pressText(SHORT_DETAILS.adresse);
      // On an e-bike outing: the arrow keys move her choice to her own e-bike.
      if ((await dialog.getByRole("radio", { name: "Mon propre vélo électrique" }).count()) > 0) {
        await keys.pressUntil("Tab", "dialog input[type='radio'][value='location']", 3);
        await keys.press("ArrowUp");
        expect(
          await keys.focusedMatches("dialog input[type='radio'][value='propre']:checked"),
        ).toBe(true);
      }
      // One participant (the default); « Tout cocher » ticks the four consents.
      await keys.pressUntil("Tab", "dialog .form-check-all input", 10);
      await keys.press("Space");
      const consents = dialog.locator("fieldset:has(.form-check-all) input[type='checkbox']");
      expect(await consents.count()).toBeGreaterThan(1);
      expect(await consents.and(page.locator(":not(:checked)")).count()).toBe(0);
      await expectNoAxeViolations(page, { include: "dialog[open]" });
      // Enter on a field of the form sends it.
      const answer = page.waitForResponse(
        (r) => r.url().endsWith("/api/inscriptions") && r.request().method() === "POST",
      );
      await keys.press("Enter");
      expect((await answer).status()).toBe(201);

      // The confirmation page: its heading has the focus, not <body>.
      await page.waitForURL("**/confirmation-inscription");
      await headingFocused(page, "Inscription enregistrée : reste à payer");
      await keys.arrived();
      const toPaymentPage = keys.presses + keys.characters;
      expect(keys.characters).toBe(63);
      expect(toPaymentPage).toBeLessThanOrEqual(MAX_TO_PAYMENT_PAGE);
      await expectNoAxeViolations(page);
      expect(await hoverOnlyReveals(page)).toEqual([]);

      // The card: on to the provider's page.
      await keys.pressUntil("Tab", "main button[aria-describedby='paiement-card-aide']", 10);
      await keys.pressToLeave("Enter");
      await page.waitForURL((url) => url.href.startsWith(sandboxUrl()));
      await page.getByRole("button", { name: "Payer", exact: true }).waitFor();
      await expectNoAxeViolations(page);

      // The provider's page: the card is the method offered first; the arrows choose, « Payer ».
      await keys.pressUntil("Tab", "input[name='method']", 5);
      expect(await keys.focusedMatches("input[value='card']:checked")).toBe(true);
      await keys.press("ArrowDown");
      expect(await keys.focusedMatches("input[value='twint']:checked")).toBe(true);
      await keys.press("ArrowUp");
      expect(await keys.focusedMatches("input[value='card']:checked")).toBe(true);
      await keys.pressUntil("Tab", "button[value='pay']", 2);
      await keys.pressToLeave("Enter");

      // Back on the site: the return page waits for our API, then says so, its heading focused.
      await page.waitForURL((url) => url.pathname === "/payment-success");
      await headingFocused(page, "Paiement réussi !");
      await keys.arrived();
      await expectNoAxeViolations(page);

      expect(keys.presses).toBeLessThanOrEqual(MAX_PRESSES);
      expect(weakStops(keys.stops)).toEqual([]);
      // Every stop was checked: one per key that stayed on its page, and each page's arrival.
      expect(keys.arrivals).toBe(2);
      expect(keys.stops.length).toBe(keys.presses - keys.departures + keys.arrivals);
      console.info(
        `keyboard journey (${viewport}): ${toPaymentPage} keys to the payment page, ${keys.presses} key presses and ${keys.characters} characters to « Paiement réussi ! »`,
      );
      await page.context().close();
    },
    120_000,
  );
});

describe("the registration dialog and the calendar, with the keyboard alone", () => {
  /** To the first open « S'inscrire » of the list, from the top of /calendrier. */
  async function toFirstRegisterButton(page: Page, keys: Keyboard): Promise<string> {
    await visit(page, "/calendrier");
    await page.getByRole("tab", { name: /^À venir/ }).waitFor();
    await keys.press("Tab");
    await keys.press("Enter");
    await keys.pressUntil(
      "Tab",
      `button.activity-register[aria-label^="S'inscrire : "]:not([disabled])`,
      12,
    );
    return (await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))) ?? "";
  }

  const focusInOpenDialog = (page: Page) =>
    page.evaluate(() => Boolean(document.activeElement?.closest("dialog[open]")));

  it("the dialog keeps the focus while open; Escape closes it and the focus is back on its « S'inscrire »", async () => {
    const page = await newPage(browser);
    const keys = new Keyboard(page);
    const label = await toFirstRegisterButton(page, keys);
    await keys.press("Enter");
    const dialog = page.getByRole("dialog", {
      name: label.replace("S'inscrire : ", "Inscription à "),
    });
    await dialog.waitFor();
    const stops = await dialog.evaluate(
      (el) =>
        el.querySelectorAll(
          "a[href], button:not([disabled]), input:not([type=hidden]):not([disabled]):not([tabindex='-1']), select, textarea, [tabindex='0']",
        ).length,
    );
    expect(stops).toBeGreaterThan(5);
    // Round the whole dialog and beyond, both ways: the focus never leaves it.
    const left: string[] = [];
    for (const key of ["Tab", "Shift+Tab"]) {
      for (let i = 0; i < stops + 2; i++) {
        await keys.press(key);
        if (!(await focusInOpenDialog(page))) left.push(`${key} ×${i + 1}`);
      }
    }
    expect(left).toEqual([]);
    // And no dead stop on the way round: Shift+Tab on « Fermer » goes straight to the last
    // button, Tab back (Chromium alone goes out to its toolbar, then onto the <dialog> itself).
    const close = "dialog[open] button[aria-label='Fermer']";
    await keys.pressUntil("Shift+Tab", close, stops + 2);
    await keys.press("Shift+Tab");
    expect(await keys.focusedMatches("dialog[open] .app-dialog-foot button:last-child")).toBe(true);
    await keys.press("Tab");
    expect(await keys.focusedMatches(close)).toBe(true);

    await keys.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(
      label,
    );
    expect(await focusObstruction(page)).toBeNull();
    // And Enter opens it again.
    await keys.press("Enter");
    await dialog.waitFor();
    expect(await keys.focusedMatches("dialog input[name='nom']")).toBe(true);
    expect(weakStops(keys.stops)).toEqual([]);
    await page.context().close();
  });

  it("« Aller à la liste des activités » goes past the picker; Page Down and Page Up go from card to card", async () => {
    const page = await newPage(browser);
    const keys = new Keyboard(page);
    await visit(page, "/calendrier");
    await page.getByRole("tab", { name: /^À venir/ }).waitFor();
    await keys.press("Tab");
    await keys.press("Enter");
    await keys.press("Tab");
    expect(await keys.focusedMatches(".calendar-skip")).toBe(true);
    await keys.press("Enter");
    const focusedTitle = () =>
      page.evaluate(() =>
        document.activeElement?.matches(".activity-card .title")
          ? document.activeElement.textContent
          : null,
      );
    const titles = await page.locator(".calendar-tabpanel .activity-card .title").allTextContents();
    expect(titles.length).toBeGreaterThan(2);
    expect(await focusedTitle()).toBe(titles[0]);
    // From a card's button too: Page Down is the next card's name.
    await keys.press("Tab");
    await keys.press("PageDown");
    expect(await focusedTitle()).toBe(titles[1]);
    await keys.press("PageDown");
    expect(await focusedTitle()).toBe(titles[2]);
    await keys.press("PageUp");
    await keys.press("PageUp");
    expect(await focusedTitle()).toBe(titles[0]);
    // The hint says so where a keyboard is at hand.
    await expect.poll(() => page.locator(".activity-list-hint").first().isVisible()).toBe(true);
    expect(weakStops(keys.stops)).toEqual([]);
    await page.context().close();
  });

  it.each(Object.keys(VIEWPORTS) as ViewportName[])(
    "%s: the date picker's days by the arrows and Enter, the months by Page Down, the tabs by the arrows",
    async (viewport) => {
      const page = await newPage(browser, VIEWPORTS[viewport]);
      const keys = new Keyboard(page);
      await visit(page, "/calendrier");
      await page.getByRole("tab", { name: /^À venir/ }).waitFor();
      await keys.press("Tab");
      await keys.press("Enter");
      // The grid has one day in the Tab order; the arrows go from day to day.
      await keys.pressUntil("Tab", "button.rdp-day_button", 6);
      const dayLabel = () =>
        page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? "");
      for (let i = 0; i < 42 && !/activités? prévues?/.test(await dayLabel()); i++) {
        await keys.press("ArrowRight");
      }
      const day = await dayLabel();
      expect(day).toMatch(/activités? prévues?$/);
      await keys.press("Enter");
      const title = page.locator(".calendar-day-title");
      await title.waitFor();
      expect(await title.textContent()).toMatch(/ : \d+ activités?$/);
      expect(await dayLabel()).toBe(`${day}, sélectionné`);

      // Page Down: the next month, announced; the focus stays in the grid.
      const caption = page.locator(".outing-date-picker .rdp-caption_label");
      const month = await caption.textContent();
      await keys.press("PageDown");
      await page.waitForFunction(
        (before) =>
          document.querySelector(".outing-date-picker .rdp-caption_label")?.textContent !== before,
        month,
      );
      expect(await keys.focusedMatches("button.rdp-day_button")).toBe(true);
      await keys.press("PageUp");
      await page.waitForFunction(
        (before) =>
          document.querySelector(".outing-date-picker .rdp-caption_label")?.textContent === before,
        month,
      );

      // The tabs: only the chosen one in the Tab order; the arrows, Home and End choose.
      await keys.pressUntil("Tab", "[role='tab'][aria-selected='true']", 8);
      expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/^À venir/);
      await keys.press("ArrowRight");
      expect(await keys.focusedMatches("[role='tab'][aria-selected='true']")).toBe(true);
      expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(
        /^Activités passées/,
      );
      await page
        .getByRole("tabpanel")
        .getByRole("button", { name: "Activité passée" })
        .first()
        .waitFor();
      await keys.press("Home");
      expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/^À venir/);
      await keys.press("End");
      expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(
        /^Activités passées/,
      );
      await keys.press("ArrowLeft");
      expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/^À venir/);

      expect(weakStops(keys.stops)).toEqual([]);
      expect(keys.stops.length).toBe(keys.presses);
      await expectNoAxeViolations(page);
      await page.context().close();
    },
  );
});

describe("the « not obscured » check", () => {
  it("names the sticky header over a focused button, and the edge of the screen past it", async () => {
    const page = await newPage(browser, VIEWPORTS.mobile);
    await visit(page, "/calendrier");
    const button = page
      .locator(`button.activity-register[aria-label^="S'inscrire : "]:not([disabled])`)
      .first();
    await button.waitFor();
    await page.keyboard.press("Tab");
    await button.focus();
    expect(await focusObstruction(page)).toBeNull();
    // The button's top at the header's middle: the header covers part of it.
    const shift = await button.evaluate((el) => {
      const header = document.querySelector(".site-header")?.getBoundingClientRect();
      return el.getBoundingClientRect().top - (header ? header.top + header.height / 2 : 0);
    });
    await page.evaluate((by) => window.scrollBy(0, by), shift);
    expect(await focusObstruction(page)).toMatch(/is covered by .* in header\.site-header /);
    await page.evaluate(() => window.scrollBy(0, window.innerHeight));
    expect(await focusObstruction(page)).toMatch(/outside the screen/);
    await page.context().close();
  });
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
