/**
 * The registration dialog for a group, on a phone (390 × 844): one fieldset per other
 * participant, the birth dates typed in three fields (Jour, Mois, Année), each person's bike on
 * an e-bike outing; axe-clean; the date « 12 » « 4 » « 1958 » sent and stored as 1958-04-12.
 */

import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { bikeSizeLabel } from "@shared/schemas/bikes";
import { rentsBikes } from "@shared/schemas/fleet";
import { isMeetingPast } from "@shared/time";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ddb, tableName } from "../support/aws";
import { expectNoAxeViolations, launchBrowser, newPage } from "./support/browser";
import {
  chooseOwnBikes,
  fillParticipants,
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
});
