/**
 * PayPal's OAuth2 client-credentials grant (developer.paypal.com/api/rest/authentication/):
 * POST /v1/oauth2/token with `Authorization: Basic base64(client_id:secret)` and the form body
 * `grant_type=client_credentials` answers
 * `{ scope, access_token, token_type: "Bearer", app_id, expires_in, nonce }`. Every other call
 * carries `Authorization: Bearer <access_token>`; a token is refused once `expires_in` seconds
 * have passed on the sandbox clock.
 */
import type { IncomingMessage } from "node:http";
import type { SandboxClock } from "../../clock";
import { randomId, UPPER_ALPHANUMERIC } from "../../ids";
import { authenticationFailure, invalidClient, OAuthError } from "./errors";

/** PayPal's tokens typically live about nine hours (32400 s); the exact figure varies. */
export const TOKEN_LIFETIME_SECONDS = 32_400;

/** The scopes a REST app gets for the calls the adapter makes (a short excerpt of PayPal's). */
const SCOPE = [
  "https://uri.paypal.com/services/payments/payment",
  "https://uri.paypal.com/services/payments/realtimepayment",
  "https://uri.paypal.com/services/applications/webhooks",
  "openid",
].join(" ");

export interface TokenAnswer {
  scope: string;
  access_token: string;
  token_type: "Bearer";
  app_id: string;
  expires_in: number;
  nonce: string;
}

export interface Credentials {
  clientId: string;
  clientSecret: string;
}

function basicCredentials(req: IncomingMessage): Credentials | undefined {
  const match = /^Basic\s+(\S+)$/i.exec(req.headers.authorization ?? "");
  if (!match) return undefined;
  const decoded = Buffer.from(match[1] as string, "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  if (colon < 0) return undefined;
  return { clientId: decoded.slice(0, colon), clientSecret: decoded.slice(colon + 1) };
}

export class TokenStore {
  private readonly tokens = new Map<string, { expiresAtMs: number }>();
  private readonly appId = randomId("APP-", 17, UPPER_ALPHANUMERIC);

  constructor(
    private readonly credentials: Credentials,
    private readonly clock: SandboxClock,
    private readonly lifetimeSeconds = TOKEN_LIFETIME_SECONDS,
  ) {}

  /** The token endpoint: checks the Basic credentials and the grant, issues a token. */
  issue(req: IncomingMessage, rawBody: string): TokenAnswer {
    const given = basicCredentials(req);
    if (
      !given ||
      given.clientId !== this.credentials.clientId ||
      given.clientSecret !== this.credentials.clientSecret
    ) {
      throw invalidClient();
    }
    const grant = new URLSearchParams(rawBody).get("grant_type");
    if (grant === null) throw new OAuthError(400, "unsupported_grant_type", "Grant Type is NULL");
    if (grant !== "client_credentials") {
      // Wording [unconfirmed]: PayPal refuses other grants on this app type.
      throw new OAuthError(400, "unsupported_grant_type", `unsupported grant_type: ${grant}`);
    }
    const accessToken = randomId(
      "A21AA",
      92,
      "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_",
    );
    this.tokens.set(accessToken, {
      expiresAtMs: this.clock.nowMs() + this.lifetimeSeconds * 1000,
    });
    return {
      scope: SCOPE,
      access_token: accessToken,
      token_type: "Bearer",
      app_id: this.appId,
      expires_in: this.lifetimeSeconds,
      nonce: `${new Date(this.clock.nowMs()).toISOString().slice(0, 19)}Z${randomId("", 43)}`,
    };
  }

  /** Every other call: a Bearer token this store issued and that has not expired. */
  authenticate(req: IncomingMessage): void {
    const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? "");
    const token = match ? this.tokens.get(match[1] as string) : undefined;
    // Expired and unknown tokens get the same 401 [unconfirmed: PayPal may word them apart].
    if (!token || token.expiresAtMs <= this.clock.nowMs()) throw authenticationFailure();
  }

  issuedCount(): number {
    return this.tokens.size;
  }

  reset(): void {
    this.tokens.clear();
  }
}
