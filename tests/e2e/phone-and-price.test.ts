/**
 * On a phone (390 × 844): the visitor's own way of writing her number, « 079 123 45 67 », is
 * accepted in the registration dialog and in the booking form and stored as +41791234567; the
 * dialog shows what she registers for (date with its weekday, time, meeting place, price per
 * person) and the total for the chosen participants as it changes. axe checks the dialog.
 */

import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { bookableActivities } from "@shared/bookings/booking-offer";
import { formatLongDate, formatShortDate, formatTime } from "@shared/date-format";
import { formatChf } from "@shared/money";
import type { Activity } from "@shared/schemas/activity";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ddb, tableName } from "../support/aws";
import { expectNoAxeViolations, launchBrowser, newPage } from "./support/browser";
import {
  activityWithRoom,
  chooseOwnBikes,
  fillBirthDate,
  fillParticipants,
  loadActivities,
  newVisitor,
} from "./support/registration";
import { VIEWPORTS, visit } from "./support/site";

const NATIONAL = "079 123 45 67";
const STORED = "+41791234567";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function storedPhone(registrationId: string): Promise<unknown> {
  const { Item } = await ddb().send(
    new GetCommand({ TableName: tableName("inscriptions"), Key: { id: registrationId } }),
  );
  return Item?.telephone;
}

async function openDialog(page: Page, activity: Activity) {
  await visit(page, "/calendrier");
  await page.getByRole("tab", { name: /^À venir/ }).waitFor();
  await page
    .getByRole("article", { name: activity.titre })
    .filter({ hasText: formatShortDate(activity.date) })
    .first()
    .getByRole("button", { name: `S'inscrire : ${activity.titre}` })
    .click();
  const dialog = page.getByRole("dialog", { name: `Inscription à ${activity.titre}` });
  await dialog.waitFor();
  return dialog;
}

describe("phone numbers as people write them, and what the dialog sells", () => {
  it("the dialog shows the outing and the live total; « 079 123 45 67 » is accepted and stored in E.164", async () => {
    const activity = await activityWithRoom();
    expect(activity.places_disponibles ?? 0).toBeGreaterThanOrEqual(2);
    const visitor = newVisitor("telephone-national");
    const page = await newPage(browser, VIEWPORTS.mobile);
    const dialog = await openDialog(page, activity);

    const outing = dialog.locator(".registration-outing");
    const facts = await outing.textContent();
    expect(facts).toContain(formatLongDate(activity.date));
    expect(formatLongDate(activity.date)).toMatch(
      /^(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche) /,
    );
    expect(facts).toContain(formatTime(activity.heure_rdv));
    expect(facts).toContain(activity.lieu_rdv);
    const price = formatChf(activity.prix_centimes);
    expect(facts).toContain(`${price} par personne`);

    const total = dialog.getByRole("status").filter({ hasText: "Total" });
    expect(await total.textContent()).toBe(`Total : 1 × ${price} = ${price}`);
    await dialog.getByLabel("Nombre de participants").selectOption("2");
    expect(await total.textContent()).toBe(
      `Total : 2 × ${price} = ${formatChf(activity.prix_centimes * 2)}`,
    );
    await expectNoAxeViolations(page, { include: "dialog[open]" });

    // The accepted countries are one tap away, closed at first.
    const countries = dialog.locator("details.form-phone-countries");
    expect(await countries.getAttribute("open")).toBeNull();
    await countries.locator("summary").click();
    expect(await countries.getAttribute("open")).not.toBeNull();
    expect(await countries.textContent()).toContain("Liechtenstein : +423 791 23 45");

    // The registrant's (the dialog's first; « Participant 2 » has her own).
    await dialog.getByLabel("Nom", { exact: true }).first().fill("Berset");
    await dialog.getByLabel("Prénom").first().fill("Claudine");
    await dialog.getByLabel("E-mail").fill(visitor.email);
    const phone = dialog.getByLabel("Téléphone");
    await phone.fill(NATIONAL);
    await fillBirthDate(dialog, "1956-06-21");
    // Leaving the field shows the number as it will be read back.
    expect(await phone.inputValue()).toBe("+41 79 123 45 67");
    await dialog.getByLabel("Adresse complète").fill("Rue du Vieux-Moulin 3, 1264 Saint-Cergue");
    await dialog.getByLabel("Niveau de pratique").selectOption("Intermédiaire");
    await fillParticipants(dialog, 2);
    await chooseOwnBikes(dialog);
    await dialog.getByLabel("Tout cocher").check();
    await expectNoAxeViolations(page, { include: "dialog[open]" });
    const answer = page.waitForResponse(
      (r) => r.url().endsWith("/api/inscriptions") && r.request().method() === "POST",
    );
    await dialog.getByRole("button", { name: "S'inscrire", exact: true }).click();
    const response = await answer;
    expect(response.status()).toBe(201);
    const body = (await response.json()) as { inscription_id: string; total_price: number };
    // The server's own amount is the one shown before sending.
    expect(body.total_price * 100).toBe(activity.prix_centimes * 2);
    expect(await storedPhone(body.inscription_id)).toBe(STORED);
    await page.context().close();
  }, 120_000);

  it("the booking form accepts « 079 123 45 67 » and stores +41791234567", async () => {
    const [activity] = bookableActivities(await loadActivities(), new Date());
    if (!activity) throw new Error("No outing open for booking in the seed");
    const visitor = newVisitor("reservation-telephone");
    const page = await newPage(browser, VIEWPORTS.mobile);
    await visit(page, "/reservation-vtt");
    const main = page.locator("main");
    const outing = main.getByRole("radio", { name: activity.titre, exact: false }).first();
    await outing.waitFor();
    await outing.check();
    await main.getByLabel("Nom complet").fill("Claudine Berset");
    await main.getByLabel("Adresse").fill("Rue du Vieux-Moulin 3, 1264 Saint-Cergue");
    await main.getByLabel("Âge").fill("66");
    await main.getByLabel("Niveau").selectOption("intermediaire");
    await main.getByLabel("E-mail").fill(visitor.email);
    await main.getByLabel("Téléphone").fill(NATIONAL);
    await main
      .getByLabel("J'accepte les conditions générales et la décharge de responsabilité")
      .check();
    expect(await main.getByLabel("Téléphone").inputValue()).toBe("+41 79 123 45 67");
    await main.getByRole("radio", { name: "Virement bancaire (QR-facture)" }).check();
    const answer = page.waitForResponse(
      (r) => new URL(r.url()).pathname === "/api/reservations" && r.request().method() === "POST",
    );
    await main.getByRole("button", { name: "Confirmer la réservation" }).click();
    const response = await answer;
    expect(response.status()).toBe(201);
    const body = (await response.json()) as { inscription_id: string };
    expect(await storedPhone(body.inscription_id)).toBe(STORED);
    await page.context().close();
  }, 120_000);
});
