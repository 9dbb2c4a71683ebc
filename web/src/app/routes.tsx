import { BUSINESS } from "@shared/constants/business";
import { PRIVACY_PATH } from "@shared/data-protection/privacy-path";
import { REGISTRATION_BY_LINK_EARLY } from "@shared/payments/payment-link";
import type { EarlyApiRequest } from "../lib/early-answer";
import { type LazyPage, lazyPage, type PageLoader } from "./lazy-page";
import { businessJsonLd, type JsonLd } from "./structured-data";

/**
 * THE route table of the site: the client router, the server renderer, the prerender, the sitemap
 * and robots.txt all read it. Each page is loaded from its own chunk.
 */
export interface PageRoute {
  path: string;
  /** The page's file name in web/src/pages, used to preload its chunk from the build manifest. */
  pageFile: string;
  page: LazyPage;
  title: string;
  description: string;
  /** Path of the canonical address (joined to the site's base URL). */
  canonicalPath: string;
  /** Rendered to static HTML at build time (and listed in the sitemap). */
  prerender: boolean;
  /**
   * A page of one visitor, not prerendered, whose frame is (components/page-frame.tsx): rendered at build
   * time as it shows before it knows the visitor, still noindex and out of the sitemap.
   */
  frame?: boolean;
  /** The API request the page makes on arrival, sent by the start script before the app loads. */
  earlyApi?: EarlyApiRequest;
  /** Structured data for search engines, injected into the prerendered page. */
  jsonLd?: (siteUrl: string) => Promise<JsonLd[]>;
}

export interface RedirectRoute {
  from: string;
  to: string;
}

const SITE = BUSINESS.name;

function route(
  path: string,
  pageFile: string,
  load: PageLoader,
  meta: Omit<PageRoute, "path" | "pageFile" | "page" | "canonicalPath" | "prerender"> &
    Partial<Pick<PageRoute, "canonicalPath" | "prerender">>,
): PageRoute {
  return {
    path,
    pageFile,
    page: lazyPage(load),
    canonicalPath: meta.canonicalPath ?? path,
    prerender: meta.prerender ?? true,
    ...meta,
  };
}

export const PAGE_ROUTES: readonly PageRoute[] = [
  route("/", "HomePage", () => import("../pages/HomePage"), {
    title: `${SITE} – Sorties VTT électrique et nature dès 55 ans à Saint-Cergue`,
    description:
      "Sorties guidées en VTT électrique, coaching, randonnées et activités d'hiver dans le Parc naturel régional Jura vaudois, à Saint-Cergue. Restez en forme, quel que soit votre âge.",
    jsonLd: async (siteUrl) => [businessJsonLd(siteUrl)],
  }),
  route("/activites", "ActivitiesPage", () => import("../pages/ActivitiesPage"), {
    title: `Activités VTT électrique pour seniors 55+ | ${SITE}`,
    description:
      "Sorties VTT électrique en groupe, coaching individuel, sorties d'entreprise, randonnées, bien-être et activités d'hiver dans le Jura vaudois, pour les 55 ans et plus.",
  }),
  route("/calendrier", "CalendarPage", () => import("../pages/CalendarPage"), {
    title: `Calendrier des sorties | ${SITE}`,
    description:
      "Toutes les sorties VTT électrique et nature à venir autour de Saint-Cergue : dates, lieux de rendez-vous, niveaux, prix et places disponibles. Inscription en ligne.",
  }),
  route("/equipe", "TeamPage", () => import("../pages/TeamPage"), {
    title: `Notre équipe | ${SITE}`,
    description:
      "Rencontrez les fondateurs de Jura VTT Vitalité, guides certifiés, et découvrez notre mission : garder la forme et le plaisir du plein air après 55 ans.",
  }),
  route("/galerie", "GalleryPage", () => import("../pages/GalleryPage"), {
    title: `Galerie photos et vidéos | ${SITE}`,
    description:
      "Photos et vidéos de nos sorties VTT électrique en groupe, coaching, sorties d'entreprise, randonnées et activités d'hiver dans le Jura vaudois.",
  }),
  route("/blog", "BlogPage", () => import("../pages/BlogPage"), {
    title: `Blog | ${SITE}`,
    description:
      "Articles et conseils sur le VTT électrique, la forme après 55 ans et la découverte du Parc naturel régional Jura vaudois.",
  }),
  route("/faq", "FaqPage", () => import("../pages/FaqPage"), {
    title: `Questions fréquentes (FAQ) | ${SITE}`,
    description:
      "Réponses aux questions fréquentes sur nos sorties VTT électrique : niveau, saison, équipement, location de vélo, inscription, paiement et annulation.",
    jsonLd: async () => {
      const { faqJsonLd } = await import("../content/faq");
      return [faqJsonLd()];
    },
  }),
  route("/contact", "ContactPage", () => import("../pages/ContactPage"), {
    title: `Contact | ${SITE}`,
    description: `Contactez Jura VTT Vitalité à Saint-Cergue : téléphone, e-mail et formulaire de contact. ${BUSINESS.contactHours}.`,
  }),
  route("/vtt-saint-cergue", "LocalAreaPage", () => import("../pages/LocalAreaPage"), {
    title: `VTT électrique à Saint-Cergue : parcours et accès | ${SITE}`,
    description:
      "Quatre parcours de VTT électrique au départ de Saint-Cergue, dans le Jura vaudois : Tour des Crêtes, Balade Forestière, Panorama Léman et Découverte Débutants.",
    jsonLd: async () => {
      const { localAreaJsonLd } = await import("../content/local-area");
      return [localAreaJsonLd()];
    },
  }),
  route("/vtt-electrique", "LevelsPage", () => import("../pages/LevelsPage"), {
    title: `VTT électrique : choisissez votre niveau | ${SITE}`,
    description:
      "Trois niveaux de sorties en VTT électrique, de débutant à expert, avec votre propre vélo ou en location, dans le Jura vaudois.",
  }),
  route(
    "/activites/vtt-electrique-groupe",
    "GroupOutingPage",
    () => import("../pages/GroupOutingPage"),
    {
      title: `Sorties VTT électrique en groupe : nos formules | ${SITE}`,
      description:
        "Quatre formules de sorties guidées en VTT électrique, de 50 à 100 CHF par personne, 8 personnes au maximum, avec un guide certifié J+S dans le Jura vaudois.",
    },
  ),
  route(
    "/activites/vtt-coaching-individuel",
    "CoachingPage",
    () => import("../pages/CoachingPage"),
    {
      title: `Coaching VTT électrique individuel | ${SITE}`,
      description:
        "Coaching individuel en VTT électrique : technique, sécurité et confiance, à votre rythme, avec un guide certifié. Séances de 1 à 3 heures.",
    },
  ),
  route("/activites/vtt-entreprise", "CompanyPage", () => import("../pages/CompanyPage"), {
    title: `Sorties d'entreprise en VTT électrique | ${SITE}`,
    description:
      "Team building en VTT électrique dans le Jura vaudois pour des équipes de 3 à 15 personnes, en demi-journée ou journée. Demandez une offre personnalisée.",
  }),
  route("/activites/hiver", "WinterPage", () => import("../pages/WinterPage"), {
    title: `Activités d'hiver dans le Jura | ${SITE}`,
    description:
      "Raquettes, fatbike électrique sur neige et marche nordique autour de Saint-Cergue, de novembre à avril, pour tous les niveaux.",
  }),
  route("/reservation-vtt", "BookingPage", () => import("../pages/BookingPage"), {
    title: `Réserver une sortie VTT électrique | ${SITE}`,
    description:
      "Réservez en ligne votre sortie guidée en VTT électrique dans le Jura vaudois : CHF 129 par personne, vélo et casque compris. Paiement par carte, TWINT, PayPal ou virement.",
  }),
  route("/conditions-generales", "TermsPage", () => import("../pages/TermsPage"), {
    title: `Conditions générales | ${SITE}`,
    description:
      "Conditions générales de Jura VTT Vitalité : inscription, paiement, annulation, assurance et for juridique.",
  }),
  route(PRIVACY_PATH, "PrivacyPage", () => import("../pages/PrivacyPage"), {
    title: `Protection des données | ${SITE}`,
    description:
      "Ce que Jura VTT Vitalité fait de vos données : qui en est responsable, ce que nous collectons et pourquoi, à qui nous les transmettons, combien de temps, vos droits.",
  }),
  route(
    "/confirmation-inscription",
    "ConfirmationInscriptionPage",
    () => import("../pages/ConfirmationInscriptionPage"),
    {
      title: `Inscription enregistrée, à payer | ${SITE}`,
      description: "Votre inscription est enregistrée : choisissez votre mode de paiement.",
      prerender: false,
      frame: true,
      earlyApi: REGISTRATION_BY_LINK_EARLY,
    },
  ),
  // The payment provider sends the visitor back here: pages of one visitor, not for search engines.
  route("/payment-success", "PaymentSuccessPage", () => import("../pages/PaymentSuccessPage"), {
    title: `Confirmation du paiement | ${SITE}`,
    description:
      "Le retour de votre paiement en ligne : nous vérifions qu'il nous est bien parvenu, puis votre reçu vous est envoyé par e-mail.",
    prerender: false,
    frame: true,
  }),
  // TWINT's return address (a phone back from the app): the same page, reading our API.
  route("/payment-callback", "PaymentSuccessPage", () => import("../pages/PaymentSuccessPage"), {
    title: `Retour du paiement TWINT | ${SITE}`,
    description:
      "Le retour de votre paiement TWINT : nous vérifions qu'il nous est bien parvenu, puis votre reçu vous est envoyé par e-mail.",
    prerender: false,
    frame: true,
  }),
  route("/paiement-twint", "ManualTwintPage", () => import("../pages/ManualTwintPage"), {
    title: `Payer par TWINT | ${SITE}`,
    description:
      "Payer votre inscription par TWINT : le montant, le numéro TWINT et la référence à indiquer, ou le code QR à scanner.",
    prerender: false,
    frame: true,
  }),
  route("/payment-cancel", "PaymentCancelPage", () => import("../pages/PaymentCancelPage"), {
    title: `Paiement non effectué | ${SITE}`,
    description:
      "Vous avez quitté PayPal sans payer : votre place reste réservée pour le moment et vous pouvez choisir à nouveau votre mode de paiement.",
    prerender: false,
    frame: true,
  }),
  // The e-mail's « Annuler mon inscription »: one visitor's page, not for search engines.
  route("/annulation-inscription", "CancellationPage", () => import("../pages/CancellationPage"), {
    title: `Annuler mon inscription | ${SITE}`,
    description:
      "Annuler votre inscription à une sortie : gratuit jusqu'à 72 heures avant le départ, avec remboursement ; ensuite, votre demande nous est transmise.",
    prerender: false,
  }),
  // The waiting list's e-mails: where an entry stands, leave the list or take the places offered.
  route("/liste-attente", "WaitlistPage", () => import("../pages/WaitlistPage"), {
    title: `Ma place sur la liste d'attente | ${SITE}`,
    description:
      "Votre place sur la liste d'attente d'une sortie complète : votre rang, les places libérées qui vous sont proposées, ou vous retirer de la liste.",
    prerender: false,
  }),
  route("/success", "SuccessPage", () => import("../pages/SuccessPage"), {
    title: `Merci pour votre paiement | ${SITE}`,
    description:
      "Merci pour votre paiement : votre place à une sortie Jura VTT Vitalité est réservée et votre reçu vous est envoyé par e-mail.",
    prerender: false,
  }),
];

export const REDIRECTS: readonly RedirectRoute[] = [
  { from: "/vtt-groupe", to: "/activites/vtt-electrique-groupe" },
  { from: "/vtt-coaching", to: "/activites/vtt-coaching-individuel" },
  { from: "/vtt-entreprise", to: "/activites/vtt-entreprise" },
];

/** Every other path: « Oops! Page not found ». Rendered to 404.html, never in the sitemap. */
export const NOT_FOUND_ROUTE: PageRoute = route(
  "*",
  "NotFoundPage",
  () => import("../pages/NotFoundPage"),
  {
    title: `Page introuvable | ${SITE}`,
    description: "Cette page n'existe pas ou plus. Retournez à l'accueil de Jura VTT Vitalité.",
    canonicalPath: "/",
    prerender: false,
  },
);

/** Normalises a pathname: no trailing slash (except the root), no query or hash. */
export function normalizePath(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] ?? "/";
  if (path.length > 1 && path.endsWith("/")) return path.slice(0, -1);
  return path || "/";
}

/** The page that serves a path, or the 404 page. Redirect sources are resolved to their target. */
export function matchRoute(pathname: string): PageRoute {
  const path = normalizePath(pathname);
  const target = REDIRECTS.find((r) => r.from === path)?.to ?? path;
  return PAGE_ROUTES.find((r) => r.path === target) ?? NOT_FOUND_ROUTE;
}
