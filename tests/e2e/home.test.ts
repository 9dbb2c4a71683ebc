import { BUSINESS } from "@shared/constants/business";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations, launchBrowser, newPage } from "./support/browser";
import { baseUrl, VIEWPORTS, visit } from "./support/site";

/** The frame, the home page's deferred sections and the activity pages, in a real browser. */
let browser: Browser;
let desktop: Page;
let mobile: Page;
const consoleErrors: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  desktop = await newPage(browser, VIEWPORTS.desktop);
  mobile = await newPage(browser, VIEWPORTS.mobile);
  for (const page of [desktop, mobile]) {
    page.on("pageerror", (error) => consoleErrors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") consoleErrors.push(message.text());
    });
  }
});

afterAll(async () => {
  await browser?.close();
});

const openDialog = (page: Page) => page.locator("dialog[open]");

describe("app frame", () => {
  it("hydrates the prerendered pages without any error or hydration mismatch", async () => {
    consoleErrors.length = 0;
    for (const path of [
      "/",
      "/activites",
      "/activites/vtt-electrique-groupe",
      "/activites/vtt-coaching-individuel",
      "/activites/vtt-entreprise",
      "/activites/hiver",
      "/vtt-electrique",
      "/calendrier",
      "/contact",
      "/reservation-vtt",
    ]) {
      await visit(desktop, path);
      await desktop.waitForLoadState("networkidle");
    }
    expect(consoleErrors).toEqual([]);
  });

  it("the mobile menu closes on Escape and gives the focus back to its button", async () => {
    await visit(mobile, "/activites");
    const toggle = mobile.locator('button[aria-controls="menu-principal"]');
    await toggle.click();
    await mobile.locator("#menu-principal").waitFor({ state: "visible" });
    await mobile.keyboard.press("Escape");
    await mobile.locator("#menu-principal").waitFor({ state: "hidden" });
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await toggle.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it("an old short address lands on its activity page", async () => {
    await desktop.goto(new URL("/vtt-coaching", baseUrl()).href);
    await desktop.waitForURL((url) => url.pathname === "/activites/vtt-coaching-individuel");
    await desktop.getByRole("heading", { level: 1, name: /Coaching VTT électrique/ }).waitFor();
  });

  it("an unknown address answers 404 with « Oops! Page not found » and a link home", async () => {
    const response = await visit(desktop, "/cette-page-nexiste-pas");
    expect(response?.status()).toBe(404);
    await desktop.getByRole("heading", { level: 1, name: "Oops! Page not found" }).waitFor();
    await desktop.locator("main").getByRole("link", { name: "Retour à l'accueil" }).click();
    await desktop.waitForURL((url) => url.pathname === "/");
  });

  it("the pages reflow at 320 px without horizontal scrolling", async () => {
    const narrow = await newPage(browser, { width: 320, height: 640 });
    for (const path of ["/", "/activites", "/activites/vtt-electrique-groupe", "/vtt-electrique"]) {
      await visit(narrow, path);
      const overflow = await narrow.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    await narrow.close();
  });
});

describe("home page", () => {
  it("loads the code of the sections below the hero only when the visitor gets there", async () => {
    const page = await newPage(browser, VIEWPORTS.mobile);
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await visit(page, "/");
    await page.waitForLoadState("networkidle");
    expect(scripts.some((url) => url.includes("GallerySection"))).toBe(false);
    // The prerendered markup is there all along (no layout shift, readable without scripts).
    expect(await page.locator("#galerie").count()).toBe(1);

    // Listening before scrolling: the request may leave before the scroll call returns.
    const galleryRequested = page.waitForRequest((request) =>
      request.url().includes("GallerySection"),
    );
    await page.locator("#galerie").scrollIntoViewIfNeeded();
    await galleryRequested;
    await page.close();
  });

  it("a link to /#contact from another page scrolls to the contact section", async () => {
    await visit(desktop, "/activites/vtt-entreprise");
    await desktop.locator("main").getByRole("link", { name: "Nous écrire" }).click();
    await desktop.waitForURL((url) => url.pathname === "/" && url.hash === "#contact");
    await desktop.waitForFunction(() => {
      const top = document.getElementById("contact")?.getBoundingClientRect().top;
      return top !== undefined && Math.abs(top) < window.innerHeight / 2 && window.scrollY > 0;
    });
  });
});

describe("activity pages", () => {
  it("the wellness card explains it is on request and leads to the contact page", async () => {
    await visit(desktop, "/activites");
    await desktop
      .getByRole("button", { name: "En savoir plus : Bien-être Vitalité & Longévité" })
      .click();
    const dialog = openDialog(desktop);
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain("sur demande");
    await expectNoAxeViolations(desktop, { include: "dialog[open]" });
    await dialog.getByRole("link", { name: "Nous écrire" }).click();
    await desktop.waitForURL((url) => url.pathname === "/contact");
  });

  it("the hikes alert is an alertdialog that passes axe", async () => {
    await visit(mobile, "/activites");
    await mobile.getByRole("button", { name: "En savoir plus : Randonnées Nature" }).click();
    const dialog = mobile.locator('dialog[open][role="alertdialog"]');
    await dialog.waitFor();
    await expectNoAxeViolations(mobile, { include: "dialog[open]" });
    await dialog.getByRole("button", { name: "Compris" }).click();
    await dialog.waitFor({ state: "detached" }).catch(() => undefined);
    expect(await openDialog(mobile).count()).toBe(0);
  });

  it("the Entreprise card's « Demander une offre » opens the quote dialog even on the first touch", async () => {
    const page = await newPage(browser, VIEWPORTS.mobile);
    // As on a slow connection: the dialog's code arrives only after the visitor has tapped.
    let heldRequests = 0;
    let releaseCode = () => {};
    const codeHeld = new Promise<void>((resolve) => {
      releaseCode = resolve;
    });
    await page.route(/\/CompanyQuoteButton-[^/]*\.js$/, async (route) => {
      heldRequests += 1;
      await codeHeld;
      await route.continue();
    });
    await visit(page, "/activites");
    // As a visitor would: scroll to the card, then tap at once. Its code loads near the viewport.
    const button = page
      .locator("main")
      .getByRole("button", { name: "Demander une offre", exact: true });
    await button.scrollIntoViewIfNeeded();
    await button.click();
    const dialog = openDialog(page);
    expect(await dialog.count()).toBe(0);
    releaseCode();
    await dialog.waitFor();
    expect(heldRequests).toBe(1);
    expect(await dialog.getByRole("heading").first().textContent()).toContain(
      "Demander une offre personnalisée",
    );
    await page.close();
  });

  it("« Appeler » on the company page reveals the phone number as a tel: link", async () => {
    await visit(mobile, "/activites/vtt-entreprise");
    await mobile.getByRole("button", { name: "Appeler", exact: true }).click();
    const call = mobile.locator(`a[href="tel:${BUSINESS.phoneE164}"]`).first();
    await call.waitFor();
    expect(await mobile.locator("main").textContent()).toContain(BUSINESS.phoneDisplay);
  });

  it("the group outing page shows the four formulas and links to the calendar", async () => {
    await visit(desktop, "/activites/vtt-electrique-groupe");
    const main = desktop.locator("main");
    const text = (await main.textContent()) ?? "";
    for (const price of ["CHF 50.00", "CHF 75.00", "CHF 100.00"]) expect(text).toContain(price);
    expect(text).toContain("Prix variable");
    await main.getByRole("link", { name: "Calendrier des activités" }).click();
    await desktop.waitForURL((url) => url.pathname === "/calendrier");
  });

  it("the coaching page shows four video stills with their durations and no play button", async () => {
    await visit(desktop, "/activites/vtt-coaching-individuel");
    const stills = desktop.locator(".video-still");
    expect(await stills.count()).toBe(4);
    const durations = await desktop.locator(".video-duration").allTextContents();
    expect(durations.map((d) => d.replace("Durée : ", ""))).toEqual([
      "3:45",
      "5:20",
      "2:15",
      "7:30",
    ]);
    expect(await desktop.locator(".video-still button").count()).toBe(0);
  });
});
