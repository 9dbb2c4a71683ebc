/**
 * The site's CloudFront Function, run in Node against viewer-request events: pages rewritten to
 * their index.html, assets unchanged, any other path answered with the 404 page by the function.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { cognitoOrigin, securityHeaders } from "../../infra/security-headers";
import {
  CLOUDFRONT_FUNCTION_MAX_BYTES,
  FALLBACK_NOT_FOUND_PAGE,
  sitePagePaths,
  siteViewerRequestCode,
} from "../../infra/site-viewer-request";

interface Request {
  uri: string;
  method: string;
}
interface Response {
  statusCode: number;
  headers: Record<string, { value: string }>;
  body: { encoding: string; data: string };
}

// The line separator checks that the page survives as a string literal of ES5.1.
const NOT_FOUND_PAGE = "<!doctype html><title>Page introuvable</title><h1>Oups\u2028!</h1>";

/** A small built site: the home page, two pages, a redirect page of an old path, the 404 page. */
function fixtureSite(notFoundPage = NOT_FOUND_PAGE): string {
  const dir = mkdtempSync(join(tmpdir(), "site-cf-"));
  const files: Record<string, string> = {
    "index.html": "<title>Accueil</title>",
    "calendrier/index.html": "<title>Calendrier</title>",
    "activites/hiver/index.html": "<title>Hiver</title>",
    "vtt-groupe/index.html": '<meta http-equiv="refresh" content="0; url=/activites">',
    "assets/app-1a2b.js": "console.log(1);",
    "sitemap.xml": "<urlset/>",
    "404.html": notFoundPage,
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  return dir;
}

const HEADERS = securityHeaders(cognitoOrigin("eu-central-2"));

function handlerOf(code: string) {
  const handler = new Function(`${code}; return handler;`)() as (event: {
    request: Request;
  }) => Request | Response;
  return (uri: string) => handler({ request: { uri, method: "GET" } });
}

describe("the site's viewer-request function", () => {
  const code = siteViewerRequestCode(fixtureSite(), HEADERS);
  const answer = handlerOf(code);

  it("lists the pages of the built site: each directory with an index.html, and /", () => {
    expect(sitePagePaths(fixtureSite())).toEqual([
      "/",
      "/activites/hiver",
      "/calendrier",
      "/vtt-groupe",
    ]);
  });

  it("reads a page from its index.html, with or without the trailing slash", () => {
    expect(answer("/")).toEqual({ uri: "/index.html", method: "GET" });
    expect(answer("/calendrier")).toEqual({ uri: "/calendrier/index.html", method: "GET" });
    expect(answer("/calendrier/")).toEqual({ uri: "/calendrier/index.html", method: "GET" });
    expect(answer("/activites/hiver")).toEqual({
      uri: "/activites/hiver/index.html",
      method: "GET",
    });
    // An old path's redirect page is a page of the build like any other.
    expect(answer("/vtt-groupe")).toEqual({ uri: "/vtt-groupe/index.html", method: "GET" });
  });

  it("passes a path with a file extension unchanged (S3 answers a missing one)", () => {
    expect(answer("/assets/app-1a2b.js")).toEqual({ uri: "/assets/app-1a2b.js", method: "GET" });
    expect(answer("/sitemap.xml")).toEqual({ uri: "/sitemap.xml", method: "GET" });
    expect(answer("/assets/x.js")).toEqual({ uri: "/assets/x.js", method: "GET" });
  });

  it("answers any other path itself: the 404 page, status 404, never cached, the pages' headers", () => {
    for (const uri of ["/n-existe-pas", "/n-existe-pas/", "/calendrier/autre", "/activites"]) {
      expect(answer(uri)).toEqual({
        statusCode: 404,
        statusDescription: "Not Found",
        headers: {
          "content-type": { value: "text/html; charset=utf-8" },
          "cache-control": { value: "no-cache" },
          ...Object.fromEntries(Object.entries(HEADERS).map(([name, value]) => [name, { value }])),
        },
        body: { encoding: "text", data: NOT_FOUND_PAGE },
      });
    }
  });

  it("writes the 404 page as a literal ES5.1 can read", () => {
    expect(code).not.toContain("\u2028");
    expect(code).toContain("\\u2028");
  });
});

describe("the site's viewer-request function without a built site", () => {
  const answer = handlerOf(siteViewerRequestCode(undefined, HEADERS));

  it("answers every extension-less path with a short French 404 page linking home", () => {
    for (const uri of ["/", "/calendrier", "/calendrier/"]) {
      const response = answer(uri) as Response;
      expect(response.statusCode).toBe(404);
      expect(response.body.data).toBe(FALLBACK_NOT_FOUND_PAGE);
    }
    expect(FALLBACK_NOT_FOUND_PAGE).toContain("Page introuvable");
    expect(FALLBACK_NOT_FOUND_PAGE).toContain('<a href="/">');
    expect(answer("/assets/app-1a2b.js")).toEqual({ uri: "/assets/app-1a2b.js", method: "GET" });
  });
});

describe("the site's viewer-request function: CloudFront's 10 KB limit", () => {
  it("fits today's pages well under the limit", () => {
    const code = siteViewerRequestCode(fixtureSite(), HEADERS);
    expect(Buffer.byteLength(code)).toBeLessThan(CLOUDFRONT_FUNCTION_MAX_BYTES);
  });

  it("refuses a 404 page that would take the code over it, naming the limit and the page's size", () => {
    const page = `<!doctype html><p>${"é".repeat(5_000)}</p>`;
    expect(() => siteViewerRequestCode(fixtureSite(page), HEADERS)).toThrow(
      new RegExp(`limit of 10240 bytes.*404 page .* is ${Buffer.byteLength(page)} bytes`),
    );
  });
});
