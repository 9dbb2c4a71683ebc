/**
 * The visitor's registration journey in Chromium against the local stack: calendar, date picker,
 * registration dialog, toast, confirmation page; then the e-mail with its invite, the SMS and the
 * booking event, and fewer places on the calendar. axe checks every screen on the way.
 */

import { formatShortDate } from "@shared/date-format";
import { formatChf } from "@shared/money";
import { paymentReminderPromise } from "@shared/registrations/amount-owed";
import type { Activity } from "@shared/schemas/activity";
import { isMeetingPast } from "@shared/time";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readEventLog, readSentEmails, readSentSms } from "../support/aws";
import { eventually } from "../support/eventually";
import { expectNoAxeViolations, launchBrowser, newPage } from "./support/browser";
import {
  chooseOwnBikes,
  fillBirthDate,
  fillParticipants,
  loadPastActivities,
} from "./support/registration";
import { baseUrl, visit } from "./support/site";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function loadActivities(): Promise<Activity[]> {
  const response = await fetch(new URL("/api/activities", baseUrl()));
  expect(response.status).toBe(200);
  return (await response.json()) as Activity[];
}

/**
 * The seeded upcoming outing with the most places (8 on a fresh seed), so that the journey still
 * finds room when the emulator is reused from an earlier run.
 */
function pickActivity(activities: Activity[]): Activity {
  const open = activities
    .filter((a) => !isMeetingPast(a.date, a.heure_rdv) && (a.places_disponibles ?? 0) >= 2)
    .sort((a, b) => (b.places_disponibles ?? 0) - (a.places_disponibles ?? 0));
  const target = open[0];
  if (!target) throw new Error("No upcoming outing with two places left in the seed");
  return target;
}

/** Shows the month of `date` in the date picker (it opens on the next outing's month). */
async function showMonthOf(page: Page, date: string): Promise<void> {
  const day = page.locator(`[data-day="${date}"] button`);
  for (let i = 0; i < 4 && (await day.count()) === 0; i++) {
    await page.getByRole("button", { name: "Aller au mois suivant" }).click();
  }
  await day.waitFor();
}

function uniqueSuffix(): string {
  return `${Date.now()}${Math.floor(Math.random() * 1000)}`;
}

describe("registration journey", () => {
  it("registers from the calendar, lands on the confirmation, and is notified", async () => {
    const before = await loadActivities();
    const target = pickActivity(before);
    const placesBefore = target.places_disponibles ?? 0;
    const participants = 2;
    const suffix = uniqueSuffix();
    const email = `e2e.${suffix}@example.ch`;
    const phone = `+4179${suffix.slice(-7)}`;
    const page = await newPage(browser);

    await visit(page, "/calendrier");
    await page.getByRole("tab", { name: /^À venir/ }).waitFor();
    await showMonthOf(page, target.date);

    // The day with outings says so in its accessible name, not only with colour.
    const dayButton = page.locator(`[data-day="${target.date}"] button`);
    expect(await dayButton.getAttribute("aria-label")).toMatch(/activités? prévues?/);
    await dayButton.click();
    await page.getByRole("button", { name: "Toutes les activités" }).waitFor();
    const card = page.getByRole("article", { name: target.titre });
    await card.waitFor();
    expect(await card.textContent()).toContain(`${placesBefore} places disponibles`);
    await expectNoAxeViolations(page);

    // Description dialog.
    if (target.description) {
      await card.getByRole("button", { name: `Description : ${target.titre}` }).click();
      const description = page.getByRole("dialog", { name: target.titre });
      await description.waitFor();
      await expectNoAxeViolations(page, { include: "dialog[open]" });
      await description.getByRole("button", { name: "Fermer" }).click();
      await description.waitFor({ state: "hidden" });
    }

    // Registration dialog: an empty submit shows the errors beside their fields.
    await card.getByRole("button", { name: `S'inscrire : ${target.titre}` }).click();
    const dialog = page.getByRole("dialog", { name: `Inscription à ${target.titre}` });
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "S'inscrire", exact: true }).click();
    await dialog.getByText("Le nom doit contenir au moins 2 caractères").waitFor();
    for (const message of [
      "Le prénom doit contenir au moins 2 caractères",
      "Email invalide",
      "Date de naissance requise",
      "Adresse complète requise",
      "Niveau de pratique requis",
      "Vous devez accepter les conditions",
      "Assurance RC obligatoire",
      "Assurance accident obligatoire",
      "Vous devez accepter l'autorisation RGPD",
    ]) {
      expect(await dialog.locator(".form-error", { hasText: message }).count()).toBe(1);
    }
    const nom = dialog.getByLabel("Nom", { exact: true });
    expect(await nom.getAttribute("aria-invalid")).toBe("true");
    expect(await nom.evaluate((el) => el === document.activeElement)).toBe(true);
    await expectNoAxeViolations(page, { include: "dialog[open]" });

    // The participants' choices stop at the places left.
    const participantsSelect = dialog.getByLabel("Nombre de participants");
    expect(await participantsSelect.locator("option").count()).toBe(Math.min(10, placesBefore));

    await nom.fill("Favre");
    await dialog.getByLabel("Prénom").fill("Monique");
    await dialog.getByLabel("E-mail").fill(email);
    await dialog.getByLabel("Téléphone").fill(phone);
    await fillBirthDate(dialog, "1958-04-12");
    await dialog.getByLabel("Adresse complète").fill("Chemin des Pâquis 4, 1264 Saint-Cergue");
    await dialog.getByLabel("Niveau de pratique").selectOption("Intermédiaire");
    await participantsSelect.selectOption(String(participants));
    await fillParticipants(dialog, participants);
    await chooseOwnBikes(dialog);
    await dialog.getByLabel("Je souhaite recevoir la newsletter").check();
    await dialog.getByLabel(/Remarques/).fill("Première sortie en groupe.");
    const all = dialog.getByLabel("Tout cocher");
    await all.check();
    for (const consent of [
      /J'accepte les/,
      /assurance responsabilité civile/,
      /assurance accident/,
      /RGPD/,
    ]) {
      expect(await dialog.getByLabel(consent).isChecked()).toBe(true);
    }
    // « Tout cocher » unticks the four together, and ticks them again.
    await all.uncheck();
    expect(await dialog.getByLabel(/RGPD/).isChecked()).toBe(false);
    await all.check();

    const answer = page.waitForResponse(
      (r) => r.url().endsWith("/api/inscriptions") && r.request().method() === "POST",
    );
    await dialog.getByRole("button", { name: "S'inscrire", exact: true }).click();
    const response = await answer;
    expect(response.status()).toBe(201);
    expect(response.request().headers()["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);
    const body = (await response.json()) as {
      inscription_id: string;
      total_price: number;
      remind_at?: string;
    };

    await page.getByText("Inscription réussie!").waitFor();
    await page
      .getByText(
        "Votre inscription a été enregistrée avec succès. Email + SMS de confirmation envoyés !",
      )
      .waitFor();
    await page.waitForURL("**/confirmation-inscription");
    await page.getByRole("heading", { name: "Inscription enregistrée : reste à payer" }).waitFor();
    const amount = formatChf(target.prix_centimes * participants);
    expect(Math.round(body.total_price * 100)).toBe(target.prix_centimes * participants);
    const main = page.locator("main");
    // The amount shows twice now: in what is owed, and in the summary.
    await main.getByText(amount, { exact: true }).waitFor();
    const summary = await main.textContent();
    expect(summary).toContain(target.titre);
    expect(summary).toContain(email);
    expect(summary).toContain("2 personnes");
    // The reminder promised is the server's, or none when none will come (near the outing).
    if (body.remind_at) expect(summary).toContain(paymentReminderPromise(body.remind_at));
    else expect(summary).not.toContain("rappel");
    await expectNoAxeViolations(page);

    // The e-mail with its calendar invite, and the SMS, delivered by the queue's poller.
    const sent = await eventually(
      async () => {
        const emails = await readSentEmails();
        const mine = emails.find((e) => e.to.includes(email));
        if (!mine) throw new Error(`no e-mail to ${email} yet`);
        return mine;
      },
      { timeoutMs: 45_000, intervalMs: 1_000 },
    );
    expect(sent.subject).toContain(target.titre);
    expect(sent.attachments.some((name) => name.endsWith(".ics"))).toBe(true);
    const sms = await eventually(
      async () => {
        const mine = (await readSentSms()).find((s) => s.phoneNumber === phone);
        if (!mine) throw new Error(`no SMS to ${phone} yet`);
        return mine;
      },
      { timeoutMs: 45_000, intervalMs: 1_000 },
    );
    expect(sms.message).toContain(target.titre);
    expect(sms.message).toContain(amount);

    // The booking event, without personal data.
    const event = await eventually(
      async () => {
        const found = (await readEventLog()).find(
          (e) =>
            e.detailType === "InscriptionCreated" && e.data.inscription_id === body.inscription_id,
        );
        if (!found) throw new Error("no InscriptionCreated event yet");
        return found;
      },
      { timeoutMs: 45_000, intervalMs: 1_000 },
    );
    expect(JSON.stringify(event.data)).not.toContain(email);
    expect(JSON.stringify(event.data)).not.toContain("Favre");

    // Back on the calendar, the outing has fewer places.
    await visit(page, "/calendrier");
    await page.getByRole("tab", { name: /^À venir/ }).waitFor();
    const placesAfter = placesBefore - participants;
    const after = page.getByRole("article", { name: target.titre }).filter({
      hasText: target.lieu_rdv,
    });
    await after
      .getByText(placesAfter === 0 ? "Complet" : `${placesAfter} place`, { exact: false })
      .first()
      .waitFor();
    await page.context().close();
  });

  it("a full outing offers its waiting list, not a registration; past ones say so, twelve at a time", async () => {
    const activities = await loadActivities();
    const full = activities.find(
      (a) => a.places_disponibles === 0 && !isMeetingPast(a.date, a.heure_rdv),
    );
    const past = await loadPastActivities();
    if (!full || past.length <= 12) {
      throw new Error("The seed has a full upcoming outing and more than twelve past ones");
    }
    const page = await newPage(browser);
    // The past pages the calendar asks for (never the whole past at once).
    const pastRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/activities/passees")) pastRequests.push(request.url());
    });
    await visit(page, "/calendrier");
    await page.getByRole("tab", { name: /^À venir/ }).waitFor();
    // Full, and its waiting list takes entries (offers stop 24 h before the meeting): the card
    // offers the list instead of registering (a closed list's disabled « Complet »: unit tests).
    expect(full.liste_attente_ouverte).toBe(true);
    const fullCard = page
      .getByRole("article", { name: full.titre })
      .filter({ hasText: "Complet" })
      .first();
    await fullCard.getByRole("button", { name: "M'inscrire sur la liste d'attente" }).waitFor();
    expect(await fullCard.getByRole("button", { name: /^S'inscrire/ }).count()).toBe(0);

    // WAI-ARIA tabs: the arrow keys move between « À venir » and « Activités passées ».
    const upcomingTab = page.getByRole("tab", { name: /^À venir/ });
    const pastTab = page.getByRole("tab", { name: /^Activités passées/ });
    await upcomingTab.focus();
    await page.keyboard.press("ArrowRight");
    expect(await pastTab.getAttribute("aria-selected")).toBe("true");
    expect(await pastTab.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press("ArrowLeft");
    expect(await upcomingTab.getAttribute("aria-selected")).toBe("true");
    await pastTab.click();
    expect(await pastTab.getAttribute("aria-selected")).toBe("true");
    // The first page: twelve, the most recent first; the count says more remain.
    await page.getByRole("tab", { name: "Activités passées (12+)" }).waitFor();
    const panel = page.getByRole("tabpanel");
    const cards = panel.getByRole("article");
    expect(await cards.count()).toBe(12);
    expect(await panel.getByRole("button", { name: "Activité passée" }).count()).toBe(12);
    expect(await panel.getByRole("button", { name: "Activité passée" }).first().isDisabled()).toBe(
      true,
    );
    expect(await cards.first().getByRole("heading").textContent()).toBe(past[0]?.titre);
    expect(pastRequests).toHaveLength(1);
    await panel.getByRole("button", { name: "Charger plus d'activités passées" }).click();
    await cards.nth(12).waitFor();
    const shown = Math.min(24, past.length);
    expect(await cards.count()).toBe(shown);
    expect(pastRequests).toHaveLength(2);
    expect(pastRequests[1]).toContain("?apres=");
    // Focus moves to the first outing of the new page, and the live region says how many came.
    expect(
      await cards
        .nth(12)
        .getByRole("heading")
        .evaluate((el) => el === document.activeElement),
    ).toBe(true);
    await page
      .locator(".calendar-announcement[role=status]", {
        hasText: `${shown - 12} activité${shown - 12 === 1 ? "" : "s"} passée`,
      })
      .waitFor();
    if (past.length <= 24) {
      // Nothing left: the button is gone and the count is exact.
      await page.getByRole("tab", { name: `Activités passées (${past.length})` }).waitFor();
      expect(
        await panel.getByRole("button", { name: "Charger plus d'activités passées" }).count(),
      ).toBe(0);
    }
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  it("a refusal for lack of places is shown in the dialog, the places follow, and a new attempt succeeds", async () => {
    const activities = await loadActivities();
    const target = activities
      .filter(
        (a) =>
          !isMeetingPast(a.date, a.heure_rdv) &&
          a.places_disponibles !== null &&
          a.places_disponibles >= 3 &&
          a.places_disponibles <= 11,
      )
      .sort((a, b) => (a.places_disponibles ?? 0) - (b.places_disponibles ?? 0))[0];
    if (!target) throw new Error("No upcoming outing with 3 to 11 places left in the seed");
    const places = target.places_disponibles ?? 0;
    const suffix = uniqueSuffix();
    const page = await newPage(browser);
    await visit(page, "/calendrier");
    await page.getByRole("tab", { name: /^À venir/ }).waitFor();
    const card = page
      .getByRole("article", { name: target.titre })
      .filter({ hasText: formatShortDate(target.date) });
    await card.getByRole("button", { name: `S'inscrire : ${target.titre}` }).click();
    const dialog = page.getByRole("dialog", { name: `Inscription à ${target.titre}` });
    await dialog.waitFor();
    await dialog.getByLabel("Nom", { exact: true }).fill("Rochat");
    await dialog.getByLabel("Prénom").fill("Jean");
    await dialog.getByLabel("E-mail").fill(`e2e.refus.${suffix}@example.ch`);
    await dialog.getByLabel("Téléphone").fill(`+4178${suffix.slice(-7)}`);
    await fillBirthDate(dialog, "1955-09-30");
    await dialog.getByLabel("Adresse complète").fill("Rue du Village 12, 1264 Saint-Cergue");
    await dialog.getByLabel("Niveau de pratique").selectOption("Débutant");
    await dialog.getByLabel("Nombre de participants").selectOption("2");
    await fillParticipants(dialog, 2);
    await chooseOwnBikes(dialog);
    await dialog.getByLabel("Tout cocher").check();

    // Meanwhile someone else takes all the places but one.
    const other = await fetch(new URL("/api/inscriptions", baseUrl()), {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": crypto.randomUUID() },
      body: JSON.stringify({
        activity_id: target.id,
        nom: "Autre",
        prenom: "Personne",
        email: `e2e.autre.${suffix}@example.ch`,
        telephone: `+4177${suffix.slice(-7)}`,
        date_naissance: "1960-01-15",
        adresse_complete: "Route de la Givrine 1, 1264 Saint-Cergue",
        niveau_pratique: "Expert",
        nombre_participants: places - 1,
        a_velo_electrique: true,
        besoin_aide_location: false,
        souhaite_newsletter: false,
        accepte_conditions: true,
        assurance_rc: true,
        assurance_accident: true,
        autorisation_rgpd: true,
        remarques: "",
      }),
    });
    expect(other.status).toBe(201);

    const refused = page.waitForResponse((r) => r.url().endsWith("/api/inscriptions"));
    await dialog.getByRole("button", { name: "S'inscrire", exact: true }).click();
    const first = await refused;
    expect(first.status()).toBe(409);
    const firstKey = first.request().headers()["idempotency-key"];
    await dialog.getByText("Il ne reste qu'une place pour cette activité.").waitFor();
    // The form follows the places left, and the card behind the dialog too.
    const options = dialog.getByLabel("Nombre de participants").locator("option");
    await eventually(async () => expect(await options.count()).toBe(1));
    expect(await card.textContent()).toContain("1 place disponible");

    const accepted = page.waitForResponse((r) => r.url().endsWith("/api/inscriptions"));
    await dialog.getByRole("button", { name: "S'inscrire", exact: true }).click();
    const second = await accepted;
    expect(second.status()).toBe(201);
    expect(second.request().headers()["idempotency-key"]).not.toBe(firstKey);
    await page.waitForURL("**/confirmation-inscription");
    await page.getByRole("heading", { name: "Inscription enregistrée : reste à payer" }).waitFor();
    expect(await page.locator("main").textContent()).toContain(formatChf(target.prix_centimes));
    await page.context().close();
  });

  it("says so when the outings cannot be loaded", async () => {
    const page = await newPage(browser);
    await page.route("**/api/activities", (route) =>
      route.fulfill({
        status: 503,
        contentType: "application/json",
        body: JSON.stringify({ error: "Service momentanément indisponible" }),
      }),
    );
    await visit(page, "/calendrier");
    await page.getByText("Connexion à la base de données en cours...").waitFor();
    await page.getByText("Service momentanément indisponible").waitFor();

    await page.unroute("**/api/activities");
    await page.route("**/api/activities", (route) => route.abort("connectionrefused"));
    await page.reload();
    await page.getByText("Erreur de connexion à la base de données").waitFor();
    await page.context().close();
  });

  it("opening /confirmation-inscription directly lands on /calendrier", async () => {
    const page = await newPage(browser);
    await visit(page, "/confirmation-inscription");
    await page.waitForURL("**/calendrier");
    await page.getByRole("heading", { name: "Calendrier des activités" }).waitFor();
    await page.context().close();
  });
});
