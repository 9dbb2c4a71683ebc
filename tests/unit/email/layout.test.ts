import { type EmailLayout, renderEmail } from "@core/email/layout";
import { BUSINESS } from "@shared/constants/business";
import { PRIVACY_PATH } from "@shared/data-protection/retention";
import { escapeHtml } from "@shared/escape-html";
import { describe, expect, it } from "vitest";

const layout: EmailLayout = {
  title: "Paiement reçu <merci>",
  preheader: "Sortie « Crêtes » & pique-nique",
  intro: ["Bonjour Monique,", "Deux lignes :\nla seconde"],
  sections: [
    {
      heading: "Récapitulatif",
      rows: [
        { label: "Sortie", value: "Crêtes <du> Jura" },
        { label: "Montant", value: "CHF 150.00" },
      ],
    },
    { heading: "Votre message", quote: "Ligne 1\n<b>Ligne 2</b>" },
    { paragraphs: ["Un paragraphe de section."] },
  ],
  button: { label: "Payer maintenant", url: "https://pay.example/p?a=1&b=2" },
  closing: ["À bientôt,\nJura VTT Vitalité"],
  siteUrl: "https://jura-vtt-vitalite.ch",
  footerNote: {
    text: "Tu ne veux plus recevoir nos e-mails ?",
    link: { label: "Se désinscrire", url: 'https://x.ch/u?t=1&x="2"' },
  },
};

describe("e-mail layout: HTML", () => {
  const { html } = renderEmail(layout);

  it("is a French page with 18 px text, its title as <title> and the only h1", () => {
    expect(html.startsWith('<!doctype html><html lang="fr">')).toBe(true);
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).toContain("<title>Paiement reçu &lt;merci&gt;</title>");
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toMatch(/<h1 [^>]*>Paiement reçu &lt;merci&gt;<\/h1>/);
    expect(html).toMatch(/font-size:18px;line-height:1\.6/);
  });

  it("gives each headed section an h2 and its rows as row headers and cells", () => {
    expect(html.match(/<h2[\s>]/g)).toHaveLength(2);
    expect(html).toMatch(/<h2 [^>]*>Récapitulatif<\/h2>/);
    expect(html).toMatch(/<th scope="row"[^>]*>Sortie<\/th><td[^>]*>Crêtes &lt;du&gt; Jura<\/td>/);
    expect(html).toMatch(/<blockquote[^>]*>Ligne 1\n&lt;b&gt;Ligne 2&lt;\/b&gt;<\/blockquote>/);
  });

  it("hides the preheader in the message, keeps line breaks, escapes every text and URL", () => {
    expect(html).toMatch(
      /<div style="display:none[^"]*">Sortie « Crêtes » &amp; pique-nique<\/div>/,
    );
    expect(html).toContain("Deux lignes :<br>la seconde");
    expect(html).toContain('href="https://pay.example/p?a=1&amp;b=2"');
    expect(html).toContain('href="https://x.ch/u?t=1&amp;x=&quot;2&quot;"');
    expect(html).not.toMatch(/<(merci|du|b)>/);
  });

  it("shows the button after the sections and before the sign-off", () => {
    const button = html.indexOf(">Payer maintenant</a>");
    expect(button).toBeGreaterThan(html.indexOf("Un paragraphe de section."));
    expect(button).toBeLessThan(html.indexOf("À bientôt,<br>Jura VTT Vitalité"));
  });

  it("ends with the provider's contact (tap to call, tap to write), the site, privacy and the note", () => {
    const footer = html.slice(html.indexOf('role="contentinfo"'));
    expect(footer).toContain(BUSINESS.name);
    expect(footer).toContain(
      `${BUSINESS.streetAddress}, ${BUSINESS.postalCode} ${BUSINESS.locality}`,
    );
    expect(footer).toContain(`href="tel:${BUSINESS.phoneE164}"`);
    expect(footer).toContain(`href="mailto:${BUSINESS.email}"`);
    expect(footer).toContain('href="https://jura-vtt-vitalite.ch"');
    expect(footer).toContain(
      `<a href="https://jura-vtt-vitalite.ch${PRIVACY_PATH}" style="color:#0b5394;text-decoration:underline">Protection des données</a>`,
    );
    expect(footer).toContain("Tu ne veux plus recevoir nos e-mails ?");
    expect(footer).toContain(">Se désinscrire</a>");
  });
});

describe("e-mail layout: plain text", () => {
  const { text } = renderEmail(layout);

  it("says the same as the HTML, unescaped, in reading order", () => {
    expect(text).toBe(
      `${[
        "Paiement reçu <merci>",
        "Bonjour Monique,",
        "Deux lignes :\nla seconde",
        "Récapitulatif\nSortie : Crêtes <du> Jura\nMontant : CHF 150.00",
        "Votre message\nLigne 1\n<b>Ligne 2</b>",
        "Un paragraphe de section.",
        "Payer maintenant :\nhttps://pay.example/p?a=1&b=2",
        "À bientôt,\nJura VTT Vitalité",
        [
          "-- ",
          BUSINESS.name,
          `${BUSINESS.streetAddress}, ${BUSINESS.postalCode} ${BUSINESS.locality}`,
          `${BUSINESS.phoneDisplay} · ${BUSINESS.email}`,
          "https://jura-vtt-vitalite.ch",
          `Protection des données : https://jura-vtt-vitalite.ch${PRIVACY_PATH}`,
        ].join("\n"),
        'Tu ne veux plus recevoir nos e-mails ?\nSe désinscrire : https://x.ch/u?t=1&x="2"',
      ].join("\n\n")}\n`,
    );
  });

  it("leaves out the preheader and what is not given", () => {
    const minimal = renderEmail({ title: "Titre" });
    expect(minimal.text).toBe(
      `Titre\n\n-- \n${BUSINESS.name}\n${BUSINESS.streetAddress}, ${BUSINESS.postalCode} ${BUSINESS.locality}\n${BUSINESS.phoneDisplay} · ${BUSINESS.email}\n`,
    );
    expect(minimal.html).not.toContain("display:none");
    expect(minimal.html).not.toContain("<h2");
  });
});

describe("escapeHtml", () => {
  it("escapes the five characters that matter in content and attributes", () => {
    expect(escapeHtml(`<a href="x">l'été & co</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;l&#39;été &amp; co&lt;/a&gt;",
    );
  });
});

describe("e-mail layout: a section's own button", () => {
  const { html, text } = renderEmail({
    title: "Inscription",
    sections: [
      {
        heading: "Paiement",
        paragraphs: ["Payez en ligne."],
        button: { label: "Payer mon inscription", url: "https://x.ch/p?a=1&b=2" },
      },
      { paragraphs: ["Annulation gratuite."] },
    ],
  });

  it("comes under the section's paragraphs, before the next section, as the large button", () => {
    const button = html.indexOf(">Payer mon inscription</a>");
    expect(button).toBeGreaterThan(html.indexOf("Payez en ligne."));
    expect(button).toBeLessThan(html.indexOf("Annulation gratuite."));
    expect(html).toMatch(/<a href="https:\/\/x\.ch\/p\?a=1&amp;b=2" style="display:inline-block;/);
  });

  it("reads as its label and bare URL in the plain text", () => {
    expect(text).toContain(
      "Paiement\nPayez en ligne.\n\nPayer mon inscription :\nhttps://x.ch/p?a=1&b=2\n\nAnnulation gratuite.",
    );
  });
});

describe("e-mail layout: labels and a secondary action", () => {
  const { html, text } = renderEmail({
    title: "Inscription",
    sections: [
      { rows: [{ label: "Heure de rendez-vous", value: "9h30" }] },
      {
        button: { label: "Payer mon inscription", url: "https://x.ch/p" },
        paragraphs: ["Payez en ligne."],
      },
      { button: { label: "Annuler mon inscription", url: "https://x.ch/a", secondary: true } },
    ],
  });

  it("never breaks a label inside a word, a hyphenated one included", () => {
    expect(html).toMatch(/<th scope="row" style="[^"]*word-break:normal;overflow-wrap:normal/);
    expect(html).toContain('<span style="white-space:nowrap">rendez-vous</span>');
  });

  it("draws the secondary action outlined in the link colour, the main one filled green", () => {
    expect(html).toMatch(
      /<a href="https:\/\/x\.ch\/a" style="display:inline-block;background:#ffffff;color:#0b5394;border:2px solid #0b5394;/,
    );
    expect(html).toMatch(
      /<a href="https:\/\/x\.ch\/p" style="display:inline-block;background:#1f5a2b;/,
    );
    expect(text).toContain("Annuler mon inscription :\nhttps://x.ch/a");
  });
});
