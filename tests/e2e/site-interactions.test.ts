import { BUSINESS } from "@shared/constants/business";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser";
import { standInForExternalMap, VIEWPORTS, visibleText, visit } from "./support/site";

let browser: Browser;
let mobileContext: BrowserContext;
let desktopContext: BrowserContext;
let mobile: Page;
let desktop: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  mobileContext = await browser.newContext({
    viewport: VIEWPORTS.mobile,
    locale: "fr-CH",
    timezoneId: "Europe/Zurich",
  });
  desktopContext = await browser.newContext({
    viewport: VIEWPORTS.desktop,
    locale: "fr-CH",
    timezoneId: "Europe/Zurich",
  });
  await standInForExternalMap(desktopContext);
  mobile = await mobileContext.newPage();
  desktop = await desktopContext.newPage();
});

afterAll(async () => {
  await browser?.close();
});

const openDialog = (page: Page) => page.locator("dialog[open]");

describe("header", () => {
  it("the mobile menu opens, marks the current page and closes on a link click", async () => {
    await visit(mobile, "/equipe");
    const toggle = mobile.locator('button[aria-controls="menu-principal"]');
    const menu = mobile.locator("#menu-principal");
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await menu.isVisible()).toBe(false);

    await toggle.click();
    await menu.waitFor({ state: "visible" });
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    const current = menu.locator('a[aria-current="page"]');
    expect(await current.count()).toBe(1);
    expect(await current.getAttribute("href")).toBe("/equipe");

    await menu.getByRole("link", { name: "Galerie", exact: true }).click();
    await mobile.waitForURL((url) => url.pathname === "/galerie");
    await menu.waitFor({ state: "hidden" });
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    // The new page's chunk may still be loading: wait for the header to follow.
    await menu.locator('a[aria-current="page"][href="/galerie"]').waitFor({ state: "attached" });
    expect(await menu.locator('a[aria-current="page"]').count()).toBe(1);
  });

  it("« Voir le calendrier » in the hero scrolls to the calendar", async () => {
    await visit(desktop, "/");
    await desktop
      .locator("main")
      .getByRole("link", { name: "Voir le calendrier", exact: true })
      .or(desktop.locator("main").getByRole("button", { name: "Voir le calendrier", exact: true }))
      .first()
      .click();
    await desktop.waitForFunction(() => {
      const top = document.getElementById("calendrier")?.getBoundingClientRect().top;
      return top !== undefined && Math.abs(top) < window.innerHeight / 3 && window.scrollY > 0;
    });
  });
});

describe("gallery", () => {
  const folders = [
    ["Sorties en groupe", 12],
    ["Coaching individuel", 8],
    ["Sorties d'entreprise", 3],
    ["Randonnées à pied", 1],
    ["Activités d'hiver", 4],
    ["Sorties spéciales", 3],
  ] as const;

  it("each folder shows its count and opens a grid of exactly that many images", async () => {
    await visit(desktop, "/galerie");
    const counts = await desktop.getByTestId("folder-count").allInnerTexts();
    expect(counts).toEqual([
      "12 photos",
      "8 photos",
      "3 photos",
      "1 photo",
      "4 photos",
      "3 photos",
    ]);
    for (const [name, count] of folders) {
      await desktop.getByRole("button", { name: `Ouvrir le dossier ${name}` }).click();
      const grid = desktop.getByRole("list", { name: `Photos : ${name}` });
      await grid.waitFor();
      expect(await grid.locator("li img").count()).toBe(count);
      await desktop.getByRole("button", { name: "← Retour aux dossiers" }).click();
      await desktop.getByTestId("folder-count").first().waitFor();
    }
  });

  it("the viewer closes by Escape, by its button and by a click", async () => {
    await visit(desktop, "/galerie");
    await desktop.getByRole("button", { name: "Ouvrir le dossier Coaching individuel" }).click();
    const thumbnails = desktop
      .getByRole("list", { name: "Photos : Coaching individuel" })
      .getByRole("button");
    const viewer = openDialog(desktop);

    await thumbnails.nth(1).click();
    await viewer.waitFor();
    expect(await viewer.locator("img").getAttribute("alt")).toBe(
      await thumbnails.nth(1).locator("img").getAttribute("alt"),
    );
    await desktop.keyboard.press("Escape");
    await viewer.waitFor({ state: "detached" });
    expect(await thumbnails.nth(1).evaluate((element) => element === document.activeElement)).toBe(
      true,
    );

    await thumbnails.nth(2).click();
    await viewer.getByRole("button", { name: "Fermer" }).click();
    await viewer.waitFor({ state: "detached" });

    await thumbnails.nth(3).click();
    await viewer.locator("img").click();
    await viewer.waitFor({ state: "detached" });

    await desktop.getByRole("button", { name: "← Retour aux dossiers" }).click();
    expect(await desktop.getByTestId("folder-count").count()).toBe(6);
  });

  it("the tabs follow the arrow keys and the videos show their durations", async () => {
    await visit(desktop, "/galerie");
    const photos = desktop.getByRole("tab", { name: "Photos" });
    const videos = desktop.getByRole("tab", { name: "Vidéos" });
    await photos.focus();
    await desktop.keyboard.press("ArrowRight");
    expect(await videos.getAttribute("aria-selected")).toBe("true");
    expect(await desktop.evaluate(() => document.activeElement?.textContent)).toBe("Vidéos");
    const panel = desktop.getByRole("tabpanel", { name: "Vidéos" });
    const text = await visibleText(panel);
    for (const duration of ["3:45", "2:30", "5:20"]) expect(text).toContain(duration);
    const more = panel.getByRole("link", { name: /Voir plus de contenus/ });
    expect(await more.getAttribute("href")).toBe(BUSINESS.communityGroupUrl);
    expect(await more.getAttribute("target")).toBe("_blank");
    await desktop.keyboard.press("ArrowLeft");
    expect(await photos.getAttribute("aria-selected")).toBe("true");
  });
});

describe("FAQ, team and contact", () => {
  it("exactly one FAQ answer is open at a time and it can be closed", async () => {
    await visit(mobile, "/faq");
    const questions = mobile.locator("main button[aria-expanded]");
    expect(await questions.count()).toBe(8);
    const expanded = mobile.locator('main button[aria-expanded="true"]');
    const regions = mobile.locator(".faq-accordion").getByRole("region");

    await questions.nth(0).click();
    expect(await expanded.count()).toBe(1);
    await regions.first().waitFor();
    expect(await regions.count()).toBe(1);
    expect(await visibleText(regions.first())).toContain("avril à novembre");

    await questions.nth(3).click();
    expect(await expanded.count()).toBe(1);
    expect(await questions.nth(3).getAttribute("aria-expanded")).toBe("true");
    expect(await regions.count()).toBe(1);

    await questions.nth(3).click();
    expect(await expanded.count()).toBe(0);
    expect(await regions.count()).toBe(0);
    expect(await mobile.locator('main a[href="/contact"]').count()).toBeGreaterThan(0);
  });

  it("a founder card turns on a click and on Enter or Space", async () => {
    await visit(desktop, "/equipe");
    const card = desktop.locator("article.founder-card").first();
    const button = card.getByRole("button");
    const back = card.locator(`[id="${await button.getAttribute("aria-controls")}"]`);
    expect(await button.getAttribute("aria-expanded")).toBe("false");
    expect(await back.getAttribute("aria-hidden")).toBe("true");
    const faces = card.locator("[data-flipped]");
    expect(await faces.evaluate((element) => (element as HTMLElement).style.transition)).toContain(
      "transform",
    );

    await card.locator("blockquote").click();
    expect(await button.getAttribute("aria-expanded")).toBe("true");
    expect(await back.getAttribute("aria-hidden")).toBeNull();
    expect(await back.evaluate((element) => (element as HTMLElement).inert)).toBe(false);

    await button.focus();
    await desktop.keyboard.press("Enter");
    expect(await button.getAttribute("aria-expanded")).toBe("false");
    expect(await back.evaluate((element) => (element as HTMLElement).inert)).toBe(true);
    await desktop.keyboard.press("Space");
    expect(await button.getAttribute("aria-expanded")).toBe("true");
    expect(await visibleText(back)).toContain("Le parcours de Claire");
  });

  it("a founder card changes face without turning when less motion is asked for", async () => {
    const page = await desktopContext.newPage();
    await page.emulateMedia({ reducedMotion: "reduce" });
    await visit(page, "/equipe");
    const faces = page.locator("article.founder-card [data-flipped]").first();
    await page.waitForFunction(
      (element) => (element as HTMLElement).style.transition === "none",
      await faces.elementHandle(),
    );
    await page.locator("article.founder-card").first().getByRole("button").click();
    expect(await faces.getAttribute("data-flipped")).toBe("true");
    await page.close();
  });

  it("the map dialog creates its map only when opened and closes", async () => {
    await visit(desktop, "/contact");
    expect(await desktop.locator("iframe").count()).toBe(0);
    await desktop.getByRole("button", { name: "Voir sur la carte" }).click();
    const dialog = openDialog(desktop);
    const map = dialog.locator("iframe");
    await map.waitFor();
    expect(await map.getAttribute("src")).toMatch(
      /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=.+&layer=mapnik&marker=46\.4461%2C6\.1584$/,
    );
    expect(await map.getAttribute("title")).toMatch(/^Carte/);
    const link = dialog.getByRole("link", { name: "Ouvrir la carte dans un nouvel onglet" });
    expect(await link.getAttribute("target")).toBe("_blank");
    await dialog.getByRole("button", { name: "Fermer" }).click();
    await dialog.waitFor({ state: "detached" });
    expect(await desktop.locator("iframe").count()).toBe(0);
  });
});

describe("activities", () => {
  it("the Randonnées alert opens and « Compris » closes it", async () => {
    await visit(desktop, "/activites");
    const card = desktop.locator("main article", { hasText: "Randonnées Nature" }).first();
    await card.getByRole("button").first().click();
    const alert = desktop.getByRole("alertdialog");
    await alert.waitFor();
    expect(await visibleText(alert)).toContain("Randonnées Nature - En pause");
    await alert.getByRole("button", { name: "Compris" }).click();
    await alert.waitFor({ state: "hidden" });
  });

  it("the terms link opens the terms in a new tab", async () => {
    await visit(desktop, "/activites");
    const link = desktop.locator('a[href="/conditions-generales"]').first();
    expect(await link.getAttribute("target")).toBe("_blank");
    const [terms] = await Promise.all([desktopContext.waitForEvent("page"), link.click()]);
    await terms.waitForURL((url) => url.pathname === "/conditions-generales");
    await terms.getByRole("heading", { level: 1, name: "Conditions générales" }).waitFor();
    await terms.close();
  });

  it("the call button on the company page reveals the phone number", async () => {
    await visit(mobile, "/activites/vtt-entreprise");
    const main = mobile.locator("main");
    expect(await visibleText(main)).not.toContain(BUSINESS.phoneDisplay);
    await main.getByRole("button", { name: /appel/i }).first().click();
    await main.getByText(BUSINESS.phoneDisplay).first().waitFor();
  });
});
