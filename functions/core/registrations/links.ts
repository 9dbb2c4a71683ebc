import { createHmac, timingSafeEqual } from "node:crypto";
import { paymentLinkPath } from "@shared/payments/payment-link";
import { cancellationLinkPath } from "@shared/registrations/cancellation-link";
import type { Activity } from "@shared/schemas/activity";
import { meetingInstant } from "@shared/time";
import { waitlistLinkPath } from "@shared/waitlist/waitlist-link";

/**
 * A registration's signed links, signed and turned into addresses here only: the payment link
 * (confirmation e-mail, reminder, the providers' return addresses) and the cancellation link.
 *
 * The jeton of a registration's signed links (shared/payments/payment-link.ts builds the payment
 * address, shared/registrations/cancellation-link.ts the cancellation one): `${expires}.${mac}`,
 * where expires is in epoch seconds and mac = base64url(HMAC-SHA256(secret, message)).
 * Each link has a purpose, part of what is signed, so a payment jeton cannot cancel:
 * - payment: message `${registrationId}.${expires}` (unchanged, the links already sent still work);
 * - any other purpose: `${registrationId}.${expires}.${purpose}`. Expires is digits only, so no
 *   payment message ends like another purpose's, and the two kinds never collide.
 * Nothing is stored: the server checks the signature and the expiry on the injected clock.
 * Whoever holds a link sees that registration's summary and can pay (or cancel) it, so it goes
 * only to the visitor (e-mail, Stripe's return addresses).
 */

/**
 * What a jeton allows: paying the registration, or cancelling it; "waitlist" is signed over a
 * waiting-list entry's id (shared/waitlist/waitlist-link.ts): reading and leaving the entry.
 */
export type LinkPurpose = "payment" | "cancellation" | "waitlist";

/**
 * Until when a registration's payment link works: its payment deadline (when it expires unpaid,
 * shared/registrations/payment-deadlines.ts). A registration without one (stored before the
 * rule), or any registration while automatic expiry is off, can be paid until the activity's
 * meeting time, read in Europe/Zurich.
 */
export function paymentLinkExpiry(
  registration: { id: string; deadline?: string },
  activity: Pick<Activity, "date" | "heure_rdv">,
  untilDeadline = true,
): Date {
  if (untilDeadline && registration.deadline) return new Date(registration.deadline);
  // A plain Date (TZDate would print itself in Zurich time).
  return new Date(meetingInstant(activity.date, activity.heure_rdv).getTime());
}

/** expires (digits) "." 32 bytes of HMAC in base64url (43 characters). */
const JETON = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

function mac(registrationId: string, expires: number, secret: string, purpose: LinkPurpose) {
  const message =
    purpose === "payment"
      ? `${registrationId}.${expires}`
      : `${registrationId}.${expires}.${purpose}`;
  return createHmac("sha256", secret).update(message).digest("base64url");
}

export function signPaymentLink(
  registrationId: string,
  expiresAt: Date,
  secret: string,
  purpose: LinkPurpose = "payment",
): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `${expires}.${mac(registrationId, expires, secret, purpose)}`;
}

/**
 * `invalid`: not a jeton, or not signed for this registration with this secret. `expired`: signed,
 * but its time has passed (checked only once the signature holds).
 */
export type PaymentLinkCheck = "valid" | "invalid" | "expired";

export function checkPaymentLink(
  registrationId: string,
  jeton: string,
  secret: string,
  now: Date,
  purpose: LinkPurpose = "payment",
): PaymentLinkCheck {
  const match = JETON.exec(jeton);
  if (!match?.[1] || !match[2]) return "invalid";
  const expires = Number(match[1]);
  // Same length by the pattern; compared in constant time.
  const expected = Buffer.from(mac(registrationId, expires, secret, purpose));
  if (!timingSafeEqual(expected, Buffer.from(match[2]))) return "invalid";
  return now.getTime() < expires * 1000 ? "valid" : "expired";
}

const withoutTrailingSlash = (siteUrl: string) => siteUrl.replace(/\/+$/, "");

/** The link as the visitor receives it: the site's address, the page, the id and the jeton. */
export function paymentLinkUrl(siteUrl: string, registrationId: string, jeton: string): string {
  return `${withoutTrailingSlash(siteUrl)}${paymentLinkPath({ registrationId, jeton })}`;
}

/** A waiting-list entry's link as the visitor receives it (« Me retirer de la liste »). */
export function waitlistLinkUrl(siteUrl: string, entryId: string, jeton: string): string {
  return `${withoutTrailingSlash(siteUrl)}${waitlistLinkPath({ entryId, jeton })}`;
}

/** The cancellation link as the visitor receives it, built like the payment link. */
export function cancellationLinkUrl(siteUrl: string, registrationId: string, jeton: string) {
  return `${withoutTrailingSlash(siteUrl)}${cancellationLinkPath({ registrationId, jeton })}`;
}

/**
 * Until when a cancellation link works: the activity's meeting time (Europe/Zurich). Within the
 * last 72 hours it still opens the page, which then passes the request to the provider.
 */
export function cancellationLinkExpiry(activity: Pick<Activity, "date" | "heure_rdv">): Date {
  return new Date(meetingInstant(activity.date, activity.heure_rdv).getTime());
}

/** Signed links with the function's secret (read once, on first use). */
export interface PaymentLinks {
  /** The registration's payment jeton and when it expires (paymentLinkExpiry). */
  linkFor(
    registration: { id: string; deadline?: string },
    activity: Pick<Activity, "date" | "heure_rdv">,
  ): Promise<{ jeton: string; expiresAt: Date }>;
  /** The registration's cancellation jeton and when it expires (cancellationLinkExpiry). */
  cancellationLinkFor(
    registration: { id: string },
    activity: Pick<Activity, "date" | "heure_rdv">,
  ): Promise<{ jeton: string; expiresAt: Date }>;
  /** A waiting-list entry's jeton, valid until the outing's meeting time. */
  waitlistLinkFor(
    entryId: string,
    activity: Pick<Activity, "date" | "heure_rdv">,
  ): Promise<{ jeton: string; expiresAt: Date }>;
  /** Checks a jeton for one purpose (payment when not said). */
  check(
    registrationId: string,
    jeton: string,
    now: Date,
    purpose?: LinkPurpose,
  ): Promise<PaymentLinkCheck>;
}

/** `untilDeadline` false: automatic expiry is off, links run until the meeting time. */
export function paymentLinks(
  secret: () => Promise<string>,
  { untilDeadline = true }: { untilDeadline?: boolean } = {},
): PaymentLinks {
  return {
    async linkFor(registration, activity) {
      const expiresAt = paymentLinkExpiry(registration, activity, untilDeadline);
      return { jeton: signPaymentLink(registration.id, expiresAt, await secret()), expiresAt };
    },
    async cancellationLinkFor(registration, activity) {
      const expiresAt = cancellationLinkExpiry(activity);
      const jeton = signPaymentLink(registration.id, expiresAt, await secret(), "cancellation");
      return { jeton, expiresAt };
    },
    async waitlistLinkFor(entryId, activity) {
      // The meeting time, like a cancellation link: past it the entry has nothing left to do.
      const expiresAt = cancellationLinkExpiry(activity);
      return { jeton: signPaymentLink(entryId, expiresAt, await secret(), "waitlist"), expiresAt };
    },
    async check(registrationId, jeton, now, purpose = "payment") {
      return checkPaymentLink(registrationId, jeton, await secret(), now, purpose);
    },
  };
}

/** The registration's signed payment link and its expiry, as a visitor's e-mail shows them. */
export interface VisitorPaymentLink {
  url: string;
  expiresAt: Date;
}

/** The two links of a visitor's e-mail (confirmation, reminder): pay, and cancel. */
export interface VisitorLinks {
  payment: VisitorPaymentLink;
  cancellation: { url: string };
}

/** Signs both of a registration's links and turns them into the addresses a visitor receives. */
export async function visitorLinks(
  links: Pick<PaymentLinks, "linkFor" | "cancellationLinkFor">,
  siteUrl: string,
  registration: { id: string; deadline?: string },
  activity: Pick<Activity, "date" | "heure_rdv">,
): Promise<VisitorLinks> {
  const { jeton, expiresAt } = await links.linkFor(registration, activity);
  const cancellation = await links.cancellationLinkFor(registration, activity);
  return {
    payment: { url: paymentLinkUrl(siteUrl, registration.id, jeton), expiresAt },
    cancellation: { url: cancellationLinkUrl(siteUrl, registration.id, cancellation.jeton) },
  };
}
