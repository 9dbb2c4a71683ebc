/**
 * GET /confirmation-inscription against the emulator, through the api function's router: a payment
 * link's page is rendered with exactly the answer GET /api/inscriptions/{id}?jeton=… gives (the
 * summary, or the refusal), as HTML that no cache keeps; without a link it is the built frame;
 * without a built site, a French 503 page. Nothing of the visitor reaches the logs.
 *
 * The renderer here is a stand-in that writes down what it was given (the real one, the site's
 * React components, is proven in a browser: tests/e2e/payment-page-server.test.ts).
 */

import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { paymentLinkPath, readPaymentLinkParams } from "@shared/payments/payment-link";
import {
  PAGE_RENDERER_DIR_ENV,
  PAGE_RENDERER_FILE,
  PAGE_TEMPLATE_FILE,
} from "@shared/payments/visitor-page-renderer";
import type { APIGatewayProxyEventV2 } from "aws-lambda";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createApi } from "../../functions/api/api";
import { getConfig } from "../../functions/config";
import { setUpPaymentWorld } from "../support/payment-world";
import { apiEvent } from "../support/registration-fixtures";
import { registerWithLinks } from "../support/registration-links";

const world = setUpPaymentWorld();

/** A registration and the payment link of its confirmation e-mail. */
async function registeredLink(participants: number) {
  const { registrationId, paymentJeton } = await registerWithLinks(world, participants);
  return { registrationId, jeton: paymentJeton };
}

const FRAME = `<!doctype html><html><head><title>Cadre</title></head><body><div id="root" data-route="/confirmation-inscription"><p>Chargement de votre inscription…</p></div></body></html>`;

/** Writes down its arguments in the page, so that the test reads what the route gave it. */
const STAND_IN_RENDERER = `export async function renderVisitorPage(template, address, answer) {
  if (address.includes("casse")) throw new Error("rendu impossible");
  return template.replace("</body>", "<pre id='given'>" + JSON.stringify({ address, answer }).replaceAll("<", "\\\\u003c") + "</pre></body>");
}
`;

let builtDir: string;
let unbuiltDir: string;
let api: ReturnType<typeof createApi>;
const logged: string[] = [];

beforeAll(async () => {
  builtDir = await mkdtemp(path.join(tmpdir(), "page-renderer-"));
  unbuiltDir = await mkdtemp(path.join(tmpdir(), "page-renderer-none-"));
  await writeFile(path.join(builtDir, PAGE_TEMPLATE_FILE), FRAME);
  await writeFile(path.join(builtDir, PAGE_RENDERER_FILE), STAND_IN_RENDERER);
  const { wireAdapters } = await import("../../functions/wiring/adapters");
  const config = getConfig();
  api = createApi({ adapters: wireAdapters(config), config });
  for (const stream of ["log", "error", "warn"] as const) {
    vi.spyOn(console, stream).mockImplementation((...args: unknown[]) => {
      logged.push(args.map(String).join(" "));
    });
  }
});

afterAll(async () => {
  vi.restoreAllMocks();
  delete process.env[PAGE_RENDERER_DIR_ENV];
  await rm(builtDir, { recursive: true, force: true });
  await rm(unbuiltDir, { recursive: true, force: true });
});

/** The page at `address` (path and query), as API Gateway hands it to the api function. */
async function getPage(address: string, rendererDir = builtDir) {
  process.env[PAGE_RENDERER_DIR_ENV] = rendererDir;
  const url = new URL(address, "https://site.example");
  const event: APIGatewayProxyEventV2 = {
    ...apiEvent("GET", url.pathname),
    rawQueryString: url.search.replace(/^\?/, ""),
    queryStringParameters: Object.fromEntries(url.searchParams),
  };
  const result = await api(event);
  const body = String(result.body ?? "");
  const given = /<pre id='given'>(.*)<\/pre>/.exec(body)?.[1];
  return {
    status: result.statusCode,
    headers: result.headers ?? {},
    body,
    given: given ? (JSON.parse(given) as { address: string; answer: unknown }) : undefined,
  };
}

async function apiAnswer(address: string) {
  const link = readPaymentLinkParams(new URL(address, "https://site.example").searchParams);
  const query = new URLSearchParams({ jeton: link?.jeton ?? "" });
  const res = await fetch(`${world.host.url}/api/inscriptions/${link?.registrationId}?${query}`);
  return { status: res.status, body: (await res.json()) as unknown };
}

describe("GET /confirmation-inscription", () => {
  it("renders a payment link's page with the very answer of the API's GET, as HTML no cache keeps", async () => {
    const link = await registeredLink(2);
    const { registrationId } = link;
    const address = paymentLinkPath(link);
    const page = await getPage(address);
    expect(page.status).toBe(200);
    expect(page.headers).toMatchObject({
      "content-type": "text/html; charset=utf-8",
      "cache-control": "private, no-store",
      "x-robots-tag": "noindex",
    });
    expect(page.given).toEqual({
      address,
      answer: {
        path: `/api/inscriptions/${registrationId}?${new URLSearchParams({ jeton: link.jeton })}`,
        ...(await apiAnswer(address)),
      },
    });
    expect(page.given?.answer).toMatchObject({
      status: 200,
      body: { customer_name: "Monique Favre" },
    });
    // With its trailing slash: the same page.
    const slashed = await getPage(address.replace("?", "/?"));
    expect(slashed.given?.answer).toEqual(page.given?.answer);
  });

  it("renders a forged link's page with the API's refusal, nothing of the registration", async () => {
    const link = await registeredLink(1);
    const { registrationId } = link;
    const address = paymentLinkPath({ ...link, jeton: `${link.jeton}x` });
    const page = await getPage(address);
    expect(page.status).toBe(200);
    expect(page.given?.answer).toEqual({
      path: expect.stringContaining(`/api/inscriptions/${registrationId}?jeton=`),
      ...(await apiAnswer(address)),
    });
    expect(page.given?.answer).toMatchObject({ status: 403 });
    expect(page.body).not.toContain("Favre");
  });

  it("answers the built frame, unchanged, without both parameters or when the render fails", async () => {
    for (const address of [
      "/confirmation-inscription",
      "/confirmation-inscription?inscription=abc",
      "/confirmation-inscription?jeton=1.abc",
    ]) {
      const page = await getPage(address);
      expect(page.status, address).toBe(200);
      expect(page.body, address).toBe(FRAME);
      expect(page.headers["cache-control"], address).toBe("private, no-store");
    }
    const link = await registeredLink(1);
    const failing = await getPage(`${paymentLinkPath(link)}&casse=1`);
    expect(failing.status).toBe(200);
    expect(failing.body).toBe(FRAME);
  });

  it("without a built site, says in French that the page is unavailable", async () => {
    const page = await getPage("/confirmation-inscription?inscription=abc&jeton=1.abc", unbuiltDir);
    expect(page.status).toBe(503);
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(page.body).toContain("Page momentanément indisponible");
  });

  it("logs nothing of the visitor: no name, no e-mail, no jeton", async () => {
    const link = await registeredLink(1);
    logged.length = 0;
    await getPage(paymentLinkPath(link));
    await getPage(paymentLinkPath({ ...link, jeton: `${link.jeton}x` }));
    await getPage(`${paymentLinkPath(link)}&casse=1`);
    expect(logged.length).toBeGreaterThan(0);
    const text = logged.join("\n");
    expect(text).not.toContain("Favre");
    expect(text).not.toContain("monique");
    expect(text).not.toContain(link.jeton);
  });
});
