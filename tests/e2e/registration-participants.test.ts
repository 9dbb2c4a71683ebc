/**
 * The registration dialog for a group, on a phone (390 × 844): one fieldset per other
 * participant, the birth dates typed in three fields (Jour, Mois, Année), each person's bike on
 * an e-bike outing; axe-clean; the date « 12 » « 4 » « 1958 » sent and stored as 1958-04-12.
 */

import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { formatChf } from "@shared/money";
import { bikeSizeLabel, noBikeLeftMessage } from "@shared/schemas/bikes";
import { rentsBikes } from "@shared/schemas/fleet";
import { isMeetingPast } from "@shared/time";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { ddb, tableName } from "../support/aws";
import { expectNoAxeViolations, launchBrowser, newPage } from "./support/browser";
import { leaveBikesFree } from "./support/fleet";
import {
  chooseOwnBikes,
  fillParticipants,
  fillRegistrationDialog,
  loadActivities,
  newVisitor,
  openRegistrationDialog,
} from "./support/registration";
import { VIEWPORTS } from "./support/site";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe("a registration for three", () => {
  it("names everyone, takes « 12 » « 4 » « 1958 » as 1958-04-12 and stores it", async () => {
    // An e-bike outing with room for three when there is one: the bike questions are asked too.
    const open = (await loadActivities())
      .filter((a) => !isMeetingPast(a.date, a.heure_rdv) && (a.places_disponibles ?? 0) >= 3)
      .sort((a, b) => Number(rentsBikes(b)) - Number(rentsBikes(a)));
    const activity = open[0];
    if (!activity) throw new Error("No upcoming outing with three places left in the seed");
    const visitor = newVisitor("trois");
    const page = await newPage(browser, VIEWPORTS.mobile);
    const dialog = await openRegistrationDialog(page, activity);

    await dialog.getByLabel("Nom", { exact: true }).fill("Rochat");
    await dialog.getByLabel("Prénom").fill("Anne");
    await dialog.getByLabel("E-mail").fill(visitor.email);
    await dialog.getByLabel("Téléphone").fill(visitor.phone);
    // The registrant's, the first of the dialog (each participant has hers).
    const birthDate = dialog.getByRole("group", { name: "Date de naissance" }).first();
    for (const [label, width] of [
      ["Jour", "2"],
      ["Mois", "2"],
      ["Année", "4"],
    ] as const) {
      const part = birthDate.getByLabel(label);
      expect(await part.getAttribute("inputmode")).toBe("numeric");
      expect(await part.getAttribute("type")).toBe("text");
      expect(await part.getAttribute("maxlength")).toBe(width);
    }
    await birthDate.getByLabel("Jour").pressSequentially("12");
    await birthDate.getByLabel("Mois").pressSequentially("4");
    await birthDate.getByLabel("Année").pressSequentially("1958");
    await dialog.getByLabel("Adresse complète").fill("Chemin des Pâquis 4, 1264 Saint-Cergue");
    await dialog.getByLabel("Niveau de pratique").selectOption("Débutant");

    // Three participants: two fieldsets; going down to one and back keeps what was typed.
    const count = dialog.getByLabel("Nombre de participants");
    await count.selectOption("3");
    const second = dialog.getByRole("group", { name: "Participant 2", exact: true });
    const third = dialog.getByRole("group", { name: "Participant 3", exact: true });
    await second.getByLabel("Prénom").fill("Paul");
    await count.selectOption("1");
    expect(await second.count()).toBe(0);
    await count.selectOption("3");
    expect(await second.getByLabel("Prénom").inputValue()).toBe("Paul");
    await third.waitFor();
    expect(await third.getByRole("group", { name: "Date de naissance" }).count()).toBe(1);
    // Only the registrant's fields take the browser's birthday.
    expect(await third.getByLabel("Jour").getAttribute("autocomplete")).toBeNull();
    expect(await birthDate.getByLabel("Jour").getAttribute("autocomplete")).toBe("bday-day");

    if (rentsBikes(activity)) {
      // Everyone is asked; a rental's sizes say the riders' heights.
      expect(await dialog.getByRole("radio", { name: "Vélo de location" }).count()).toBe(3);
      await dialog.getByRole("radio", { name: "Vélo de location" }).first().check();
      const sizes = dialog.getByLabel("Taille du vélo de location").first();
      expect(await sizes.locator("option").allTextContents()).toContain(bikeSizeLabel("M"));
    } else {
      expect(await dialog.getByRole("radio").count()).toBe(0);
    }
    await fillParticipants(dialog, 3);
    await chooseOwnBikes(dialog);
    await dialog.getByLabel("Tout cocher").check();
    await dialog
      .getByLabel("Chaque participant a une assurance responsabilité civile (RC)")
      .waitFor();
    await expectNoAxeViolations(page, { include: "dialog[open]" });

    const sent = page.waitForRequest(
      (r) => r.url().endsWith("/api/inscriptions") && r.method() === "POST",
    );
    const answer = page.waitForResponse(
      (r) => r.url().endsWith("/api/inscriptions") && r.request().method() === "POST",
    );
    await dialog.getByRole("button", { name: "S'inscrire", exact: true }).click();
    const payload = (await sent).postDataJSON() as {
      date_naissance: string;
      nombre_participants: number;
      a_velo_electrique: boolean;
      participants: { prenom: string; date_naissance: string }[];
    };
    expect(payload.date_naissance).toBe("1958-04-12");
    expect(payload.nombre_participants).toBe(3);
    expect(payload.participants.map((p) => p.prenom)).toEqual(["Invitée2", "Invitée3"]);
    expect(payload.a_velo_electrique).toBe(rentsBikes(activity));

    const response = await answer;
    expect(response.status()).toBe(201);
    const { inscription_id } = (await response.json()) as { inscription_id: string };
    const { Item } = await ddb().send(
      new GetCommand({ TableName: tableName("inscriptions"), Key: { id: inscription_id } }),
    );
    expect(Item?.date_naissance).toBe("1958-04-12");
    await page.context().close();
  });

  it("on an e-bike outing, counts the bikes left across the group and shows the supplement", async () => {
    const activity = (await loadActivities()).find(
      (a) =>
        rentsBikes(a) && !isMeetingPast(a.date, a.heure_rdv) && (a.places_disponibles ?? 0) >= 2,
    );
    if (!activity) throw new Error("No upcoming e-bike outing with two places left in the seed");
    // The fleet as the founders set it for that day: one M left, CHF 30.00 a bike.
    const restoreFleet = await leaveBikesFree(activity, "M", 1, 3000);
    onTestFinished(restoreFleet);
    const page = await newPage(browser, VIEWPORTS.mobile);
    const fleetRead = page.waitForRequest((r) => r.url().endsWith(`/${activity.id}/velos`));
    const dialog = await openRegistrationDialog(page, activity);
    await fleetRead;
    await dialog.getByLabel("Nombre de participants").selectOption("2");
    const sizes = dialog.getByLabel("Taille du vélo de location");
    await sizes.nth(0).selectOption("M");
    const price = formatChf(activity.prix_centimes);
    const total = dialog.getByRole("status").filter({ hasText: "Total" });
    expect(await total.textContent()).toBe(
      `Total : 2 × ${price} + 1 vélo de location × CHF 30.00 = ${formatChf(activity.prix_centimes * 2 + 3000)}`,
    );
    // The second M is one too many: said on choosing it, with the two ways out.
    const second = dialog.getByRole("group", { name: "Participant 2", exact: true });
    await second.getByLabel("Taille du vélo de location").selectOption("M");
    await second.getByText(noBikeLeftMessage("M")).waitFor();
    await expectNoAxeViolations(page, { include: "dialog[open]" });
    await second.getByRole("button", { name: "Venir avec mon propre vélo" }).click();
    expect(
      await second.getByRole("radio", { name: "Mon propre vélo électrique" }).isChecked(),
    ).toBe(true);
    expect(await dialog.getByText(noBikeLeftMessage("M")).count()).toBe(0);
    await page.context().close();
  });

  it("shows the server's refusal of a participant's field on that field", async () => {
    const activity = (await loadActivities()).find(
      (a) => !isMeetingPast(a.date, a.heure_rdv) && (a.places_disponibles ?? 0) >= 2,
    );
    if (!activity) throw new Error("No upcoming outing with two places left in the seed");
    const page = await newPage(browser, VIEWPORTS.mobile);
    const message = "Chaque participant doit avoir au moins 16 ans le jour de la sortie";
    // A page route, on purpose: the dialog checks the same rule before sending, so the server's
    // refusal of a participant's field cannot be reached by typing; only its answer is played.
    await page.route("**/api/inscriptions", (route) =>
      route.fulfill({
        status: 400,
        contentType: "application/json",
        body: JSON.stringify({
          success: false,
          error: "Les données d'inscription sont invalides.",
          details: { "participants.0.date_naissance": message },
        }),
      }),
    );
    const dialog = await openRegistrationDialog(page, activity);
    await fillRegistrationDialog(dialog, newVisitor("refus-participant"), 2);
    await dialog.getByRole("button", { name: "S'inscrire", exact: true }).click();
    const second = dialog.getByRole("group", { name: "Participant 2", exact: true });
    await second.locator(".form-error", { hasText: message }).waitFor();
    const day = second.getByLabel("Jour");
    expect(await day.getAttribute("aria-invalid")).toBe("true");
    expect(await day.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.context().close();
  });
});
