import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, it } from "vitest";
import { expectNoAxeViolations, launchBrowser } from "./support/browser";
import {
  expectEnhancedContrast,
  SITE_ROUTES,
  standInForExternalMap,
  VIEWPORTS,
  type ViewportName,
  visit,
} from "./support/site";

let browser: Browser;
const contexts = {} as Record<ViewportName, BrowserContext>;
const pages = {} as Record<ViewportName, Page>;

beforeAll(async () => {
  browser = await launchBrowser();
  for (const name of Object.keys(VIEWPORTS) as ViewportName[]) {
    contexts[name] = await browser.newContext({
      viewport: VIEWPORTS[name],
      locale: "fr-CH",
      timezoneId: "Europe/Zurich",
    });
    await standInForExternalMap(contexts[name]);
    pages[name] = await contexts[name].newPage();
  }
});

afterAll(async () => {
  await browser?.close();
});

describe.each(Object.keys(VIEWPORTS) as ViewportName[])("axe at %s size", (size) => {
  it.each(SITE_ROUTES)("$path has no violation and its text reaches 7:1", async ({ path }) => {
    const page = pages[size];
    await visit(page, path);
    await expectNoAxeViolations(page);
    await expectEnhancedContrast(page);
  });
});

describe("axe with menus and dialogs open", () => {
  it("the mobile menu, open", async () => {
    const page = pages.mobile;
    await visit(page, "/");
    await page.locator('button[aria-controls="menu-principal"]').click();
    await page.locator("#menu-principal").waitFor({ state: "visible" });
    await expectNoAxeViolations(page);
  });

  it("the Randonnées alert", async () => {
    const page = pages.mobile;
    await visit(page, "/activites");
    await page
      .locator("main article", { hasText: "Randonnées Nature" })
      .first()
      .getByRole("button")
      .first()
      .click();
    await page.getByRole("alertdialog").waitFor();
    await expectNoAxeViolations(page);
  });

  it("the map dialog", async () => {
    const page = pages.desktop;
    await visit(page, "/contact");
    await page.getByRole("button", { name: "Voir sur la carte" }).click();
    const map = page.locator("dialog[open] iframe");
    await map.waitFor();
    await (await map.elementHandle())?.contentFrame().then((frame) => frame?.waitForLoadState());
    await expectNoAxeViolations(page);
  });

  it("the company quote dialog", async () => {
    const page = pages.mobile;
    await visit(page, "/activites/vtt-entreprise");
    await page.getByRole("button", { name: "Demander une offre personnalisée" }).click();
    await page.locator("dialog[open]").waitFor();
    await expectNoAxeViolations(page);
  });

  it("the registration dialog: the outing, the total and the phone's countries, open", async () => {
    const page = pages.mobile;
    await visit(page, "/calendrier");
    await page.getByRole("tab", { name: /^À venir/ }).waitFor();
    await page
      .getByRole("button", { name: /^S'inscrire : / })
      .first()
      .click();
    const dialog = page.locator("dialog[open]");
    await dialog.locator(".registration-outing").waitFor();
    await dialog.getByRole("status").filter({ hasText: "Total" }).waitFor();
    await dialog.locator("details.form-phone-countries summary").click();
    await expectNoAxeViolations(page, { include: "dialog[open]" });
    await expectEnhancedContrast(page);
  });

  it("the calendar's past outings on a phone, a second page loaded", async () => {
    const page = pages.mobile;
    await visit(page, "/calendrier");
    await page.getByRole("tab", { name: /^Activités passées/ }).click();
    const more = page.getByRole("button", { name: "Charger plus d'activités passées" });
    await more.click();
    await page.getByRole("tabpanel").getByRole("article").nth(12).waitFor();
    await expectNoAxeViolations(page);
  });

  it("the gallery viewer", async () => {
    const page = pages.mobile;
    await visit(page, "/galerie");
    await page.getByRole("button", { name: "Ouvrir le dossier Sorties en groupe" }).click();
    await page
      .getByRole("list", { name: "Photos : Sorties en groupe" })
      .getByRole("button")
      .first()
      .click();
    await page.locator("dialog[open] img").waitFor();
    await expectNoAxeViolations(page);
  });

  it("the founder card, turned", async () => {
    const page = pages.desktop;
    await visit(page, "/equipe");
    await page.locator("article.founder-card").first().getByRole("button").click();
    await expectNoAxeViolations(page);
  });

  it("an open FAQ answer and the Vidéos tab", async () => {
    const page = pages.mobile;
    await visit(page, "/faq");
    await page.locator("main button[aria-expanded]").first().click();
    await expectNoAxeViolations(page);
    await visit(page, "/galerie");
    await page.getByRole("tab", { name: "Vidéos" }).click();
    await page.getByRole("tabpanel", { name: "Vidéos" }).waitFor();
    await expectNoAxeViolations(page);
  });
});
