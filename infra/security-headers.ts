/**
 * The security headers of every page of the site: CloudFront's response headers policy
 * (infra/stacks/site-stack.ts), the site's CloudFront Function on its own 404 answer
 * (infra/site-viewer-request.ts) and the local static host (local/host/static-site.ts) all
 * read them from here, so the e2e tests run the site under the policy visitors get.
 *
 * What the site needs, and nothing more:
 * - scripts, styles, fonts and images from the site itself; one inline script, allowed by its
 *   hash: the module that starts the app after the first paint, the same text on every page
 *   (web/scripts/page-head.ts). JSON-LD and the start's own data are data blocks, which CSP does
 *   not execute nor block. Images also as data: URLs (the TWINT QR code);
 * - style attributes (React's prerendered `style="…"`), but no inline <style> element;
 * - fetch to the same origin (/api), and to Cognito's endpoint for the founders' sign-in (the
 *   team space talks to Cognito's API itself); the browser never calls Stripe, PayPal or Shopify;
 * - one frame: the OpenStreetMap map of the contact page.
 * The payment providers' pages (Stripe Checkout, PayPal approval, Shopify checkout) are reached
 * by navigation (a redirect or a new tab), which CSP does not restrict: naming their domains in
 * connect-src or frame-src would only widen the policy. They are listed in PAYMENT_PAGE_ORIGINS
 * for the record and for the tests.
 */

import { createHash } from "node:crypto";
import { APP_START_SCRIPT } from "../web/scripts/page-head";

/** The CSP source that allows the app's start module, and only it, among inline scripts. */
export const APP_START_SCRIPT_HASH = `'sha256-${createHash("sha256").update(APP_START_SCRIPT).digest("base64")}'`;

/** Where a visitor goes to pay (navigations, not resources of the page). */
export const PAYMENT_PAGE_ORIGINS = [
  "https://checkout.stripe.com",
  "https://www.paypal.com",
  "https://checkout.shopify.com",
] as const;

export const MAP_FRAME_ORIGIN = "https://www.openstreetmap.org";

/** Cognito's endpoint in a region: where the team space signs in (connect-src). */
export function cognitoOrigin(region: string): string {
  return `https://cognito-idp.${region}.amazonaws.com`;
}

/**
 * The Content-Security-Policy with the team space's sign-in endpoint in connect-src: Cognito's
 * in AWS (cognitoOrigin), the emulator's locally. Without it, fetch stays same-origin.
 */
export function contentSecurityPolicy(signInOrigin?: string): string {
  return CONTENT_SECURITY_POLICY_DIRECTIVES.map(([name, value]) =>
    name === "connect-src" && signInOrigin
      ? `${name} ${value} ${signInOrigin}`
      : `${name} ${value}`,
  ).join("; ");
}

/** The Content-Security-Policy directives, in order. */
export const CONTENT_SECURITY_POLICY_DIRECTIVES: readonly (readonly [string, string])[] = [
  ["default-src", "'self'"],
  ["script-src", `'self' ${APP_START_SCRIPT_HASH}`],
  ["style-src", "'self'"],
  ["style-src-attr", "'unsafe-inline'"],
  ["img-src", "'self' data:"],
  ["font-src", "'self'"],
  ["connect-src", "'self'"],
  ["frame-src", MAP_FRAME_ORIGIN],
  ["object-src", "'none'"],
  ["base-uri", "'self'"],
  ["form-action", "'self'"],
  ["frame-ancestors", "'none'"],
];

export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/** Two years, subdomains included (the site is HTTPS only). */
export const HSTS_MAX_AGE_SECONDS = 63_072_000;

/** Browser features the site never uses, refused for it and for the map frame. */
export const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), payment=(), usb=()";

export const REFERRER_POLICY = "strict-origin-when-cross-origin";

/** The headers as a plain map (what the local host sends, what the e2e tests expect). */
export function securityHeaders(signInOrigin?: string): Readonly<Record<string, string>> {
  return { ...SECURITY_HEADERS, "content-security-policy": contentSecurityPolicy(signInOrigin) };
}

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "content-security-policy": CONTENT_SECURITY_POLICY,
  "strict-transport-security": `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`,
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": REFERRER_POLICY,
  "permissions-policy": PERMISSIONS_POLICY,
};
