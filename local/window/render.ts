/**
 * The local window: one server-rendered French page, readable without JavaScript: the provider's
 * dashboard figures, the e-mails and SMS sent and the latest events of the booking event log.
 */
import {
  LATEST_EVENT_COLUMNS,
  LATEST_EVENTS,
  type LogEntry,
  type LogFigures,
} from "../../infra/dashboard/figures";
import { escapeHtml } from "../../shared/escape-html";
import { EVENT_NAMES } from "../../shared/events/names";
import type { MonthFigures } from "../../shared/figures/month-figures";
import { formatChf } from "../../shared/money";
import { longDay, methodLabel, renderDashboardSection } from "./dashboard-section";
import type { DeadLetterDepth } from "./dead-letters";
import { renderSeasonSection } from "./season-section";
import type { SentMessages } from "./sent-messages";

export interface LocalPageData {
  messages: SentMessages | { error: string };
  figures: LogFigures | { error: string };
  deadLetters: DeadLetterDepth[] | { error: string };
  /** « Chiffres »: each month of the season, from the stored records. */
  season: MonthFigures[] | { error: string };
  renderedAt: Date;
  siteUrl: string;
  /** Seconds between automatic refreshes, when the reader asked for them. */
  autoRefreshSeconds?: number;
}

/** What each event means, for a reader who is not a developer. */
const EVENT_LABELS: Record<string, string> = {
  [EVENT_NAMES.inscriptionCreated]: "Nouvelle inscription",
  [EVENT_NAMES.contactMessageReceived]: "Message reçu par le formulaire de contact",
  [EVENT_NAMES.quoteRequested]: "Demande d'offre d'une entreprise",
  [EVENT_NAMES.newsletterSubscriptionRequested]: "Demande d'inscription à la newsletter",
  [EVENT_NAMES.paymentStarted]: "Paiement commencé",
  [EVENT_NAMES.paymentCompleted]: "Paiement reçu",
  [EVENT_NAMES.paymentFailed]: "Paiement refusé ou échoué",
  [EVENT_NAMES.paymentExpired]: "Page de paiement expirée sans paiement",
  [EVENT_NAMES.inscriptionExpired]: "Inscription expirée (pas payée à temps)",
  [EVENT_NAMES.inscriptionCancelled]: "Inscription annulée",
  [EVENT_NAMES.inscriptionParticipantCancelled]:
    "Un participant annulé (le reste de l'inscription demeure)",
  [EVENT_NAMES.inscriptionParticipantCancellationRequested]:
    "Demande d'annulation tardive pour un participant",
  [EVENT_NAMES.activityPublished]: "Sortie publiée par l'équipe",
  [EVENT_NAMES.activityChanged]: "Sortie modifiée par l'équipe",
  [EVENT_NAMES.activityHidden]: "Sortie masquée du calendrier",
  [EVENT_NAMES.activityShown]: "Sortie de nouveau visible au calendrier",
  [EVENT_NAMES.requestStatusChanged]: "Demande ou message marqué traité / à traiter",
  [EVENT_NAMES.activityCancelled]: "Sortie annulée par l'équipe",
  [EVENT_NAMES.participantsMessaged]: "Message de l'équipe aux participants",
  [EVENT_NAMES.paymentRefundedByHand]: "Remboursement fait à la main par l'équipe",
  [EVENT_NAMES.dataRetentionApplied]:
    "Données personnelles effacées ou anonymisées (durée de conservation)",
};

/** The dashboard's columns of the latest events, named for the founders. */
const COLUMN_LABELS: Record<(typeof LATEST_EVENT_COLUMNS)[number], string> = {
  activity_title: "Sortie",
  activity_date: "Date de la sortie",
  participants: "Participants",
  method: "Moyen de paiement",
  amount_centimes: "Montant",
  status: "Statut",
};

const STATUS_LABELS: Record<string, string> = {
  pending_payment: "en attente de paiement",
  pending: "en attente",
  completed: "payé",
  failed: "échoué",
  expired: "expiré",
  cancelled: "annulé",
};

function columnValue(column: (typeof LATEST_EVENT_COLUMNS)[number], value: unknown): string {
  if (column === "amount_centimes" && typeof value === "number") return formatChf(value);
  if (column === "method") return methodLabel(String(value));
  if (column === "activity_date" && typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value))
    return longDay(value);
  if (column === "status") return STATUS_LABELS[String(value)] ?? String(value);
  return formatValue(value);
}

const zurichTime = (date: Date) =>
  new Intl.DateTimeFormat("fr-CH", {
    timeZone: "Europe/Zurich",
    dateStyle: "long",
    timeStyle: "medium",
  }).format(date);

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function emailsSection(messages: LocalPageData["messages"]): string {
  if ("error" in messages) {
    return `<p class="erreur">Impossible de lire les e-mails : ${escapeHtml(messages.error)}</p>`;
  }
  if (messages.emails.length === 0) return "<p>Aucun e-mail envoyé pour l'instant.</p>";
  const older =
    messages.emails.length > PREVIEWED_EMAILS
      ? `<p>Les ${PREVIEWED_EMAILS} plus récents sont montrés tels que le destinataire les voit ; les plus anciens, par leur version texte.</p>`
      : "";
  const items = messages.emails.map((email, index) => {
    const attachments =
      email.attachments.length > 0
        ? `<p><strong>Pièces jointes :</strong> ${email.attachments.map(escapeHtml).join(", ")}</p>`
        : "";
    const subject = email.subject || "(sans objet)";
    // An HTML-only message still reads as text once its tags are dropped.
    const plain =
      email.text ||
      email.html
        .replace(/<[^>]+>/g, " ")
        .replace(/\s+/g, " ")
        .trim();
    const text = plain ? `<pre>${escapeHtml(plain)}</pre>` : "";
    const body =
      email.html && index < PREVIEWED_EMAILS
        ? `${emailPreview(email.html, subject)}${email.text ? `<details><summary>Lire la version texte</summary>${text}</details>` : ""}`
        : text || "<p>(message vide)</p>";
    return `<li class="carte">
  <h3>${escapeHtml(subject)}</h3>
  <p><strong>À :</strong> ${escapeHtml(email.to.join(", ") || "(inconnu)")}<br><strong>De :</strong> ${escapeHtml(email.from)}</p>
  ${attachments}
  ${body}
</li>`;
  });
  return `${older}<ol class="liste">${items.join("\n")}</ol>`;
}

/** The newest e-mails shown as their HTML; older ones by their text, to keep the page light. */
const PREVIEWED_EMAILS = 10;

/**
 * The HTML part as the visitor's mail program shows it, in a sandboxed frame: no scripts, no
 * forms, nothing of this page reachable; its links open in a new tab (the payment link, the
 * cancellation link), as they would from a mail program.
 */
function emailPreview(html: string, subject: string): string {
  const opensLinksInNewTab = html.replace(/<head>/i, '<head><base target="_blank">');
  return `<iframe class="apercu" title="${escapeHtml(`E-mail « ${subject} », tel que le destinataire le voit`)}" sandbox="allow-popups allow-popups-to-escape-sandbox" loading="lazy" srcdoc="${escapeHtml(opensLinksInNewTab)}"></iframe>`;
}

function smsSection(messages: LocalPageData["messages"]): string {
  if ("error" in messages) return "";
  if (messages.sms.length === 0) return "<p>Aucun SMS envoyé pour l'instant.</p>";
  const items = messages.sms.map(
    (sms) => `<li class="carte">
  <p><strong>À :</strong> ${escapeHtml(sms.phoneNumber)}</p>
  <p>${escapeHtml(sms.message)}</p>
</li>`,
  );
  return `<ol class="liste">${items.join("\n")}</ol>`;
}

function formatValue(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

function eventsSection(figures: LocalPageData["figures"]): string {
  if ("error" in figures) {
    return `<p class="erreur">Impossible de lire le journal : ${escapeHtml(figures.error)}</p>`;
  }
  if (figures.latest.length === 0) return "<p>Aucun événement enregistré pour l'instant.</p>";
  const rows = figures.latest.map((event: LogEntry) => {
    const shown = LATEST_EVENT_COLUMNS.filter((c) => event.data[c] !== undefined).map(
      (c) => `${escapeHtml(COLUMN_LABELS[c])} : ${escapeHtml(columnValue(c, event.data[c]))}`,
    );
    // The ids and other facts, for developers.
    const others = Object.entries(event.data)
      .filter(([key]) => !(LATEST_EVENT_COLUMNS as readonly string[]).includes(key))
      .map(([key, value]) => `${escapeHtml(key)} : ${escapeHtml(formatValue(value))}`);
    const label = EVENT_LABELS[event.detailType];
    const name = label
      ? `${escapeHtml(label)}<br><small>${escapeHtml(event.detailType)}</small>`
      : escapeHtml(event.detailType);
    const facts = [shown.join("<br>"), others.length ? `<small>${others.join("<br>")}</small>` : ""]
      .filter(Boolean)
      .join("<br>");
    return `<tr><td>${escapeHtml(zurichTime(new Date(event.time)))}</td><td>${name}</td><td>${facts}</td></tr>`;
  });
  return `<table>
  <caption>Les ${LATEST_EVENTS} derniers événements de réservation, du plus récent au plus ancien (heure suisse)</caption>
  <thead><tr><th scope="col">Quand</th><th scope="col">Événement</th><th scope="col">Détails</th></tr></thead>
  <tbody>${rows.join("\n")}</tbody>
</table>`;
}

const styles = `
  body { font-family: system-ui, sans-serif; font-size: 1.25rem; line-height: 1.6; color: #111; background: #fff; margin: 0; }
  main { max-width: 60rem; margin: 0 auto; padding: 1.5rem; }
  h1 { font-size: 2rem; } h2 { font-size: 1.6rem; margin-top: 2.5rem; border-bottom: 3px solid #1d4d2b; }
  h3 { font-size: 1.3rem; margin: 0 0 .5rem; }
  a { color: #0b3d91; } a:focus, summary:focus { outline: 3px solid #0b3d91; outline-offset: 3px; }
  .actions { display: flex; flex-wrap: wrap; gap: .75rem; }
  .bouton { display: inline-flex; align-items: center; min-height: 44px; padding: .6rem 1.2rem; background: #1d4d2b; color: #fff; border-radius: .4rem; text-decoration: none; font-weight: bold; }
  .liste { list-style: none; padding: 0; }
  .carte { border: 2px solid #555; border-radius: .5rem; padding: 1rem; margin-bottom: 1rem; }
  summary { cursor: pointer; padding: .6rem 0; font-weight: bold; }
  .carte > :first-child { margin-top: 0; } .carte > :last-child { margin-bottom: 0; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; font-family: inherit; background: #f4f4f4; padding: 1rem; }
  .apercu { display: block; width: 100%; height: 36rem; max-height: 75vh; border: 1px solid #555; background: #fff; }
  table { border-collapse: collapse; width: 100%; } caption { text-align: left; font-weight: bold; padding: .5rem 0; }
  th, td { border: 1px solid #555; padding: .5rem; text-align: left; vertical-align: top; }
  .erreur { color: #8b0000; font-weight: bold; }
  .figure { margin-top: 2rem; }
  .sommaire { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 1.5rem; }
  .sommaire a { display: inline-block; min-height: 44px; line-height: 44px; }
  .chiffres { display: flex; flex-wrap: wrap; gap: 1rem; margin: 0; }
  .chiffres div { border: 2px solid #1d4d2b; border-radius: .5rem; padding: .75rem 1.25rem; }
  .chiffres dt { font-weight: bold; } .chiffres dd { margin: 0; font-size: 1.5rem; }
  .saison { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 22rem), 1fr)); gap: 1rem; }
  .mois td { text-align: right; white-space: nowrap; }
  .graphique { width: 100%; height: auto; max-width: 48rem; display: block; margin: 1rem 0; }
  code { font-size: 1rem; background: #f4f4f4; padding: .1rem .3rem; overflow-wrap: anywhere; }
  td small, .carte { overflow-wrap: anywhere; }
  /* A phone: the tables' three columns fit without scrolling sideways. */
  @media (max-width: 40rem) {
    body { font-size: 1rem; }
    main { padding: 1rem .5rem; }
    th, td { padding: .25rem; }
  }
`;

export function renderLocalPage(data: LocalPageData): string {
  const emailCount = "error" in data.messages ? 0 : data.messages.emails.length;
  const smsCount = "error" in data.messages ? 0 : data.messages.sms.length;
  const eventCount = "error" in data.figures ? 0 : data.figures.latest.length;
  const refresh = data.autoRefreshSeconds;
  // Refreshing by itself only when the reader asked for it, and with a way to stop it.
  const refreshMeta = refresh ? `<meta http-equiv="refresh" content="${refresh}">` : "";
  const refreshLink = refresh
    ? `<a class="bouton" href="/_local/">Arrêter l'actualisation automatique (toutes les ${refresh} s)</a>`
    : `<a class="bouton" href="/_local/?actualiser=10">Actualiser automatiquement toutes les 10 secondes</a>`;
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${refreshMeta}
<title>Fenêtre locale – tableau de bord, messages envoyés et journal</title>
<style>${styles}</style>
</head>
<body>
<main>
<h1>Fenêtre locale</h1>
<p>Cette page montre les chiffres des réservations et ce que le site a envoyé sur cet ordinateur : aucun e-mail ni SMS ne part vraiment. Les plus récents sont en haut.</p>
<p>Mise à jour : ${escapeHtml(zurichTime(data.renderedAt))}.</p>
<p class="actions"><a class="bouton" href="/_local/">Actualiser la page</a> ${refreshLink} <a class="bouton" href="${escapeHtml(data.siteUrl)}">Ouvrir le site</a></p>
<nav aria-label="Sections de la page"><ul class="sommaire"><li><a href="#tableau-de-bord">Tableau de bord</a></li><li><a href="#chiffres-mois">Chiffres de chaque mois</a></li><li><a href="#emails">E-mails</a></li><li><a href="#sms">SMS</a></li><li><a href="#journal">Derniers événements</a></li></ul></nav>
<h2 id="tableau-de-bord">Tableau de bord des réservations</h2>
${renderDashboardSection(data.figures, data.deadLetters)}
<h2 id="chiffres-mois">Chiffres de chaque mois (heure suisse)</h2>
${renderSeasonSection(data.season)}
<h2 id="emails">E-mails envoyés (${emailCount})</h2>
${emailsSection(data.messages)}
<h2 id="sms">SMS envoyés (${smsCount})</h2>
${smsSection(data.messages)}
<h2 id="journal">Derniers événements du journal des réservations (${plural(eventCount, "événement", "événements")})</h2>
${eventsSection(data.figures)}
</main>
</body>
</html>`;
}
