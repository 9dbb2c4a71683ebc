import { BUSINESS } from "@shared/constants/business";
import { escapeHtml } from "@shared/escape-html";
import { NEWSLETTER_MESSAGES } from "@shared/schemas/newsletter";
import type { ConfirmOutcome, UnsubscribeOutcome, UnsubscribeQuestion } from "./subscription";

export interface NewsletterPage {
  status: number;
  title: string;
  paragraphs: string[];
  /** A button that POSTs to `action` (a path on this site); the page's only way to act. */
  form?: { action: string; button: string };
}

export function confirmPage(outcome: ConfirmOutcome): NewsletterPage {
  switch (outcome) {
    case "confirmed":
    case "already_confirmed":
      return {
        status: 200,
        title: "Inscription confirmée",
        paragraphs: [NEWSLETTER_MESSAGES.successDescription],
      };
    case "unsubscribed":
      return {
        status: 200,
        title: "Inscription non confirmée",
        paragraphs: [
          "Tu t'es désinscrit·e de notre newsletter : ce lien ne te réinscrit pas.",
          "Pour la recevoir à nouveau, inscris-toi depuis notre site.",
        ],
      };
    case "unknown":
      return invalidLinkPage();
  }
}

/** The page of the unsubscribe link: nothing changes until its button is pressed. */
export function unsubscribeQuestionPage(
  question: UnsubscribeQuestion,
  action: string,
): NewsletterPage {
  if (question === "unknown") return invalidLinkPage();
  if (question === "already_unsubscribed") return unsubscribePage("unsubscribed");
  return {
    status: 200,
    title: "Se désinscrire de la newsletter",
    paragraphs: ["Tu ne veux plus recevoir notre newsletter ? Confirme avec le bouton ci-dessous."],
    form: { action, button: "Me désinscrire" },
  };
}

export function unsubscribePage(outcome: UnsubscribeOutcome): NewsletterPage {
  if (outcome === "unknown") return invalidLinkPage();
  return {
    status: 200,
    title: "Désinscription confirmée",
    paragraphs: [
      "Tu ne recevras plus notre newsletter.",
      "Tu peux t'y réinscrire à tout moment depuis notre site.",
    ],
  };
}

export function invalidLinkPage(): NewsletterPage {
  return {
    status: 404,
    title: "Lien invalide",
    paragraphs: [
      "Ce lien n'est pas ou plus valable. Vérifie que tu as copié le lien complet reçu par e-mail.",
      `Besoin d'aide ? Écris-nous à ${BUSINESS.email}.`,
    ],
  };
}

/** A small French page, readable without the site's scripts or styles (large text, high contrast). */
export function renderNewsletterPage(page: NewsletterPage, siteUrl: string): string {
  const home = `${siteUrl.replace(/\/+$/, "")}/`;
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(page.title)} – ${escapeHtml(BUSINESS.name)}</title>
<style>
body{margin:0;font-family:system-ui,Arial,sans-serif;font-size:20px;line-height:1.6;color:#111;background:#fff}
main{max-width:40rem;margin:0 auto;padding:3rem 1.25rem}
h1{font-size:2rem;line-height:1.25;color:#14401d}
a.home{display:inline-block;min-height:44px;padding:.6rem 1.4rem;margin-top:1rem;background:#14401d;color:#fff;border-radius:6px;text-decoration:none;font-weight:600}
a.home:focus-visible,button:focus-visible{outline:3px solid #111;outline-offset:3px}
button{min-height:44px;padding:.6rem 1.4rem;margin:0 0 1rem;font:inherit;font-weight:600;background:#8a1c1c;color:#fff;border:0;border-radius:6px;cursor:pointer}
</style>
</head>
<body>
<main>
<p>${escapeHtml(BUSINESS.name)}</p>
<h1>${escapeHtml(page.title)}</h1>
${page.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n")}
${page.form ? `<form method="post" action="${escapeHtml(page.form.action)}"><button type="submit">${escapeHtml(page.form.button)}</button></form>` : ""}
<a class="home" href="${escapeHtml(home)}">Retour au site</a>
</main>
</body>
</html>
`;
}
