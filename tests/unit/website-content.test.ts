import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { BUSINESS } from "@shared/constants/business";
import { describe, expect, it } from "vitest";
import { BLOG_ARTICLES } from "../../web/src/content/blog";
import { CONTACT_MAP } from "../../web/src/content/contact";
import { FAQ_ENTRIES, faqJsonLd } from "../../web/src/content/faq";
import { GALLERY_FOLDERS, GALLERY_VIDEOS } from "../../web/src/content/gallery";
import type { ContentImage } from "../../web/src/content/image";
import { BIKE_ROUTES, LOCAL_AREA, localAreaJsonLd } from "../../web/src/content/local-area";
import { FOUNDERS } from "../../web/src/content/team";
import { MINIMUM_AGE_RULE, TERMS_ARTICLES, TERMS_VERSION_DATE } from "../../web/src/content/terms";

const publicDir = resolve(import.meta.dirname, "../../web/public");

describe("gallery content", () => {
  it("has the six folders of the specification, each with as many images as its count", () => {
    expect(GALLERY_FOLDERS.map((folder) => [folder.id, folder.count])).toEqual([
      ["groupe", 12],
      ["coaching", 8],
      ["entreprise", 3],
      ["pied", 1],
      ["hiver", 4],
      ["speciales", 3],
    ]);
    for (const folder of GALLERY_FOLDERS) expect(folder.images).toHaveLength(folder.count);
  });

  it("gives every image of a folder its own title and alt text", () => {
    for (const folder of GALLERY_FOLDERS) {
      expect(new Set(folder.images.map((image) => image.alt)).size).toBe(folder.count);
      expect(new Set(folder.images.map((image) => image.title)).size).toBe(folder.count);
    }
  });

  it("has three videos of 3:45, 2:30 and 5:20", () => {
    expect(GALLERY_VIDEOS.map((video) => video.duration)).toEqual(["3:45", "2:30", "5:20"]);
  });
});

describe("illustrations", () => {
  const images: ContentImage[] = [
    ...GALLERY_FOLDERS.flatMap((folder) => [folder.thumbnail, ...folder.images]),
    ...GALLERY_VIDEOS.map((video) => video.thumbnail),
    ...FOUNDERS.map((founder) => founder.image),
    LOCAL_AREA.image,
  ];

  it.each(images.map((image) => [image.src, image] as const))(
    "%s exists, has a size and a French alt text",
    (_src, image) => {
      expect(existsSync(resolve(publicDir, `.${image.src}`))).toBe(true);
      expect(image.width).toBeGreaterThan(0);
      expect(image.height).toBeGreaterThan(0);
      expect(image.alt.length).toBeGreaterThan(10);
    },
  );
});

describe("blog content", () => {
  it("has five articles: one internal to /activites, four external on https", () => {
    expect(BLOG_ARTICLES).toHaveLength(5);
    const internal = BLOG_ARTICLES.filter((article) => article.isInternal);
    expect(internal.map((article) => article.url)).toEqual(["/activites"]);
    for (const article of BLOG_ARTICLES.filter((candidate) => !candidate.isInternal)) {
      expect(article.url).toMatch(/^https:\/\//);
      expect(article.publishDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      if (article.secondaryUrl) expect(article.secondaryUrlLabel).toBeTruthy();
    }
  });
});

describe("FAQ content", () => {
  it("has eight questions and states the season as April to November", () => {
    expect(FAQ_ENTRIES).toHaveLength(8);
    expect(FAQ_ENTRIES.some((entry) => entry.answer.includes("d'avril à novembre"))).toBe(true);
    expect(new Set(FAQ_ENTRIES.map((entry) => entry.id)).size).toBe(8);
  });

  it("gives search engines a FAQPage with every question and answer", () => {
    const jsonLd = faqJsonLd();
    expect(jsonLd["@type"]).toBe("FAQPage");
    expect(jsonLd.mainEntity).toHaveLength(8);
    expect(jsonLd.mainEntity[0]).toEqual({
      "@type": "Question",
      name: FAQ_ENTRIES[0]?.question,
      acceptedAnswer: { "@type": "Answer", text: FAQ_ENTRIES[0]?.answer },
    });
  });
});

describe("local-area content", () => {
  it("lists the four routes of the specification", () => {
    expect(
      BIKE_ROUTES.map((route) => [route.name, route.distanceKm, route.climbMeters, route.level]),
    ).toEqual([
      ["Tour des Crêtes", 25, 600, "intermédiaire"],
      ["Balade Forestière", 18, 350, "facile"],
      ["Panorama Léman", 30, 750, "avancé"],
      ["Découverte Débutants", 12, 200, "débutant"],
    ]);
  });

  it("describes a 20 km area around the village for search engines", () => {
    const jsonLd = localAreaJsonLd();
    expect(jsonLd.areaServed).toEqual({
      "@type": "GeoCircle",
      geoMidpoint: { "@type": "GeoCoordinates", ...BUSINESS.geo },
      geoRadius: 20000,
    });
  });
});

describe("terms and contact content", () => {
  it("is dated 05.09.2025 and states one minimum-age rule, once", () => {
    expect(TERMS_VERSION_DATE).toBe("05.09.2025");
    const paragraphs = TERMS_ARTICLES.flatMap((article) => article.paragraphs);
    expect(paragraphs.filter((paragraph) => /\d+ ans/.test(paragraph))).toEqual([MINIMUM_AGE_RULE]);
    expect(MINIMUM_AGE_RULE).toContain("dès 16 ans");
    const text = paragraphs.join(" ");
    for (const phrase of [
      "72 heures",
      "francs suisses",
      "casque",
      "LPD",
      "RGPD",
      "Nyon",
      "droit suisse",
    ]) {
      expect(text).toContain(phrase);
    }
  });

  it("builds an OpenStreetMap embed centred on the meeting point", () => {
    const url = new URL(CONTACT_MAP.embedUrl);
    expect(url.origin + url.pathname).toBe("https://www.openstreetmap.org/export/embed.html");
    expect(url.searchParams.get("layer")).toBe("mapnik");
    expect(url.searchParams.get("marker")).toBe(
      `${BUSINESS.geo.latitude},${BUSINESS.geo.longitude}`,
    );
    const [west, south, east, north] = (url.searchParams.get("bbox") ?? "").split(",").map(Number);
    expect(west).toBeLessThan(BUSINESS.geo.longitude);
    expect(east).toBeGreaterThan(BUSINESS.geo.longitude);
    expect(south).toBeLessThan(BUSINESS.geo.latitude);
    expect(north).toBeGreaterThan(BUSINESS.geo.latitude);
  });
});
