/**
 * The addresses of /confirmation-inscription and /payment-success that the bench measures, and
 * what says each page shows a real registration.
 *
 * Which page: a visitor reaches it in two ways. Right after registering, the calendar's dialog
 * moves to it inside the app (history state, no page load): that is a step of /calendrier, not a
 * page Lighthouse can load. Every load of the page itself comes through the registration's payment
 * link, ?inscription=…&jeton=…: the e-mail's « Payer » button, the 24 h reminder, Stripe's
 * « Refuser », PayPal's cancel address. The page then reads the registration from
 * GET /api/inscriptions/{id} and shows its summary and the payment choice. Without a link it only
 * redirects to /calendrier, which no visitor sees as a page. So the bench registers one person for
 * an upcoming activity through the local host's API (a real registration, a place taken) and opens
 * its payment link, signed as the notifier signs the e-mail's (functions/core/payments/
 * payment-link.ts, with the functions' local secret), valid until the activity's meeting time.
 *
 * /payment-success is where a payment's provider sends the payer back, with the payment's id and
 * the registration's jeton; the page reads the payment from GET /api/payments/{id} and names the
 * outing paid for. The bench starts no provider: it asks for the registration's bank transfer
 * (POST /api/payments, a real payment, pending until the money comes) and opens the return address
 * a card payment of that registration gets (functions/core/payments/provider-pages.ts) with that
 * payment's id: the page waits for the confirmation and shows what is being paid.
 */
import { randomUUID } from "node:crypto";
import { paymentLinks } from "@core/registrations/links";
import { paymentLinkPath } from "@shared/payments/payment-link";
import type { Activity } from "@shared/schemas/activity";
import { isMeetingPast } from "@shared/time";
import type { Locator, Page } from "playwright-core";
import { CONFIRMATION_TEXTS } from "../../web/src/features/registration/confirmation-texts";
import { validRegistration } from "../support/registration-fixtures";

/** What a visitor reads once the confirmation page has loaded the registration. */
export const confirmationReady = (page: Page): Locator =>
  page.getByRole("heading", { level: 1, name: CONFIRMATION_TEXTS.title });

/** What a visitor reads once the return page has read the payment: the outing paid for. */
export const paymentReturnReady = (page: Page): Locator => page.locator("main .paid-registration");

async function upcomingActivityWithRoom(siteUrl: string): Promise<Activity> {
  const response = await fetch(`${siteUrl}/api/activities`);
  if (!response.ok) throw new Error(`GET /api/activities : ${response.status}`);
  const activity = ((await response.json()) as Activity[]).find(
    (a) =>
      !isMeetingPast(a.date, a.heure_rdv) &&
      (a.places_disponibles ?? 0) >= 1 &&
      a.prix_centimes > 0,
  );
  if (!activity) throw new Error("Aucune activité à venir avec une place dans les données semées");
  return activity;
}

/** Registers one person through the API and returns the path of the registration's payment link. */
export async function confirmationPageThroughLink(
  siteUrl: string,
  paymentLinkSecret: string,
): Promise<string> {
  const { registrationId, jeton } = await registrationWithLink(siteUrl, paymentLinkSecret);
  return paymentLinkPath({ registrationId, jeton });
}

/** Registers one person, asks for the bank transfer, returns the card's return address for it. */
export async function paymentReturnThroughLink(
  siteUrl: string,
  paymentLinkSecret: string,
): Promise<string> {
  const { registrationId, jeton } = await registrationWithLink(siteUrl, paymentLinkSecret);
  const response = await fetch(`${siteUrl}/api/payments`, {
    method: "POST",
    headers: { "content-type": "application/json", "idempotency-key": randomUUID() },
    body: JSON.stringify({ inscription_id: registrationId, method: "virement" }),
  });
  const body = (await response.json()) as { payment_id?: string };
  if (response.status !== 201 || !body.payment_id) {
    throw new Error(`POST /api/payments : ${response.status} ${JSON.stringify(body)}`);
  }
  return `/payment-success?${new URLSearchParams({ payment_id: body.payment_id, jeton })}`;
}

async function registrationWithLink(
  siteUrl: string,
  paymentLinkSecret: string,
): Promise<{ registrationId: string; jeton: string }> {
  const activity = await upcomingActivityWithRoom(siteUrl);
  const response = await fetch(`${siteUrl}/api/inscriptions`, {
    method: "POST",
    headers: { "content-type": "application/json", "idempotency-key": randomUUID() },
    body: JSON.stringify(validRegistration(activity.id, { nombre_participants: 1 })),
  });
  const body = (await response.json()) as { inscription_id?: string };
  if (response.status !== 201 || !body.inscription_id) {
    throw new Error(`POST /api/inscriptions : ${response.status} ${JSON.stringify(body)}`);
  }
  const { jeton } = await paymentLinks(async () => paymentLinkSecret).linkFor(
    { id: body.inscription_id },
    activity,
  );
  return { registrationId: body.inscription_id, jeton };
}
