/**
 * Serves the built site the way CloudFront in front of S3 will: /x -> x/index.html, hashed
 * assets cached for a year, pages revalidated, text compressed with gzip, and any unknown path
 * answered by 404.html with status 404, every answer with the security headers CloudFront adds
 * (infra/security-headers.ts).
 */
import { readFile, stat } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { extname, join, normalize, resolve, sep } from "node:path";
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import { SECURITY_HEADERS } from "../../infra/security-headers";

const gzipAsync = promisify(gzip);

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".ics": "text/calendar; charset=utf-8",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".pdf": "application/pdf",
};

const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/;

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/**
 * A text answer gzipped for a browser that accepts it, as CloudFront compresses (its headers get
 * vary and content-encoding); anything else as it is.
 */
export async function compressed(
  req: IncomingMessage,
  type: string,
  body: Buffer,
  headers: Record<string, string | number | string[]>,
): Promise<Buffer> {
  if (!COMPRESSIBLE.test(type)) return body;
  headers.vary = "accept-encoding";
  if (!/\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""))) return body;
  headers["content-encoding"] = "gzip";
  return gzipAsync(body);
}

/** The file a request path maps to, or undefined. Never leaves the site directory. */
export async function resolveSitePath(root: string, urlPath: string): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes("\0")) return undefined;
  const base = resolve(root);
  const target = resolve(base, `.${normalize(`/${decoded}`)}`);
  if (target !== base && !target.startsWith(base + sep)) return undefined;
  const candidates = decoded.endsWith("/")
    ? [join(target, "index.html")]
    : [target, join(target, "index.html"), `${target}.html`];
  for (const candidate of candidates) {
    if (await isFile(candidate)) return candidate;
  }
  return undefined;
}

function cacheControl(root: string, file: string): string {
  if (file.endsWith(".html")) return "no-cache";
  // Vite puts content-hashed files under assets/: they never change under the same name.
  if (file.startsWith(join(resolve(root), "assets") + sep))
    return "public, max-age=31536000, immutable";
  return "public, max-age=3600";
}

/** Answers a GET or HEAD for the built site (404.html with status 404 when nothing matches). */
export async function serveStatic(
  root: string,
  req: IncomingMessage,
  res: ServerResponse,
  headersOfSite: Readonly<Record<string, string>> = SECURITY_HEADERS,
): Promise<void> {
  const method = (req.method ?? "GET").toUpperCase();
  if (method !== "GET" && method !== "HEAD") {
    res.writeHead(405, { allow: "GET, HEAD", "content-type": "text/plain; charset=utf-8" });
    res.end("Méthode non autorisée");
    return;
  }
  const urlPath = new URL(req.url ?? "/", "http://local").pathname;
  let file = await resolveSitePath(root, urlPath);
  let status = 200;
  if (!file) {
    status = 404;
    file = (await resolveSitePath(root, "/404.html")) ?? undefined;
  }
  if (!file) {
    res.writeHead(404, { "content-type": "text/plain; charset=utf-8" });
    res.end("Page introuvable");
    return;
  }
  const type = CONTENT_TYPES[extname(file).toLowerCase()] ?? "application/octet-stream";
  let body: Buffer = await readFile(file);
  const headers: Record<string, string | number> = {
    ...headersOfSite,
    "content-type": type,
    "cache-control": status === 404 ? "no-cache" : cacheControl(root, file),
  };
  body = await compressed(req, type, body, headers);
  headers["content-length"] = body.length;
  res.writeHead(status, headers);
  res.end(method === "HEAD" ? undefined : body);
}
