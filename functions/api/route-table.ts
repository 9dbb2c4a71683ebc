/**
 * The API's routes, declared once. The router binds a handler to each (functions/api/api.ts, one
 * group per feature, in functions/api/routes/<feature>.ts), CDK and the local host declare them
 * on API Gateway (infra/resources.ts `routes`), and the fuzz test sends hostile requests to each.
 * Data only, so that CDK and the local host import it without loading any handler.
 *
 * Anything else under /api reaches the router through the catch-all route and is a JSON 404.
 * One route is a page, not under /api: the payment link's page (functions/api/visitor-page.ts).
 */
export interface ApiRoute {
  method: "GET" | "POST" | "PUT";
  /** A fixed path, or one with `{name}` segments (e.g. /api/payments/{payment_id}). */
  path: string;
}

export const API_ROUTES = {
  health: {
    check: { method: "GET", path: "/api/health" },
  },
  activities: {
    list: { method: "GET", path: "/api/activities" },
    // One page of past outings, newest first (?apres= the `suite` of the page before).
    past: { method: "GET", path: "/api/activities/passees" },
  },
  // The rental e-bikes still free on an e-bike outing's day (the registration dialog).
  fleet: {
    availability: { method: "GET", path: "/api/activities/{activity_id}/velos" },
  },
  registrations: {
    register: { method: "POST", path: "/api/inscriptions" },
    showByPaymentLink: { method: "GET", path: "/api/inscriptions/{inscription_id}" },
    // The payment link's page itself (?inscription=…&jeton=…), its summary rendered in the HTML.
    showPaymentPage: { method: "GET", path: "/confirmation-inscription" },
    showCancellation: { method: "GET", path: "/api/inscriptions/{inscription_id}/annulation" },
    cancel: { method: "POST", path: "/api/inscriptions/{inscription_id}/annulation" },
    book: { method: "POST", path: "/api/reservations" },
  },
  contact: {
    send: { method: "POST", path: "/api/contact" },
  },
  newsletter: {
    subscribe: { method: "POST", path: "/api/newsletter" },
    confirm: { method: "GET", path: "/api/newsletter/confirm" },
    askUnsubscribe: { method: "GET", path: "/api/newsletter/unsubscribe" },
    unsubscribe: { method: "POST", path: "/api/newsletter/unsubscribe" },
  },
  quotes: {
    request: { method: "POST", path: "/api/quotes" },
  },
  payments: {
    start: { method: "POST", path: "/api/payments" },
    status: { method: "GET", path: "/api/payments/{payment_id}" },
    cancel: { method: "POST", path: "/api/payments/{payment_id}/cancel" },
    qrBillPdf: { method: "GET", path: "/api/payments/{payment_id}/qr-bill.pdf" },
  },
  webhooks: {
    stripe: { method: "POST", path: "/api/webhooks/stripe" },
    shopify: { method: "POST", path: "/api/webhooks/shopify" },
    paypal: { method: "POST", path: "/api/webhooks/paypal" },
  },
  // The waiting list of a full outing (shared/schemas/waitlist.ts): joining it, and through the
  // entry's signed link (shared/waitlist/waitlist-link.ts) reading it and leaving it, or declining
  // the places it was offered.
  waitlist: {
    join: { method: "POST", path: "/api/liste-attente" },
    show: { method: "GET", path: "/api/liste-attente/{entry_id}" },
    withdraw: { method: "POST", path: "/api/liste-attente/{entry_id}/retrait" },
    // Accepting places offered for 2 or more: the others' names, before paying.
    nameParticipants: { method: "POST", path: "/api/liste-attente/{entry_id}/participants" },
  },
  // The founders' team space (shared/schemas/team.ts): its own function, behind the JWT
  // authorizer of the team's Cognito user pool; every handler verifies the token again.
  team: {
    session: { method: "GET", path: "/api/equipe/session" },
    listActivities: { method: "GET", path: "/api/equipe/sorties" },
    // The next page of past outings (?apres= the `suite` of the page before).
    listPastActivities: { method: "GET", path: "/api/equipe/sorties/passees" },
    createActivity: { method: "POST", path: "/api/equipe/sorties" },
    // « Répéter »: one outing on every date of a rule (shared/schemas/activity-series.ts).
    publishSeries: { method: "POST", path: "/api/equipe/series" },
    showActivity: { method: "GET", path: "/api/equipe/sorties/{activity_id}" },
    // « La série »: the outing and its coming namesakes; changed or withdrawn together where
    // nobody is registered (functions/core/activities/series-acts.ts).
    showSeries: { method: "GET", path: "/api/equipe/sorties/{activity_id}/serie" },
    editSeries: { method: "POST", path: "/api/equipe/sorties/{activity_id}/serie" },
    withdrawSeries: { method: "POST", path: "/api/equipe/sorties/{activity_id}/serie/retrait" },
    editActivity: { method: "POST", path: "/api/equipe/sorties/{activity_id}" },
    setActivityHidden: { method: "POST", path: "/api/equipe/sorties/{activity_id}/visibilite" },
    listParticipants: { method: "GET", path: "/api/equipe/sorties/{activity_id}/participants" },
    participantsCsv: {
      method: "GET",
      path: "/api/equipe/sorties/{activity_id}/participants.csv",
    },
    showRegistration: { method: "GET", path: "/api/equipe/inscriptions/{inscription_id}" },
  },
  // Cancelling a date (a resumable job) and writing to everyone registered on it.
  teamCancellation: {
    showCancellation: { method: "GET", path: "/api/equipe/sorties/{activity_id}/annulation" },
    cancelActivity: { method: "POST", path: "/api/equipe/sorties/{activity_id}/annulation" },
    writeToParticipants: { method: "POST", path: "/api/equipe/sorties/{activity_id}/message" },
  },
  // The payments desk: unpaid registrations, payments settled by hand, bank files, refunds.
  teamPayments: {
    desk: { method: "GET", path: "/api/equipe/paiements" },
    markPaid: { method: "POST", path: "/api/equipe/paiements/marquer-paye" },
    importBankFile: { method: "POST", path: "/api/equipe/paiements/releve" },
    retryRefund: { method: "POST", path: "/api/equipe/paiements/{payment_id}/remboursement" },
    refundedByHand: {
      method: "POST",
      path: "/api/equipe/paiements/{payment_id}/rembourse-a-la-main",
    },
  },
  // Quote requests, contact messages and the newsletter's confirmed subscribers.
  teamRequests: {
    quotes: { method: "GET", path: "/api/equipe/devis" },
    setQuoteStatus: { method: "POST", path: "/api/equipe/devis/{quote_id}/statut" },
    messages: { method: "GET", path: "/api/equipe/messages" },
    setMessageStatus: { method: "POST", path: "/api/equipe/messages/{message_id}/statut" },
    newsletterCsv: { method: "GET", path: "/api/equipe/newsletter.csv" },
  },
  // The rental e-bikes (shared/schemas/fleet.ts): the fleet and its supplement, and a day's
  // bikes blocked (maintenance); the view lists the days from today with bikes out or blocked.
  teamFleet: {
    show: { method: "GET", path: "/api/equipe/flotte" },
    save: { method: "PUT", path: "/api/equipe/flotte" },
    blockDay: { method: "PUT", path: "/api/equipe/flotte/jours/{date}" },
  },
  // « Chiffres » (shared/figures/month-figures.ts): each month of the season in Europe/Zurich, and
  // the same months as the accountant's file.
  teamFigures: {
    season: { method: "GET", path: "/api/equipe/chiffres" },
    seasonCsv: { method: "GET", path: "/api/equipe/chiffres.csv" },
  },
  // « Données d'une personne » (shared/schemas/team-people.ts): everything held about an e-mail
  // address (?email=), its export (the JSON file, the readable summary) and its erasure.
  teamPeople: {
    show: { method: "GET", path: "/api/equipe/personnes" },
    // « Chercher une personne » (?q=): a name, a phone number, a reference or part of an address.
    search: { method: "GET", path: "/api/equipe/personnes/recherche" },
    exportJson: { method: "GET", path: "/api/equipe/personnes/export" },
    summary: { method: "GET", path: "/api/equipe/personnes/resume" },
    erase: { method: "POST", path: "/api/equipe/personnes/effacement" },
  },
} as const satisfies Record<string, Record<string, ApiRoute>>;

/** A feature of the API: the name of its group here and of its file in functions/api/routes/. */
export type ApiFeature = keyof typeof API_ROUTES;

/** The features served by the team function (signed-in founders only); the rest by the api function. */
export const TEAM_FEATURES = [
  "team",
  "teamCancellation",
  "teamPayments",
  "teamRequests",
  "teamPeople",
  "teamFleet",
  "teamFigures",
] as const satisfies readonly ApiFeature[];
export type TeamFeature = (typeof TEAM_FEATURES)[number];
export type PublicFeature = Exclude<ApiFeature, TeamFeature>;

/** Every declared route, in the order above. */
export const API_ROUTE_LIST: readonly ApiRoute[] = Object.values(API_ROUTES).flatMap((group) =>
  Object.values(group),
);
