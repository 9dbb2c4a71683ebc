/**
 * The waiting list's journeys: an outing of its own filled through the API (so that no other
 * journey finds it full), its holder's registration cancelled through the e-mail's link to free
 * the places, the dialog filled as a visitor does, and the links of the e-mails as the local
 * window (/_local/) shows them.
 */

import { fleetStore } from "@adapters/fleet";
import { readPaymentLinkParams } from "@shared/payments/payment-link";
import { cancellationApiPath } from "@shared/registrations/cancellation-link";
import type { Activity } from "@shared/schemas/activity";
import { BIKE_SIZES, type BikeSize } from "@shared/schemas/bikes";
import type { Page, Response } from "playwright-core";
import { expect } from "vitest";
import { ddb, tableName } from "../../support/aws";
import { eventually } from "../../support/eventually";
import { putActivity } from "../../support/registration-fixtures";
import { cancellationLinkSentTo, registerOne } from "./cancellation";
import type { LocatorLike, PageLike } from "./engines/driver";
import { loadActivities, type Visitor } from "./registration";
import { baseUrl } from "./site";

/** An outing of its own, ten days away, with `places` places (a title no other journey uses). */
export function outingWithPlaces(places: number): Promise<Activity> {
  return putActivity({
    titre: `Crêtes du Jura, liste d'attente ${Date.now().toString(36)}`,
    places_disponibles: places,
  });
}

/** Takes the outing's last `places` places for `holder`: the outing shows full, its list open. */
export async function fillOuting(activity: Activity, holder: Visitor, places: number) {
  const registrationId = await registerOne(activity, holder, places);
  const shown = (await loadActivities()).find((a) => a.id === activity.id);
  expect(shown?.places_disponibles).toBe(0);
  expect(shown?.liste_attente_ouverte).toBe(true);
  return { activity: shown as Activity, registrationId };
}

/** An outing ten days away with `places` places, all taken by one registration of `holder`. */
export async function fullOuting(holder: Visitor, places: number) {
  return fillOuting(await outingWithPlaces(places), holder, places);
}

/** Joins the outing's waiting list through the API (the dialog's request); resolves with the id. */
export async function joinThroughApi(
  activity: Activity,
  visitor: Visitor,
  places: number,
): Promise<string> {
  const joined = await fetch(new URL("/api/liste-attente", baseUrl()), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      activity_id: activity.id,
      nom: "Berset",
      prenom: "Claudine",
      email: visitor.email,
      telephone: visitor.phone,
      places,
      accepte_conditions: true,
      assurance_rc: true,
      assurance_accident: true,
      autorisation_rgpd: true,
    }),
  });
  expect(joined.status).toBe(201);
  return ((await joined.json()) as { entry_id: string }).entry_id;
}

/** Cancels the holder's registration through its e-mail's link: its places are freed. */
export async function cancelThroughEmailLink(holder: Visitor): Promise<void> {
  const link = readPaymentLinkParams((await cancellationLinkSentTo(holder)).searchParams);
  if (!link) throw new Error("the cancellation link has no id or jeton");
  const cancelled = await fetch(new URL(cancellationApiPath(link), baseUrl()), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jeton: link.jeton }),
  });
  expect(cancelled.status).toBe(200);
}

/** The dialog « Liste d'attente : {titre} », filled and sent; resolves with the API's answer. */
export async function joinThroughDialog(
  page: Page,
  visitor: Visitor,
  places: number,
): Promise<Response> {
  const dialog = await fillWaitlistDialog(page, visitor, places);
  const answer = page.waitForResponse(
    (r) => new URL(r.url()).pathname === "/api/liste-attente" && r.request().method() === "POST",
  );
  await dialog.getByRole("button", { name: "M'inscrire sur la liste d'attente" }).click();
  return answer;
}

/** Fills every field of the open dialog « Liste d'attente : {titre} » as a visitor does. */
export async function fillWaitlistDialog(
  page: PageLike,
  visitor: Visitor,
  places: number,
): Promise<LocatorLike> {
  const dialog = page.getByRole("dialog", { name: /^Liste d'attente : / });
  await dialog.getByLabel("Nom", { exact: true }).fill(visitor.lastName ?? "Berset");
  await dialog.getByLabel("Prénom").fill(visitor.firstName ?? "Claudine");
  await dialog.getByLabel("E-mail").fill(visitor.email);
  await dialog.getByLabel("Téléphone").fill(visitor.phone);
  await dialog.getByLabel("Nombre de places souhaitées").fill(String(places));
  await dialog.getByLabel("Tout cocher").check();
  return dialog;
}

/**
 * The address behind a button of the visitor's e-mail whose subject starts with `subject`, read
 * in the local window's preview of that e-mail (as sent, HTML part).
 */
export async function linkInLocalWindow(
  page: Page,
  to: string,
  subject: RegExp,
  linkName: string,
): Promise<URL> {
  const card = page
    .locator("#emails ~ ol > li")
    .filter({ hasText: `À : ${to}` })
    .filter({ has: page.getByRole("heading", { name: subject }) });
  await eventually(
    async () => {
      await page.goto(new URL("/_local/", baseUrl()).href);
      await card.first().waitFor({ timeout: 1_000 });
    },
    { timeoutMs: 45_000, intervalMs: 1_000 },
  );
  const href = await card
    .first()
    .frameLocator("iframe")
    .getByRole("link", { name: linkName })
    .getAttribute("href");
  if (!href) throw new Error(`no « ${linkName} » in the e-mail to ${to}`);
  return new URL(href);
}

const fleet = () => fleetStore({ client: ddb(), tableName: tableName("fleet") });

/**
 * Writes the rental fleet so that `date` has exactly `free` bikes of each size beyond those
 * rented that day (as the founders' screen would). Resolves with the fleet as it was, to put back.
 */
export async function fleetWithFreeOn(date: string, free: Partial<Record<BikeSize, number>>) {
  const store = fleet();
  const [{ day }, before] = await Promise.all([store.snapshot(date), store.getFleet()]);
  const tailles = { S: 0, M: 0, L: 0, XL: 0 };
  for (const size of BIKE_SIZES) tailles[size] = day.loues[size] + (free[size] ?? 0);
  const now = new Date().toISOString();
  expect(await store.putFleet({ tailles, supplement_centimes: 3000 }, before.version, now)).toBe(
    true,
  );
  return before;
}

/** Puts the fleet back as fleetWithFreeOn found it (the journeys after it rent nothing of it). */
export async function restoreFleet(before: Awaited<ReturnType<typeof fleetWithFreeOn>>) {
  const store = fleet();
  const { version } = await store.getFleet();
  const { tailles, supplement_centimes } = before;
  await store.putFleet({ tailles, supplement_centimes }, version, new Date().toISOString());
}

/** The rented bikes of a size on a day, as the fleet's day item counts them. */
export async function rentedOn(date: string, size: BikeSize): Promise<number> {
  return (await fleet().snapshot(date)).day.loues[size];
}
