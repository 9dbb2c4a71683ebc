/**
 * The team space's sign-in from Chromium, on the site's origin and under its CSP: the page reads
 * /espace-equipe/config.json, signs the local team account in against the emulator's Cognito
 * directly (CORS, connect-src), and its access token opens the team API, which turns away a
 * request without one. No CSP violation on the way (tests/support/e2e-setup.ts).
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localTeamAccount } from "../../localstack/team-account";
import { launchBrowser, newPage } from "./support/browser";
import { visit } from "./support/site";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe("the team sign-in, from the browser", () => {
  it("signs the local account in at Cognito and reaches the team API with its access token", async () => {
    const page = await newPage(browser);
    await visit(page, "/");
    const account = localTeamAccount();
    const result = await page.evaluate(async ({ email, password }) => {
      const config = await (await fetch("/espace-equipe/config.json")).json();
      const auth = await fetch(config.endpoint, {
        method: "POST",
        headers: {
          "Content-Type": "application/x-amz-json-1.1",
          "X-Amz-Target": "AWSCognitoIdentityProviderService.InitiateAuth",
        },
        body: JSON.stringify({
          ClientId: config.clientId,
          AuthFlow: "USER_PASSWORD_AUTH",
          AuthParameters: { USERNAME: email, PASSWORD: password },
        }),
      });
      const token = (await auth.json()).AuthenticationResult?.AccessToken as string | undefined;
      const withToken = await fetch("/api/equipe/session", {
        headers: { Authorization: `Bearer ${token}` },
      });
      const withoutToken = await fetch("/api/equipe/session");
      return {
        config,
        signedIn: typeof token === "string" && token.split(".").length === 3,
        withToken: withToken.status,
        withoutToken: { status: withoutToken.status, body: await withoutToken.json() },
      };
    }, account);
    expect(result.config).toMatchObject({ region: "eu-central-2", endpoint: expect.any(String) });
    expect(result.signedIn).toBe(true);
    expect([401, 403]).not.toContain(result.withToken);
    expect(result.withoutToken).toEqual({
      status: 401,
      body: { success: false, error: "Connexion requise." },
    });
  });
});
