import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readSentEmails, type SentEmail } from "../support/aws";
import { eventually } from "../support/eventually";
import { expectNoAxeViolations, launchBrowser, newPage } from "./support/browser";
import { visit } from "./support/site";

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Unique addresses: the e2e emulator is shared by every e2e file. */
const stamp = Date.now().toString(36);
const address = (who: string) => `${who}.${stamp}@exemple.ch`;

/** E-mails are sent by the notifier, fed by the local host's pollers: wait for them, boundedly. */
function emailTo(to: string, subject: RegExp): Promise<SentEmail> {
  return eventually(
    async () => {
      const found = (await readSentEmails()).find(
        (mail) => mail.to.includes(to) && subject.test(mail.subject),
      );
      if (!found) throw new Error(`no e-mail to ${to} matching ${subject}`);
      return found;
    },
    { timeoutMs: 30_000, intervalMs: 500 },
  );
}

const toast = (p: Page, text: string) => p.locator('[data-testid="toast"]', { hasText: text });

describe("contact form", () => {
  beforeAll(async () => {
    page = await newPage(browser);
  });

  it("refuses a form of spaces with « Champs manquants », errors beside the fields, focus on the first", async () => {
    await visit(page, "/contact");
    const form = page.getByRole("form", { name: "Formulaire de contact" });
    for (const name of ["firstName", "lastName", "email", "message"]) {
      await form.locator(`[name="${name}"]`).fill("   ");
    }
    await form.getByRole("button", { name: "Envoyer le message" }).click();
    await expect.poll(() => toast(page, "Champs manquants").count()).toBe(1);
    expect(await toast(page, "Champs manquants").textContent()).toContain(
      "Veuillez remplir tous les champs obligatoires.",
    );
    const firstName = form.locator('[name="firstName"]');
    expect(await firstName.getAttribute("aria-invalid")).toBe("true");
    const describedBy = (await firstName.getAttribute("aria-describedby")) ?? "";
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(
      "Veuillez indiquer votre prénom.",
    );
    expect(await firstName.evaluate((el) => el === document.activeElement)).toBe(true);
    await expectNoAxeViolations(page);
  });

  it("sends a message: success toast, and the provider gets it by e-mail", async () => {
    await visit(page, "/contact");
    const form = page.getByRole("form", { name: "Formulaire de contact" });
    const email = address("anne");
    await form.locator('[name="firstName"]').fill("Anne");
    await form.locator('[name="lastName"]').fill("Rochat");
    await form.locator('[name="email"]').fill(email);
    await form
      .locator('[name="message"]')
      .fill("Bonjour, la sortie de samedi me conviendrait-elle ?");
    await form.getByRole("button", { name: "Envoyer le message" }).click();
    await expect
      .poll(() => toast(page, "✅ Merci ! Votre message a bien été envoyé.").count())
      .toBe(1);
    expect(await toast(page, "Succès !").count()).toBe(1);
    expect(await form.locator('[name="message"]').inputValue()).toBe("");
    const acknowledgement = await emailTo(email, /bien reçu votre message/);
    expect(acknowledgement.text).toContain("Bonjour Anne,");
  });
});

describe("newsletter", () => {
  beforeAll(async () => {
    page = await newPage(browser);
  });

  it("asks for an e-mail when empty (« Email requis »), accessibly", async () => {
    await visit(page, "/");
    const form = page.getByRole("form", { name: "Inscription à la newsletter" });
    // The community section loads its code as the visitor scrolls near it.
    await form.scrollIntoViewIfNeeded();
    await form.getByRole("button", { name: "S'inscrire" }).click();
    await expect.poll(() => toast(page, "Email requis").count()).toBe(1);
    expect(await toast(page, "Email requis").textContent()).toContain(
      "Veuillez entrer votre adresse email",
    );
    expect(await form.locator('[name="email"]').getAttribute("aria-invalid")).toBe("true");
    await expectNoAxeViolations(page);
  });

  it("subscribes, then the link of the confirmation e-mail confirms the subscription", async () => {
    await visit(page, "/");
    const form = page.getByRole("form", { name: "Inscription à la newsletter" });
    // The community section loads its code as the visitor scrolls near it.
    await form.scrollIntoViewIfNeeded();
    const email = address("paul");
    await form.locator('[name="email"]').fill(email);
    await form.getByRole("button", { name: "S'inscrire" }).click();
    const spec =
      "Tu es bien inscrit·e à notre newsletter. À très bientôt sur les sentiers du Jura !";
    await expect.poll(() => toast(page, spec).count()).toBe(1);
    expect(await toast(page, "Merci !").textContent()).toContain("lien de confirmation");

    const mail = await emailTo(email, /Confirme ton inscription/);
    const link = /https?:\/\/\S+\/api\/newsletter\/confirm\?token=[\w-]+/.exec(mail.text)?.[0];
    expect(link).toBeDefined();
    const response = await page.goto(link ?? "");
    expect(response?.status()).toBe(200);
    expect(await page.locator("h1").textContent()).toBe("Inscription confirmée");
    expect(await page.locator("main").textContent()).toContain(spec);
    await expectNoAxeViolations(page);
  });
});

describe("company quote", () => {
  beforeAll(async () => {
    page = await newPage(browser);
  });

  const dialog = () => page.locator("dialog[open]");

  it("opens from the activities section « Demander une offre »", async () => {
    await visit(page, "/activites");
    await page.getByRole("button", { name: "Demander une offre", exact: true }).click();
    expect(await dialog().getByRole("heading", { level: 2 }).textContent()).toBe(
      "Demander une offre personnalisée",
    );
    await dialog().getByRole("button", { name: "Annuler" }).click();
    expect(await dialog().count()).toBe(0);
  });

  it("shows its errors beside the fields, accessibly, and refuses a past date", async () => {
    await visit(page, "/activites/vtt-entreprise");
    await page.getByRole("button", { name: "Demander une offre personnalisée" }).click();
    const form = dialog().getByRole("form", { name: "Demande d'offre" });
    const date = form.locator('[name="date"]');
    expect(await date.getAttribute("min")).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await date.fill("2020-01-15");
    await form.getByRole("button", { name: "Envoyer la demande" }).click();
    const company = form.locator('[name="companyName"]');
    await expect.poll(() => company.getAttribute("aria-invalid")).toBe("true");
    expect(await company.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await form.textContent()).toContain(
      "Veuillez choisir le nombre estimé de participants.",
    );
    expect(await form.textContent()).toContain("La date ne peut pas être dans le passé.");
    await expectNoAxeViolations(page, { include: "dialog[open]" });
  });

  it("sends a request: « Demande envoyée ! », the provider's e-mail, and a reset form on reopening", async () => {
    await visit(page, "/activites/vtt-entreprise");
    const opener = page.getByRole("button", { name: "Demander une offre personnalisée" });
    await opener.click();
    const form = dialog().getByRole("form", { name: "Demande d'offre" });
    const email = address("rh");
    await form.locator('[name="companyName"]').fill("Horlogerie du Jura SA");
    await form.locator('[name="contactName"]').fill("Claude Martin");
    await form.locator('[name="email"]').fill(email);
    await form.locator('[name="phone"]').fill("+41 22 123 45 67");
    await form.locator('[name="participants"]').selectOption("6-8");
    await form.locator('[name="comments"]').fill("Sortie d'équipe en septembre.");
    await form.getByRole("button", { name: "Envoyer la demande" }).click();

    await expect
      .poll(() => dialog().getByRole("heading", { name: "Demande envoyée !" }).count())
      .toBe(1);
    expect(await toast(page, "Demande envoyée !").textContent()).toContain("48 heures");
    await expectNoAxeViolations(page, { include: "dialog[open]" });
    const acknowledgement = await emailTo(email, /Votre demande d'offre personnalisée/);
    expect(acknowledgement.text).toContain("dans les 48 heures");

    await dialog().locator(".quote-sent").getByRole("button", { name: "Fermer" }).click();
    expect(await dialog().count()).toBe(0);
    await opener.click();
    expect(await dialog().locator('[name="companyName"]').inputValue()).toBe("");
  });
});
