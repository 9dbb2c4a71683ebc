/**
 * « Demandes » in the team space, in Chromium against the real stack: a visitor sends a contact
 * message and a company quote request through the public forms and subscribes to the newsletter;
 * the founder signs in, finds both listed « à traiter », marks the message « traité », reads the
 * « Répondre » link's address and subject, and downloads the confirmed subscribers. axe on the
 * screen, on a laptop and on a phone.
 */
import { readFile } from "node:fs/promises";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localTeamAccount } from "../../localstack/team-account";
import { readSentEmails } from "../support/aws";
import { eventually } from "../support/eventually";
import { expectNoAxeViolations, launchBrowser, newPage } from "./support/browser";
import { VIEWPORTS, visit } from "./support/site";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Unique names and addresses: the e2e emulator is shared by every e2e file. */
const stamp = Date.now().toString(36);
const address = (who: string) => `${who}.${stamp}@exemple.ch`;
const company = `Scierie ${stamp} SA`;
const sender = { firstName: "Odette", lastName: `Jaquet${stamp}` };

async function sendContactMessage(page: Page) {
  await visit(page, "/contact");
  const form = page.getByRole("form", { name: "Formulaire de contact" });
  await form.locator('[name="firstName"]').fill(sender.firstName);
  await form.locator('[name="lastName"]').fill(sender.lastName);
  await form.locator('[name="email"]').fill(address("odette"));
  await form.locator('[name="message"]').fill("Bonjour,\nvos sorties conviennent-elles à 72 ans ?");
  await form.getByRole("button", { name: "Envoyer le message" }).click();
  await expect
    .poll(() => page.locator('[data-testid="toast"]', { hasText: "Merci !" }).count())
    .toBe(1);
}

async function sendQuoteRequest(page: Page) {
  await visit(page, "/activites/vtt-entreprise");
  await page.getByRole("button", { name: "Demander une offre personnalisée" }).click();
  const form = page.locator("dialog[open]").getByRole("form", { name: "Demande d'offre" });
  await form.locator('[name="companyName"]').fill(company);
  await form.locator('[name="contactName"]').fill("Claude Martin");
  await form.locator('[name="email"]').fill(address("rh"));
  await form.locator('[name="phone"]').fill("+41 22 123 45 67");
  await form.locator('[name="participants"]').selectOption("6-8");
  await form.locator('[name="comments"]').fill("Sortie d'équipe en septembre.");
  await form.getByRole("button", { name: "Envoyer la demande" }).click();
  await expect
    .poll(() =>
      page.locator("dialog[open]").getByRole("heading", { name: "Demande envoyée !" }).count(),
    )
    .toBe(1);
}

/** Subscribes through the home page's form and follows the confirmation e-mail's link. */
async function subscribeAndConfirm(page: Page, email: string) {
  await visit(page, "/");
  const form = page.getByRole("form", { name: "Inscription à la newsletter" });
  await form.scrollIntoViewIfNeeded();
  await form.locator('[name="email"]').fill(email);
  await form.getByRole("button", { name: "S'inscrire" }).click();
  const mail = await eventually(
    async () => {
      const found = (await readSentEmails()).find((m) => m.to.includes(email));
      if (!found) throw new Error(`no e-mail to ${email}`);
      return found;
    },
    { timeoutMs: 30_000, intervalMs: 500 },
  );
  const link = /https?:\/\/\S+\/api\/newsletter\/confirm\?token=[\w-]+/.exec(mail.text)?.[0];
  expect((await page.goto(link ?? ""))?.status()).toBe(200);
}

async function signIn(page: Page) {
  await visit(page, "/espace-equipe/");
  const account = localTeamAccount();
  const form = page.getByRole("form", { name: "Connexion" });
  await form.getByLabel("E-mail").fill(account.email);
  await form.locator('input[autocomplete="current-password"]').fill(account.password);
  await form.getByRole("button", { name: "Se connecter" }).click();
  await page.getByRole("heading", { level: 1, name: "Sorties" }).waitFor();
}

describe("the team space's requests", () => {
  it("lists a visitor's message and quote request, marks one handled, answers by e-mail, downloads the subscribers", async () => {
    const visitor = await newPage(browser);
    await sendContactMessage(visitor);
    await sendQuoteRequest(visitor);
    await subscribeAndConfirm(visitor, address("abonne"));
    await subscribeAndConfirm(visitor, address("abonne2"));
    // A subscription never confirmed stays out of the file.
    await visit(visitor, "/");
    const pendingForm = visitor.getByRole("form", { name: "Inscription à la newsletter" });
    await pendingForm.scrollIntoViewIfNeeded();
    await pendingForm.locator('[name="email"]').fill(address("attente"));
    await pendingForm.getByRole("button", { name: "S'inscrire" }).click();

    const page = await newPage(browser);
    await signIn(page);
    // The navigation counts what is still to handle (this message and quote request at least).
    const navLink = page
      .getByRole("navigation", { name: "Espace équipe" })
      .getByRole("link", { name: "Demandes" });
    const countShown = async () =>
      Number(/\((\d+)\)/.exec((await navLink.textContent()) ?? "")?.[1]);
    await expect.poll(countShown).toBeGreaterThanOrEqual(2);
    const before = await countShown();
    expect(await navLink.getAttribute("aria-label")).toBe(`Demandes, ${before} nouvelles`);
    await navLink.click();
    await page.getByRole("heading", { level: 1, name: "Demandes" }).waitFor();
    expect(await page.getByLabel("À traiter seulement").isChecked()).toBe(true);

    const quotes = page.getByRole("region", { name: "Demandes de devis" });
    const quote = quotes.getByRole("listitem").filter({ hasText: company });
    await quote.waitFor();
    expect(await quote.textContent()).toContain("À traiter");
    expect(await quote.textContent()).toContain("6-8");
    expect(await quote.textContent()).toContain("Sortie d'équipe en septembre.");
    const quoteReply = new URL(
      (await quote
        .getByRole("link", { name: `Répondre à Claude Martin, ${company}` })
        .getAttribute("href")) ?? "",
    );
    expect(quoteReply.protocol).toBe("mailto:");
    expect(quoteReply.pathname).toBe(address("rh"));
    expect(quoteReply.searchParams.get("subject")).toMatch(
      /^Re : votre demande de devis du \d{1,2} \S+$/,
    );

    const messages = page.getByRole("region", { name: "Messages" });
    const who = `${sender.firstName} ${sender.lastName}`;
    const message = messages.getByRole("listitem").filter({ hasText: who });
    await message.waitFor();
    const reply = new URL(
      (await message.getByRole("link", { name: `Répondre à ${who}` }).getAttribute("href")) ?? "",
    );
    expect(reply.pathname).toBe(address("odette"));
    expect(reply.searchParams.get("subject")).toMatch(/^Re : votre message du \d{1,2} \S+$/);
    expect(reply.searchParams.get("body")).toContain("> vos sorties conviennent-elles à 72 ans ?");
    await expectNoAxeViolations(page);

    await message.getByRole("button", { name: `Marquer comme traité : ${who}` }).click();
    await expect
      .poll(() => page.getByRole("status").textContent())
      .toContain(`Message de ${who} : marqué comme traité.`);
    expect(await message.textContent()).toContain("Traité");
    await message.getByRole("button", { name: `Remettre à traiter : ${who}` }).waitFor();
    // One fewer to handle, at once.
    await expect.poll(countShown).toBe(before - 1);

    // Loaded again with « À traiter seulement »: the handled message is no longer listed; all of
    // them, it is, « traité ».
    await page.reload();
    await page.getByRole("heading", { level: 1, name: "Demandes" }).waitFor();
    await quotes.getByRole("listitem").filter({ hasText: company }).waitFor();
    expect(await messages.getByRole("listitem").filter({ hasText: who }).count()).toBe(0);
    await page.getByLabel("À traiter seulement").uncheck();
    await messages.getByRole("listitem").filter({ hasText: who }).waitFor();
    expect(await messages.getByRole("listitem").filter({ hasText: who }).textContent()).toContain(
      "Traité",
    );
    await expectNoAxeViolations(page);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Télécharger les abonnés à la newsletter (Excel)" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("abonnes-newsletter.csv");
    const csv = await readFile((await download.path()) ?? "", "utf8");
    expect(csv.startsWith('\uFEFF"E-mail";"Confirmé le"\r\n')).toBe(true);
    expect(csv).toContain(`"${address("abonne")}";"`);
    expect(csv).toContain(`"${address("abonne2")}";"`);
    expect(csv).not.toContain(address("attente"));

    // At phone size: the same screen, without sideways scrolling, axe clean.
    await page.setViewportSize(VIEWPORTS.mobile);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await expectNoAxeViolations(page);
  });
});
