import AxeBuilder from "@axe-core/playwright";
import type { BrowserContext, Locator, Page, Response } from "playwright-core";
import type { PageLike } from "./engines/driver";

/** The two screens the site is checked on: a phone and a laptop. */
export const VIEWPORTS = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error("E2E_BASE_URL is not set: the e2e global setup did not run");
  return url;
}

/** The payment sandbox the e2e global setup started (plays Stripe). */
export function sandboxUrl(): string {
  const url = process.env.PAYMENT_SANDBOX_URL;
  if (!url) throw new Error("PAYMENT_SANDBOX_URL is not set: the e2e global setup did not run");
  return url;
}

/** Resolves once React has taken over the prerendered markup, so clicks reach their handlers. */
export async function waitForHydration(page: PageLike): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.querySelector("main");
    return main !== null && Object.keys(main).some((key) => key.startsWith("__reactFiber"));
  });
}

/**
 * Opens a path of the site and waits until the page is interactive (in Chromium's Playwright page
 * or any engine's page, tests/e2e/support/engines/).
 */
export async function visit(page: Page, path: string): Promise<Response | null>;
export async function visit(page: PageLike, path: string): Promise<unknown>;
export async function visit(page: PageLike, path: string): Promise<unknown> {
  const response = await page.goto(new URL(path, baseUrl()).href, {
    waitUntil: "domcontentloaded",
  });
  await waitForHydration(page);
  return response;
}

/**
 * The machine has no internet: the OpenStreetMap embed of the map dialog is answered by a small
 * local page so the dialog (and axe inside its frame) behave as with the real map.
 */
export async function standInForExternalMap(context: BrowserContext): Promise<void> {
  await context.route("https://www.openstreetmap.org/**", (route) =>
    route.fulfill({
      status: 200,
      contentType: "text/html; charset=utf-8",
      body: '<!doctype html><html lang="fr"><head><title>Carte</title></head><body><p>Carte de Saint-Cergue</p></body></html>',
    }),
  );
}

export interface RouteExpectation {
  path: string;
  /** The page's single h1. */
  heading: RegExp;
  /** Texts of the specification that the page's main content shows. */
  texts: readonly string[];
}

/** Every route of the website with its heading and key texts from the specification. */
export const SITE_ROUTES: readonly RouteExpectation[] = [
  {
    path: "/",
    heading: /^Restez en forme, quel que soit votre âge$/,
    texts: [
      "Découvrir nos activités",
      "Voir le calendrier",
      "Nos Activités VTT Électrique et Nature",
      "Notre équipe",
      "Galerie",
      "Rejoignez notre communauté",
      "Tous les jours de 8h00 à 20h00",
    ],
  },
  {
    path: "/activites",
    heading: /^Activités VTT électrique pour seniors 55\+$/,
    texts: [
      "Nos Activités VTT Électrique et Nature",
      "Autres Activités",
      "Randonnées Nature",
      "Bien-être Vitalité & Longévité",
      "Activités d'Hiver",
    ],
  },
  {
    path: "/calendrier",
    heading: /^Calendrier des activités$/,
    texts: ["À venir", "Activités passées"],
  },
  {
    path: "/equipe",
    heading: /^Notre équipe$/,
    texts: ["Notre mission", "Pourquoi nous le faisons", "Claire, 58 ans", "Marc, 63 ans"],
  },
  {
    path: "/galerie",
    heading: /^Galerie$/,
    texts: ["Photos", "Vidéos", "Sorties en groupe", "12 photos"],
  },
  {
    path: "/blog",
    heading: /^Blog$/,
    texts: ["Rejoignez-nous !", "Lire l'article", "Parc Jura vaudois", "Pro Senectute"],
  },
  {
    path: "/faq",
    heading: /^Questions fréquentes$/,
    texts: ["Quelle est la saison des sorties VTT électrique ?", "Contactez-nous"],
  },
  {
    path: "/contact",
    heading: /^Contact$/,
    texts: [
      "+41 79 123 45 67",
      "contact@jura-vtt-vitalite.ch",
      "Tous les jours de 8h00 à 20h00",
      "Voir sur la carte",
    ],
  },
  {
    path: "/vtt-saint-cergue",
    heading: /^VTT électrique à Saint-Cergue$/,
    texts: [
      "Tour des Crêtes",
      "25 km",
      "+600 m",
      "Balade Forestière",
      "Panorama Léman",
      "Découverte Débutants",
      "NStCM",
    ],
  },
  {
    path: "/vtt-electrique",
    heading: /^Choisissez votre niveau$/,
    texts: ["Niveau 1", "Niveau 2", "Niveau 3"],
  },
  {
    path: "/activites/vtt-electrique-groupe",
    heading: /^Sorties VTT électrique en groupe$/,
    texts: ["Découverte", "Forme & Vitalité", "Aventure & Engagement", "Spéciale", "CHF 50.00"],
  },
  {
    path: "/activites/vtt-coaching-individuel",
    heading: /^Coaching VTT électrique individuel$/,
    texts: ["3:45", "5:20", "2:15", "7:30"],
  },
  {
    path: "/activites/vtt-entreprise",
    heading: /^Sorties d'entreprise en VTT électrique$/,
    texts: ["Demander une offre personnalisée", "Appeler"],
  },
  {
    path: "/activites/hiver",
    heading: /^Activités d'hiver dans le Jura$/,
    texts: ["novembre à avril"],
  },
  {
    path: "/conditions-generales",
    heading: /^Conditions générales$/,
    texts: ["05.09.2025", "72 heures", "Nyon", "droit suisse", "casque est obligatoire"],
  },
  {
    path: "/protection-des-donnees",
    heading: /^Protection des données$/,
    texts: ["Version du 26 novembre 2026", "Stripe Payments Europe Ltd", "24 mois", "PFPDT"],
  },
  {
    // The booking form; its dates come from GET /api/activities (VTT outings at CHF 129).
    path: "/reservation-vtt",
    heading: /^Réserver une sortie VTT électrique$/,
    texts: [
      "CHF 129.00",
      "Date de la sortie",
      "Nom complet",
      "Lire la décharge de responsabilité",
      "Confirmer la réservation",
    ],
  },
  {
    path: "/success",
    heading: /^Merci pour votre paiement !$/,
    texts: ["e-mail de confirmation"],
  },
  {
    // Without its query (session_id, payment_id): it says what it can.
    path: "/payment-success",
    heading: /^Paiement$/,
    texts: ["Nous ne trouvons pas les références de ce paiement."],
  },
  {
    // TWINT's return address, without its query: the same page says what it can.
    path: "/payment-callback",
    heading: /^Paiement$/,
    texts: ["Nous ne trouvons pas les références de ce paiement."],
  },
  {
    // PayPal's cancel address, here without its payment_id: what matters is said all the same.
    path: "/payment-cancel",
    heading: /^Paiement non effectué$/,
    texts: ["Votre place reste réservée pour le moment.", "délai de paiement indiqué"],
  },
  {
    // The e-mail's cancellation link, here cut short: it says so, with the way to reach us.
    path: "/annulation-inscription",
    heading: /^Ce lien ne permet pas d'annuler$/,
    texts: ["Ce lien est incomplet.", "contact@jura-vtt-vitalite.ch"],
  },
  {
    // The waiting list's link, here cut short: it says so, with the way to reach us.
    path: "/liste-attente",
    heading: /^Ce lien ne permet pas d'ouvrir la liste d'attente$/,
    texts: ["Ce lien est incomplet.", "contact@jura-vtt-vitalite.ch"],
  },
];

/** The short addresses and where the specification sends them. */
export const REDIRECTS = [
  { from: "/vtt-groupe", to: "/activites/vtt-electrique-groupe" },
  { from: "/vtt-coaching", to: "/activites/vtt-coaching-individuel" },
  { from: "/vtt-entreprise", to: "/activites/vtt-entreprise" },
] as const;

/** The text a visitor sees: Playwright's innerText leaves hidden parts out, textContent would not. */
export function visibleText(locator: Locator): Promise<string> {
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what is checked
  return locator.innerText();
}

/**
 * Beyond WCAG AA: text must reach a 7:1 contrast (axe's enhanced contrast rule), the promise made
 * to readers aged 55 and over.
 */
export async function expectEnhancedContrast(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .withRules(["color-contrast-enhanced"])
    .analyze();
  const failures = violations.flatMap((violation) =>
    violation.nodes.map((node) => `- ${node.target.join(" ")}: ${node.any[0]?.message ?? ""}`),
  );
  if (failures.length > 0) {
    throw new Error(`Text below 7:1 on ${page.url()}:\n${failures.join("\n")}`);
  }
}

/** A POST to the site's public API, as a visitor's browser sends it; throws on a refusal. */
export async function postToApi(path: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(new URL(path, baseUrl()), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}
