import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { BUSINESS } from "@shared/constants/business";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageRendererDir } from "../../shared/payments/visitor-page-renderer";
import { type BuiltSite, buildSite, routeFile } from "../../web/scripts/build";
import { readAppStart } from "../../web/scripts/page-head";
import { PAGE_ROUTES } from "../../web/src/app/routes";
import { FAQ_ENTRIES } from "../../web/src/content/faq";
import { BIKE_ROUTES } from "../../web/src/content/local-area";

const SITE_URL = "https://test.jura-vtt-vitalite.ch";
let outDir: string;
let built: BuiltSite;

/** Code that only serves an interaction (a dialog opened by a tap): no page preloads it. */
const INTERACTION_ONLY = [
  "web/src/features/registration/RegistrationDialog",
  "web/src/features/registration/RegistrationForm",
  "web/src/features/registration/registration-machine",
  "web/src/features/quote/QuoteRequestButton",
  "web/src/features/quote/QuoteForm",
  "web/src/features/quote/quote-machine",
  "web/src/pages/sections/GalleryViewer",
  "node_modules/xstate/",
  "node_modules/@xstate/",
];
/** Form code (validation, form state): preloaded only by the pages whose first view is a form. */
const FORM_CODE = ["node_modules/zod/", "node_modules/react-hook-form/", "node_modules/@hookform/"];
/**
 * Pages whose first view is itself a form, and the code it needs at once: the contact form
 * validates with zod and react-hook-form; the booking form is driven by its state machine too.
 */
const FIRST_VIEW_CODE: Record<string, readonly string[]> = {
  "/contact": FORM_CODE,
  "/reservation-vtt": [...FORM_CODE, "node_modules/xstate/", "node_modules/@xstate/"],
};

/** The tags of <head> that fetch something, in document order. */
function headResources(html: string): string[] {
  const head = html.slice(html.indexOf("<head>"), html.indexOf("</head>"));
  return [...head.matchAll(/<(?:link|script)\b[^>]*>/g)].map((match) => match[0]);
}

/**
 * A stylesheet or a classic script in <head>: the browser paints nothing before it has it. Data
 * blocks (JSON-LD, the app start's JSON) and modules do not block.
 */
function isRenderBlocking(tag: string): boolean {
  if (tag.startsWith("<link")) return /rel="stylesheet"/.test(tag) && !/media="print"/.test(tag);
  return !/type="(module|application\/ld\+json|application\/json)"|\basync\b|\bdefer\b/.test(tag);
}

const href = (tag: string) => /(?:href|src)="([^"]*)"/.exec(tag)?.[1] ?? "";

/** The prerendered page as a crawler without JavaScript reads it. */
const page = (file: string) => readFile(path.join(outDir, file), "utf8");

/** Every JSON-LD block of a page, parsed. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1] ?? "null") as Record<string, unknown>,
  );
}

/** Visible text of the app's markup (tags removed), to check content without running scripts. */
function bodyText(html: string): string {
  const body = html.slice(html.indexOf('<div id="root"'));
  return body
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replaceAll("&#x27;", "'")
    .replaceAll("&amp;", "&")
    .replace(/\s+/g, " ");
}

describe("site build (prerender)", () => {
  beforeAll(async () => {
    outDir = await mkdtemp(path.join(tmpdir(), "site-build-"));
    process.env.SITE_BASE_URL = SITE_URL;
    built = await buildSite({ outDir });
  }, 240_000);

  afterAll(async () => {
    delete process.env.SITE_BASE_URL;
    if (outDir) await rm(outDir, { recursive: true, force: true });
    if (outDir) await rm(pageRendererDir(outDir), { recursive: true, force: true });
  });

  it("writes every prerendered route with its own title, description and canonical link", async () => {
    for (const route of PAGE_ROUTES.filter((r) => r.prerender)) {
      const html = await page(routeFile(route.path));
      expect(html).toContain(`<link rel="canonical" href="${SITE_URL}${route.canonicalPath}" />`);
      expect(html).toContain(
        `<meta property="og:url" content="${SITE_URL}${route.canonicalPath}" />`,
      );
      const title = /<title>(.*?)<\/title>/.exec(html)?.[1];
      expect(
        title?.replaceAll("&#x27;", "'").replaceAll("&#39;", "'").replaceAll("&amp;", "&"),
      ).toBe(route.title);
      expect(html).toContain('<meta name="description"');
      expect(html).toContain(`data-route="${route.path}"`);
    }
  });

  it("makes the main stylesheet the first render-blocking resource of every page", async () => {
    const pages = PAGE_ROUTES.filter((r) => r.prerender).map((r) => routeFile(r.path));
    const blocking = await Promise.all(
      [...pages, "404.html"].map(async (file) =>
        headResources(await page(file)).filter(isRenderBlocking),
      ),
    );
    // The main stylesheet is the one every page links.
    const [first, ...others] = blocking.map((tags) => new Set(tags.map(href)));
    const shared = [...(first ?? [])].filter((file) => others.every((set) => set.has(file)));
    expect(shared).toHaveLength(1);
    expect(shared[0]).toMatch(/^\/assets\/.*\.css$/);
    blocking.forEach((tags, index) => {
      const file = pages[index] ?? "404.html";
      expect(href(tags[0] ?? ""), file).toBe(shared[0]);
      for (const tag of tags) expect(tag, file).toMatch(/rel="stylesheet"/);
    });
  });

  it("preloads no chunk that the first view does not use (dialogs, their machines, forms)", async () => {
    for (const route of PAGE_ROUTES.filter((r) => r.prerender)) {
      const file = routeFile(route.path);
      const html = await page(file);
      // Chunks are preloaded by the start module, after the first paint, never by the HTML itself.
      expect(html, file).not.toContain('rel="modulepreload"');
      const start = readAppStart(html);
      expect(start, file).toBeDefined();
      const allowed = FIRST_VIEW_CODE[route.path] ?? [];
      const forbidden = [...INTERACTION_ONLY, ...FORM_CODE].filter(
        (code) => !allowed.includes(code),
      );
      for (const chunk of [start?.entry ?? "", ...(start?.chunks ?? [])]) {
        const modules = built.chunkModules[chunk.replace(/^\//, "")];
        expect(modules, `${file}: ${chunk}`).toBeDefined();
        const unused = modules?.filter((id) => forbidden.some((code) => id.includes(code)));
        expect(unused, `${file} preloads ${chunk}`).toEqual([]);
      }
    }
  });

  it("puts the FAQ's questions, canonical link and FAQPage data into /faq/index.html", async () => {
    const html = await page("faq/index.html");
    const text = bodyText(html);
    for (const entry of FAQ_ENTRIES) expect(text).toContain(entry.question);
    expect(html).toContain(`<link rel="canonical" href="${SITE_URL}/faq" />`);
    const faq = jsonLd(html).find((data) => data["@type"] === "FAQPage");
    expect(faq?.mainEntity).toHaveLength(FAQ_ENTRIES.length);
  });

  it("puts the four routes, canonical link and 20 km area into /vtt-saint-cergue/index.html", async () => {
    const html = await page("vtt-saint-cergue/index.html");
    const text = bodyText(html);
    expect(BIKE_ROUTES).toHaveLength(4);
    for (const route of BIKE_ROUTES) expect(text).toContain(route.name);
    expect(html).toContain(`<link rel="canonical" href="${SITE_URL}/vtt-saint-cergue" />`);
    const [data] = jsonLd(html);
    expect(JSON.stringify(data)).toContain('"geoRadius":20000');
  });

  it("prerenders the home page with every section and the business's structured data", async () => {
    const html = await page("index.html");
    const text = bodyText(html);
    expect(text).toContain(BUSINESS.tagline);
    expect(text).toContain("Nos Activités VTT Électrique et Nature");
    for (const id of ["activites", "calendrier", "equipe", "galerie", "communaute", "contact"]) {
      expect(html).toContain(`id="${id}"`);
    }
    const [business] = jsonLd(html);
    expect(business?.["@type"]).toContain("LocalBusiness");
    expect(business?.telephone).toBe(BUSINESS.phoneE164);
  });

  it("prerenders parts whose code loads later, nested ones included (the quote button of a card)", async () => {
    for (const file of ["index.html", "activites/index.html"]) {
      const html = await page(file);
      expect(html, file).toMatch(/<button[^>]*>Demander une offre<\/button>/);
      expect(html, file).not.toContain("<!--$!-->"); // no boundary left to the client
    }
  });

  it("writes 404.html with « Oops! Page not found » and a link home, kept out of search engines", async () => {
    const html = await page("404.html");
    expect(bodyText(html)).toContain("Oops! Page not found");
    expect(html).toContain('href="/"');
    expect(html).toContain('<meta name="robots" content="noindex" />');
  });

  it("sends the old short addresses to their pages without JavaScript", async () => {
    const html = await page("vtt-groupe/index.html");
    expect(html).toContain(
      '<meta http-equiv="refresh" content="0; url=/activites/vtt-electrique-groupe" />',
    );
    expect(html).toContain(
      `<link rel="canonical" href="${SITE_URL}/activites/vtt-electrique-groupe" />`,
    );
  });

  it("lists exactly the prerendered routes in sitemap.xml, and points robots.txt at it", async () => {
    const sitemap = await page("sitemap.xml");
    const locs = [...sitemap.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1]);
    const expected = PAGE_ROUTES.filter((r) => r.prerender).map((r) => `${SITE_URL}${r.path}`);
    expect(locs.sort()).toEqual(expected.sort());
    expect(locs).not.toContain(`${SITE_URL}/confirmation-inscription`);
    expect(locs).not.toContain(`${SITE_URL}/vtt-groupe`);
    const robots = await page("robots.txt");
    expect(robots).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
    expect(robots).toContain("Disallow: /confirmation-inscription");
  });

  it("builds the team space apart: its own noindex document, and no public page loads any of it", async () => {
    const team = await page("espace-equipe/index.html");
    expect(team).toContain('<meta name="robots" content="noindex, nofollow" />');
    const teamScripts = [...team.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]);
    expect(teamScripts).toEqual([expect.stringMatching(/^\/assets\/espace-equipe-.*\.js$/)]);
    // Every chunk of the public build, and what each holds: nothing of the team space.
    for (const [chunk, modules] of Object.entries(built.chunkModules)) {
      const teamModules = modules.filter((id) =>
        ["web/src/features/team/", "web/src/pages/TeamSpacePage", "node_modules/qrcode/"].some(
          (code) => id.includes(code),
        ),
      );
      expect(teamModules, chunk).toEqual([]);
    }
    const publicPages = [...PAGE_ROUTES.map((r) => routeFile(r.path)), "404.html"];
    for (const file of publicPages) {
      const html = await page(file);
      for (const script of teamScripts) expect(html, file).not.toContain(script);
      expect(html, file).not.toContain("espace-equipe");
    }
    expect(await page("sitemap.xml")).not.toContain("espace-equipe");
    expect(await page("robots.txt")).toContain("Disallow: /espace-equipe");
  });

  it("gives the confirmation page its prerendered frame: the wait, no one's data, noindex", async () => {
    const html = await page("confirmation-inscription/index.html");
    expect(html).toContain('<div id="root" data-route="/confirmation-inscription">');
    const text = bodyText(html);
    expect(text).toContain("Votre inscription");
    expect(text).toContain("Chargement de votre inscription…");
    expect(text).toContain(BUSINESS.name);
    expect(html).toContain('class="box confirmation-summary is-frame" aria-hidden="true"');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    // Its registration is asked for by the start module, from the link's query, at once.
    expect(html).toContain('"early":{"path":"/api/inscriptions/:inscription","query":["jeton"]}');
  });

  it("prerenders the payment pages of one visitor as frames, noindex and out of the sitemap", async () => {
    const frames = PAGE_ROUTES.filter((r) => r.frame).map((r) => r.path);
    expect(frames).toEqual([
      "/confirmation-inscription",
      "/payment-success",
      "/payment-callback",
      "/paiement-twint",
      "/payment-cancel",
    ]);
    const sitemap = await page("sitemap.xml");
    for (const framePath of frames) {
      const html = await page(routeFile(framePath));
      expect(html, framePath).toContain(`<div id="root" data-route="${framePath}">`);
      expect(html, framePath).toContain('<meta name="robots" content="noindex" />');
      expect(bodyText(html), framePath).toContain(BUSINESS.name);
      expect(sitemap).not.toContain(`${SITE_URL}${framePath}<`);
    }
    expect(bodyText(await page("payment-success/index.html"))).toContain(
      "Nous attendons la confirmation de votre paiement…",
    );
    expect(bodyText(await page("paiement-twint/index.html"))).toContain("Payer par TWINT");
    expect(bodyText(await page("payment-cancel/index.html"))).toContain("Paiement non effectué");
  });
});
