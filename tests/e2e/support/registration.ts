/**
 * Registering for an outing as a visitor does, through the calendar's dialog, up to the
 * confirmation page: the start of the payment journeys.
 */

import { formatShortDate } from "@shared/date-format";
import type { Activity } from "@shared/schemas/activity";
import { isMeetingPast } from "@shared/time";
import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { baseUrl, visit } from "./site";

export async function loadActivities(): Promise<Activity[]> {
  const response = await fetch(new URL("/api/activities", baseUrl()));
  expect(response.status).toBe(200);
  return (await response.json()) as Activity[];
}

/** Every past outing, newest first, page after page as the calendar reads them. */
export async function loadPastActivities(): Promise<Activity[]> {
  const past: Activity[] = [];
  let cursor: string | null = null;
  do {
    const query: string = cursor ? `?apres=${encodeURIComponent(cursor)}` : "";
    const response = await fetch(new URL(`/api/activities/passees${query}`, baseUrl()));
    expect(response.status).toBe(200);
    const page = (await response.json()) as { activites: Activity[]; suite: string | null };
    past.push(...page.activites);
    cursor = page.suite;
  } while (cursor);
  return past;
}

/** An upcoming outing with a price and at least one place, the roomiest first. */
export async function activityWithRoom(): Promise<Activity> {
  const open = (await loadActivities())
    .filter(
      (a) =>
        !isMeetingPast(a.date, a.heure_rdv) &&
        (a.places_disponibles ?? 0) >= 1 &&
        a.prix_centimes > 0,
    )
    .sort((a, b) => (b.places_disponibles ?? 0) - (a.places_disponibles ?? 0));
  const target = open[0];
  if (!target) throw new Error("No upcoming paid outing with a place left in the seed");
  return target;
}

export interface Visitor {
  email: string;
  phone: string;
  /** The name typed in the dialog (« Claudine Berset » when not given). */
  firstName?: string;
  lastName?: string;
}

export function newVisitor(label: string): Visitor {
  const suffix = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  return { email: `e2e.${label}.${suffix}@example.ch`, phone: `+4176${suffix.slice(-7)}` };
}

/**
 * Registers one person (or `participants`) for the outing from the calendar's list and waits for
 * the confirmation page. Returns the id the API gave the registration.
 */
export async function registerThroughDialog(
  page: Page,
  activity: Activity,
  visitor: Visitor,
  participants = 1,
): Promise<string> {
  await visit(page, "/calendrier");
  await page.getByRole("tab", { name: /^À venir/ }).waitFor();
  const card = page
    .getByRole("article", { name: activity.titre })
    .filter({ hasText: formatShortDate(activity.date) })
    .first();
  await card.getByRole("button", { name: `S'inscrire : ${activity.titre}` }).click();
  const dialog = page.getByRole("dialog", { name: `Inscription à ${activity.titre}` });
  await dialog.waitFor();
  await fillRegistrationDialog(dialog, visitor, participants);
  const answer = page.waitForResponse(
    (r) => r.url().endsWith("/api/inscriptions") && r.request().method() === "POST",
  );
  await dialog.getByRole("button", { name: "S'inscrire", exact: true }).click();
  const response = await answer;
  expect(response.status()).toBe(201);
  const body = (await response.json()) as { inscription_id: string };
  await page.waitForURL("**/confirmation-inscription");
  await page.getByRole("heading", { name: "Inscription enregistrée : reste à payer" }).waitFor();
  return body.inscription_id;
}

/** Fills every field of the open registration dialog, as a visitor does, without sending it. */
export async function fillRegistrationDialog(
  dialog: Locator,
  visitor: Visitor,
  participants = 1,
): Promise<void> {
  await dialog.getByLabel("Nom", { exact: true }).fill(visitor.lastName ?? "Berset");
  await dialog.getByLabel("Prénom").fill(visitor.firstName ?? "Claudine");
  await dialog.getByLabel("E-mail").fill(visitor.email);
  await dialog.getByLabel("Téléphone").fill(visitor.phone);
  await dialog.getByLabel("Date de naissance").fill("1956-06-21");
  await dialog.getByLabel("Adresse complète").fill("Rue du Vieux-Moulin 3, 1264 Saint-Cergue");
  await dialog.getByLabel("Niveau de pratique").selectOption("Intermédiaire");
  await dialog.getByLabel("Nombre de participants").selectOption(String(participants));
  await dialog.getByLabel("Tout cocher").check();
}
