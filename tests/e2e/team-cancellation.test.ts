/**
 * Cancelling a date from the team space, in Chromium against the local stack: a visitor registers
 * and pays by card on the sandbox's Stripe page; the founder signs in, writes to the outing's
 * participants, then cancels it (« Météo »). The job runs in the local host (its queue's
 * consumer), the notifier e-mails the visitor: the e-mail is in /_local/, the refund at the
 * sandbox, and the team space shows the progress's end and « Annulée ». axe on each new screen.
 */
import { formatChf } from "@shared/money";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localTeamAccount } from "../../localstack/team-account";
import { eventually } from "../support/eventually";
import { SandboxControls } from "../support/payment-sandbox";
import { storedItem } from "../support/payment-world";
import { putActivity } from "../support/registration-fixtures";
import { expectNoAxeViolations, launchBrowser, newPage } from "./support/browser";
import { emailTo, payByCardOnSandbox } from "./support/payments";
import { newVisitor, registerThroughDialog } from "./support/registration";
import { baseUrl, sandboxUrl, visit } from "./support/site";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Signs the local team account in on the team space's own page. */
async function signIn(page: Page) {
  const account = localTeamAccount();
  await visit(page, "/espace-equipe/");
  await page.getByLabel("E-mail").fill(account.email);
  await page.getByLabel("Mot de passe").fill(account.password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await page.getByRole("heading", { level: 1, name: /sorties/i }).waitFor({ timeout: 20_000 });
}

describe("cancelling a date from the team space", () => {
  it("writes to the participants, cancels with « Météo », the visitor told and refunded, the end shown", async () => {
    const activity = await putActivity({
      titre: `Crêtes du Mont Tendre ${Math.random().toString(36).slice(2, 7)}`,
      prix_centimes: 7500,
    });
    const visitor = newVisitor("annulation-equipe");
    const visitorPage = await newPage(browser);
    const registrationId = await registerThroughDialog(visitorPage, activity, visitor);
    await payByCardOnSandbox(visitorPage, sandboxUrl());

    const page = await newPage(browser);
    await signIn(page);
    const row = page.getByRole("row").filter({ hasText: activity.titre });

    // « Écrire aux participants »: the count, then sent once.
    await row.getByRole("link", { name: /^Écrire aux participants/ }).click();
    await page.getByRole("heading", { level: 1, name: /Écrire aux participants/ }).waitFor();
    await page.getByText("1 inscription", { exact: true }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByLabel("Objet").fill("Nouveau point de rendez-vous");
    await page.getByRole("textbox", { name: /^Message/ }).fill("Rendez-vous au col.\nÀ 9 h 15.");
    await page.getByRole("button", { name: "Envoyer le message" }).click();
    await page.getByText("Message envoyé : 1 inscription le reçoit par e-mail.").waitFor();
    await expectNoAxeViolations(page);
    await emailTo(visitor.email, (e) => e.subject.startsWith("Nouveau point de rendez-vous"));

    // « Annuler la sortie »: the reason, the confirmation with the counts, then the progress.
    await page.getByRole("link", { name: "← Retour aux sorties" }).click();
    await row.getByRole("link", { name: /^Annuler la sortie/ }).click();
    await page.getByRole("heading", { level: 1, name: /Annuler la sortie/ }).waitFor();
    const confirmation = `1 personne sera prévenue, ${formatChf(7500)} seront remboursés, 0 remboursement à faire à la main`;
    await page.getByText(confirmation).waitFor();
    await expectNoAxeViolations(page);
    // No reason chosen: a French message, nothing cancelled.
    await page.getByRole("button", { name: "Confirmer l'annulation" }).click();
    await page.getByText("Choisissez la raison de l'annulation.").first().waitFor();
    await page.getByLabel("Météo").check();
    await page.getByRole("button", { name: "Confirmer l'annulation" }).click();
    await page
      .getByText(
        `Annulation terminée : 1 personne prévenue, ${formatChf(7500)} remboursés, 0 remboursement à faire à la main.`,
      )
      .waitFor({ timeout: 45_000 });
    await expectNoAxeViolations(page);

    // The visitor's e-mail, as /_local/ shows it.
    const email = await emailTo(visitor.email, (e) => e.subject.startsWith("Sortie annulée"));
    expect(email.text).toContain("Météo");
    expect(email.text).toContain("/calendrier");
    const card = page
      .locator("#emails ~ ol > li")
      .filter({ hasText: `À : ${visitor.email}` })
      .filter({ has: page.getByRole("heading", { name: /^Sortie annulée/ }) });
    await eventually(
      async () => {
        await page.goto(new URL("/_local/", baseUrl()).href);
        await card.waitFor({ timeout: 1_000 });
      },
      { timeoutMs: 30_000, intervalMs: 1_000 },
    );

    // The refund at the sandbox: one, of the amount paid, on the visitor's payment.
    const registration = await storedItem("inscriptions", registrationId);
    const paymentId = String(registration?.paid_payment_id);
    const session = (await new SandboxControls(sandboxUrl()).sessions()).find(
      (s) =>
        (s.object as { metadata?: { payment_id?: string } }).metadata?.payment_id === paymentId,
    );
    expect(session?.refunds).toEqual([
      expect.objectContaining({ amount: 7500, status: "succeeded" }),
    ]);
    expect(registration).toMatchObject({ status: "cancelled", cancelled_by: "provider" });

    // The list: « Annulée », no edit.
    await visit(page, "/espace-equipe/");
    await row.getByText("Annulée").waitFor({ timeout: 20_000 });
    expect(await row.getByRole("link", { name: /^Modifier/ }).count()).toBe(0);
    await row.getByRole("link", { name: /^Suivi de l'annulation/ }).waitFor();
  });
});
