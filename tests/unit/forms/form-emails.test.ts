import { contactAcknowledgementEmail, contactProviderEmail } from "@core/contact/emails";
import {
  listUnsubscribeHeaders,
  newsletterConfirmationEmail,
  newsletterLinks,
} from "@core/newsletter/emails";
import { confirmPage, renderNewsletterPage, unsubscribePage } from "@core/newsletter/pages";
import { quoteAcknowledgementEmail, quoteProviderEmail } from "@core/quotes/emails";
import { PRIVACY_PATH } from "@shared/data-protection/retention";
import { formatDate } from "@shared/date-format";
import { escapeHtml } from "@shared/escape-html";
import { describe, expect, it } from "vitest";

const SITE = "https://www.exemple.ch/";
const SITE_PRIVACY = `https://www.exemple.ch${PRIVACY_PATH}`;

const message = {
  id: "m1",
  firstName: "Anne",
  lastName: "Rochat",
  email: "anne@exemple.ch",
  message: "Bonjour <script>alert(1)</script>",
  created_at: "2026-05-04T08:00:00.000Z",
};

const quote = {
  id: "q1",
  companyName: "Horlogerie & Fils SA",
  contactName: "Claude Martin",
  email: "c@h.ch",
  phone: "+41 22 123 45 67",
  participants: "9-12" as const,
  date: "2026-03-12",
  comments: "Repas de midi souhaité",
  created_at: "2026-01-01T00:00:00.000Z",
};

describe("form e-mails", () => {
  it("escapes the visitor's text in HTML", () => {
    const mail = contactProviderEmail(message);
    expect(mail.html).toContain("Bonjour &lt;script&gt;alert(1)&lt;/script&gt;");
    expect(mail.html).not.toContain("<script>");
    expect(mail.text).toContain("Bonjour <script>alert(1)</script>");
    expect(escapeHtml(`"'&`)).toBe("&quot;&#39;&amp;");
  });

  it("gives the provider every field of a contact message, « non indiqué » for a missing phone", () => {
    const mail = contactProviderEmail(message);
    expect(mail.subject).toBe("Nouveau message de contact – Anne Rochat");
    for (const part of [
      "Prénom : Anne",
      "Nom : Rochat",
      "E-mail : anne@exemple.ch",
      "Téléphone : non indiqué",
    ]) {
      expect(mail.text).toContain(part);
    }
  });

  it("acknowledges the contact message to the visitor by first name", () => {
    const mail = contactAcknowledgementEmail(message, SITE);
    expect(mail.text).toContain("Bonjour Anne,");
    expect(mail.subject).toMatch(/bien reçu/);
  });

  it("links the acknowledgements and the newsletter confirmation to the privacy page, in HTML and text", () => {
    for (const mail of [
      contactAcknowledgementEmail(message, SITE),
      quoteAcknowledgementEmail(quote, SITE),
      newsletterConfirmationEmail(newsletterLinks(SITE, "t0k3n"), SITE),
    ]) {
      expect(mail.html).toContain(`href="${SITE_PRIVACY}"`);
      expect(mail.text).toContain(`Protection des données : ${SITE_PRIVACY}`);
    }
  });

  it("gives the provider everything of a quote request, date in French", () => {
    const mail = quoteProviderEmail(quote);
    expect(mail.subject).toBe("Demande d'offre entreprise – Horlogerie & Fils SA (9-12 personnes)");
    for (const part of [
      "Entreprise : Horlogerie & Fils SA",
      "Contact : Claude Martin",
      "E-mail professionnel : c@h.ch",
      "Téléphone : +41 22 123 45 67",
      "Participants estimés : 9-12 personnes",
      "Date souhaitée : 12 mars 2026",
      "Repas de midi souhaité",
    ]) {
      expect(mail.text).toContain(part);
    }
    expect(mail.html).toContain("Horlogerie &amp; Fils SA");
  });

  it("promises the company an answer within 48 hours", () => {
    const mail = quoteAcknowledgementEmail({ ...quote, date: undefined }, SITE);
    expect(mail.text).toContain("dans les 48 heures");
    expect(mail.text).toContain("Date souhaitée : non précisée");
    expect(formatDate("2026-08-01")).toBe("1 août 2026");
  });

  it("puts the confirmation and unsubscribe links in the newsletter e-mail and its headers", () => {
    const links = newsletterLinks("http://127.0.0.1:5187/", "abc_DEF-123");
    expect(links).toEqual({
      confirm: "http://127.0.0.1:5187/api/newsletter/confirm?token=abc_DEF-123",
      unsubscribe: "http://127.0.0.1:5187/api/newsletter/unsubscribe?token=abc_DEF-123",
    });
    const mail = newsletterConfirmationEmail(links, SITE);
    expect(mail.text).toContain(links.confirm);
    expect(mail.text).toContain(links.unsubscribe);
    expect(mail.html).toContain(`href="${links.unsubscribe}"`);
    expect(listUnsubscribeHeaders(links.unsubscribe)).toEqual({
      "List-Unsubscribe": `<${links.unsubscribe}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });

  it("answers the links with small French pages", () => {
    expect(confirmPage("confirmed")).toMatchObject({ status: 200, title: "Inscription confirmée" });
    expect(confirmPage("unknown").status).toBe(404);
    expect(unsubscribePage("unsubscribed").title).toBe("Désinscription confirmée");
    const html = renderNewsletterPage(confirmPage("confirmed"), "https://example.ch");
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain("Tu es bien inscrit·e à notre newsletter.");
    expect(html).toContain('href="https://example.ch/"');
  });
});
