/**
 * Registering for an outing as a visitor does, through the calendar's dialog, up to the
 * confirmation page: the start of the payment journeys.
 */

import { formatShortDate } from "@shared/date-format";
import type { Activity } from "@shared/schemas/activity";
import { isMeetingPast } from "@shared/time";
import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import type { LocatorLike, PageLike } from "./engines/driver";
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

/** Opens the registration dialog of the outing from the calendar's list, as a visitor does. */
export async function openRegistrationDialog(page: Page, activity: Activity): Promise<Locator>;
export async function openRegistrationDialog(
  page: PageLike,
  activity: Activity,
): Promise<LocatorLike>;
export async function openRegistrationDialog(
  page: PageLike,
  activity: Activity,
): Promise<LocatorLike> {
  await visit(page, "/calendrier");
  await page.getByRole("tab", { name: /^À venir/ }).waitFor();
  const card = page
    .getByRole("article", { name: activity.titre })
    .filter({ hasText: formatShortDate(activity.date) })
    .first();
  await card.getByRole("button", { name: `S'inscrire : ${activity.titre}` }).click();
  const dialog = page.getByRole("dialog", { name: `Inscription à ${activity.titre}` });
  await dialog.waitFor();
  return dialog;
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
  const dialog = await openRegistrationDialog(page, activity);
  await fillRegistrationDialog(dialog, visitor, participants);
  const answer = page.waitForResponse(
    (r) => r.url().endsWith("/api/inscriptions") && r.request().method() === "POST",
  );
  await sendRegistration(page, dialog);
  const response = await answer;
  expect(response.status()).toBe(201);
  const body = (await response.json()) as { inscription_id: string };
  return body.inscription_id;
}

/** Presses the filled dialog's « S'inscrire » and waits for the confirmation page. */
export async function sendRegistration(page: PageLike, dialog: LocatorLike): Promise<void> {
  await dialog.getByRole("button", { name: "S'inscrire", exact: true }).click();
  await page.waitForURL("**/confirmation-inscription");
  await page.getByRole("heading", { name: "Inscription enregistrée : reste à payer" }).waitFor();
}

/**
 * Types a birth date (yyyy-mm-dd) as a visitor does, in the three fields (Jour, Mois, Année) of
 * the « Date de naissance » group inside `scope` (the dialog: the registrant's, the first one;
 * a « Participant n » group: hers). « 4 », not « 04 »: both are taken.
 */
export async function fillBirthDate(scope: LocatorLike, isoDate: string): Promise<void> {
  const [year = "", month = "", day = ""] = isoDate.split("-");
  const group = scope.getByRole("group", { name: "Date de naissance" }).first();
  await group.getByLabel("Jour").fill(String(Number(day)));
  await group.getByLabel("Mois").fill(String(Number(month)));
  await group.getByLabel("Année").fill(year);
}

/**
 * On an e-bike outing, everyone of the dialog comes with her own e-bike (the journeys that are
 * not about rental bikes leave the fleet alone); elsewhere no bike is asked and nothing is done.
 */
export async function chooseOwnBikes(dialog: LocatorLike): Promise<void> {
  const own = dialog.getByRole("radio", { name: "Mon propre vélo électrique" });
  for (let i = 0; i < (await own.count()); i++) await own.nth(i).check();
}

/** Names the participants after the first (« Participant 2 »…) of a dialog for `participants`. */
export async function fillParticipants(dialog: LocatorLike, participants: number): Promise<void> {
  for (let n = 2; n <= participants; n++) {
    const person = dialog.getByRole("group", { name: `Participant ${n}`, exact: true });
    await person.getByLabel("Prénom").fill(`Invitée${n}`);
    await person.getByLabel("Nom", { exact: true }).fill("Berset");
    await fillBirthDate(person, `19${50 + n}-0${(n % 9) + 1}-1${n % 10}`);
  }
}

/** Fills every field of the open registration dialog, as a visitor does, without sending it. */
export async function fillRegistrationDialog(
  dialog: LocatorLike,
  visitor: Visitor,
  participants = 1,
): Promise<void> {
  await dialog.getByLabel("Nom", { exact: true }).fill(visitor.lastName ?? "Berset");
  await dialog.getByLabel("Prénom").fill(visitor.firstName ?? "Claudine");
  await dialog.getByLabel("E-mail").fill(visitor.email);
  await dialog.getByLabel("Téléphone").fill(visitor.phone);
  await fillBirthDate(dialog, "1956-06-21");
  await dialog.getByLabel("Adresse complète").fill("Rue du Vieux-Moulin 3, 1264 Saint-Cergue");
  await dialog.getByLabel("Niveau de pratique").selectOption("Intermédiaire");
  await dialog.getByLabel("Nombre de participants").selectOption(String(participants));
  await fillParticipants(dialog, participants);
  await chooseOwnBikes(dialog);
  await dialog.getByLabel("Tout cocher").check();
}
