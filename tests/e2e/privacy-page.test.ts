import { PRIVACY_PATH } from "@shared/data-protection/retention";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations, launchBrowser, newPage } from "./support/browser";
import { activityWithRoom } from "./support/registration";
import { VIEWPORTS, type ViewportName, visibleText, visit } from "./support/site";

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser);
});

afterAll(async () => {
  await browser?.close();
});

const privacyLinkIn = (scope: Locator) => scope.locator(`a[href="${PRIVACY_PATH}"]`);

/** The form's link to the privacy page: one, visible, never inside a label, in a new tab. */
async function expectPrivacyLink(form: Locator): Promise<void> {
  const link = privacyLinkIn(form);
  // A form in a dialog loads its code when opened: its link shows a moment later.
  await link.first().waitFor();
  expect(await link.count()).toBe(1);
  expect(await link.isVisible()).toBe(true);
  expect(await link.evaluate((a) => a.closest("label") === null)).toBe(true);
  expect(await link.getAttribute("target")).toBe("_blank");
  expect(await visibleText(link)).toContain("Protection des données");
}

describe("the privacy page", () => {
  it.each(Object.keys(VIEWPORTS) as ViewportName[])(
    "loads and is axe clean at %s size",
    async (size) => {
      const sized = await newPage(browser, VIEWPORTS[size]);
      const response = await visit(sized, PRIVACY_PATH);
      expect(response?.status()).toBe(200);
      await sized.getByRole("heading", { level: 1, name: "Protection des données" }).waitFor();
      expect(await sized.locator("main table tbody tr").count()).toBeGreaterThan(0);
      await expectNoAxeViolations(sized);
      await sized.context().close();
    },
  );

  it("is linked from the footer of every page", async () => {
    await visit(page, "/galerie");
    await page.locator("footer").getByRole("link", { name: "Protection des données" }).click();
    await page.waitForURL((url) => url.pathname === PRIVACY_PATH);
    await page.getByRole("heading", { level: 1, name: "Protection des données" }).waitFor();
  });
});

describe("each form links to it beside its consent", () => {
  it("the registration dialog, under « autorisation RGPD », read with the box, which a click on the link leaves unticked", async () => {
    const activity = await activityWithRoom();
    await visit(page, "/calendrier");
    await page.getByRole("tab", { name: /^À venir/ }).waitFor();
    await page
      .getByRole("button", { name: `S'inscrire : ${activity.titre}` })
      .first()
      .click();
    const dialog = page.getByRole("dialog", { name: `Inscription à ${activity.titre}` });
    await dialog.waitFor();
    await expectPrivacyLink(dialog);
    const consent = dialog.getByRole("checkbox", { name: /autorise le traitement/ });
    const hintId = await privacyLinkIn(dialog).evaluate((a) => a.closest("p")?.id);
    expect(await consent.getAttribute("aria-describedby")).toContain(hintId);
    const [tab] = await Promise.all([
      page.context().waitForEvent("page"),
      privacyLinkIn(dialog).click(),
    ]);
    await tab.waitForURL((url) => url.pathname === PRIVACY_PATH);
    await tab.close();
    expect(await consent.isChecked()).toBe(false);
  });

  it("the booking form /reservation-vtt, beside its terms", async () => {
    await visit(page, "/reservation-vtt");
    const form = page.locator("form#reservation-vtt");
    await expectPrivacyLink(form);
    const terms = form.getByRole("checkbox", { name: /J'accepte les conditions générales/ });
    const hintId = await privacyLinkIn(form).evaluate((a) => a.closest("p")?.id);
    expect(await terms.getAttribute("aria-describedby")).toContain(hintId);
  });

  it("the newsletter form", async () => {
    await visit(page, "/");
    await expectPrivacyLink(page.getByRole("form", { name: "Inscription à la newsletter" }));
  });

  it("the contact form", async () => {
    await visit(page, "/contact");
    await expectPrivacyLink(page.locator("main form"));
  });

  it("the company quote form", async () => {
    await visit(page, "/activites/vtt-entreprise");
    await page.getByRole("button", { name: "Demander une offre personnalisée" }).click();
    await expectPrivacyLink(
      page.locator("dialog[open]").getByRole("form", { name: "Demande d'offre" }),
    );
  });
});
