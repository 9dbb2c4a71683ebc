import { describe, expect, it } from "vitest";
import {
  matchRoute,
  NOT_FOUND_ROUTE,
  normalizePath,
  PAGE_ROUTES,
  REDIRECTS,
} from "../../web/src/app/routes";
import { NAV_LINKS } from "../../web/src/content/navigation";

/** The public routes of the specification's route table (section 2) that this site serves. */
const SPEC_ROUTES = [
  "/",
  "/activites",
  "/calendrier",
  "/equipe",
  "/galerie",
  "/blog",
  "/faq",
  "/contact",
  "/vtt-saint-cergue",
  "/vtt-electrique",
  "/activites/vtt-electrique-groupe",
  "/activites/vtt-coaching-individuel",
  "/activites/vtt-entreprise",
  "/activites/hiver",
  "/conditions-generales",
  "/reservation-vtt",
  "/confirmation-inscription",
  "/payment-success",
  "/payment-callback",
  "/paiement-twint",
  "/payment-cancel",
  "/success",
];

describe("route table", () => {
  it("has a page for every public route of the specification, each once", () => {
    const paths = PAGE_ROUTES.map((route) => route.path);
    for (const path of SPEC_ROUTES) expect(paths).toContain(path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("gives every page its own title and description, in French, and a canonical path", () => {
    const titles = PAGE_ROUTES.map((route) => route.title);
    expect(new Set(titles).size).toBe(titles.length);
    for (const route of PAGE_ROUTES) {
      expect(route.title.length).toBeGreaterThan(10);
      expect(route.description.length).toBeGreaterThanOrEqual(50);
      expect(route.description.length).toBeLessThanOrEqual(200);
      expect(route.canonicalPath.startsWith("/")).toBe(true);
    }
  });

  it("prerenders every public page but the registration confirmation and the payment returns, pages of one visitor", () => {
    const notPrerendered = PAGE_ROUTES.filter((route) => !route.prerender).map((r) => r.path);
    expect(notPrerendered).toEqual([
      "/confirmation-inscription",
      "/payment-success",
      "/payment-callback",
      "/paiement-twint",
      "/payment-cancel",
      "/annulation-inscription",
      "/liste-attente",
      "/success",
    ]);
  });

  it("moves the three old short addresses to their activity pages", () => {
    expect(REDIRECTS).toEqual([
      { from: "/vtt-groupe", to: "/activites/vtt-electrique-groupe" },
      { from: "/vtt-coaching", to: "/activites/vtt-coaching-individuel" },
      { from: "/vtt-entreprise", to: "/activites/vtt-entreprise" },
    ]);
    expect(matchRoute("/vtt-groupe").path).toBe("/activites/vtt-electrique-groupe");
    expect(matchRoute("/vtt-coaching/").path).toBe("/activites/vtt-coaching-individuel");
    expect(matchRoute("/vtt-entreprise?x=1").path).toBe("/activites/vtt-entreprise");
  });

  it("serves the 404 page for any other path", () => {
    expect(matchRoute("/nimporte-quoi")).toBe(NOT_FOUND_ROUTE);
    expect(matchRoute("/activites/inconnue")).toBe(NOT_FOUND_ROUTE);
    expect(NOT_FOUND_ROUTE.prerender).toBe(false);
    expect(matchRoute("/faq/").path).toBe("/faq");
  });

  it("normalises trailing slashes, queries and anchors", () => {
    expect(normalizePath("/")).toBe("/");
    expect(normalizePath("/faq/")).toBe("/faq");
    expect(normalizePath("/contact#formulaire")).toBe("/contact");
    expect(normalizePath("/calendrier?date=2026-05-01")).toBe("/calendrier");
  });

  it("loads each page from its own module", async () => {
    const notFound = await import("../../web/src/pages/NotFoundPage");
    await NOT_FOUND_ROUTE.page.preload();
    expect(NOT_FOUND_ROUTE.page.loaded()).toBe(notFound.default);
  });

  it("links every header entry to a page of the table", () => {
    expect(NAV_LINKS.map((link) => link.label)).toEqual([
      "Accueil",
      "Activités",
      "Calendrier",
      "Équipe",
      "Galerie",
      "Blog",
      "FAQ",
      "Contact",
    ]);
    for (const link of NAV_LINKS) expect(matchRoute(link.to).path).toBe(link.to);
  });

  it("describes the business on the home page (LocalBusiness, open 08:00-20:00 every day)", async () => {
    const home = PAGE_ROUTES.find((route) => route.path === "/");
    const [business] = (await home?.jsonLd?.("https://exemple.ch")) ?? [];
    expect(business?.["@type"]).toContain("LocalBusiness");
    expect(business?.openingHoursSpecification).toEqual([
      expect.objectContaining({
        opens: "08:00",
        closes: "20:00",
        dayOfWeek: expect.arrayContaining(["Monday", "Sunday"]),
      }),
    ]);
  });
});
