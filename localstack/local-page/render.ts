/**
 * The local window: one server-rendered French page, readable without JavaScript, listing the
 * e-mails and SMS sent and the booking event log, newest first.
 */
import { escapeHtml } from "../../shared/escape-html";
import { EVENT_NAMES } from "../../shared/events/names";
import type { LoggedEvent } from "./event-log";
import type { SentMessages } from "./sent-messages";

export interface LocalPageData {
  messages: SentMessages | { error: string };
  events: LoggedEvent[] | { error: string };
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
};

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
  const items = messages.emails.map((email) => {
    const attachments =
      email.attachments.length > 0
        ? `<p><strong>Pièces jointes :</strong> ${email.attachments.map(escapeHtml).join(", ")}</p>`
        : "";
    const text =
      email.text ||
      email.html
        .replace(/<[^>]+>/g, " ")
        .replace(/\s+/g, " ")
        .trim();
    return `<li class="carte">
  <h3>${escapeHtml(email.subject || "(sans objet)")}</h3>
  <p><strong>À :</strong> ${escapeHtml(email.to.join(", ") || "(inconnu)")}<br><strong>De :</strong> ${escapeHtml(email.from)}</p>
  ${attachments}
  <details><summary>Lire le message</summary><pre>${escapeHtml(text)}</pre></details>
</li>`;
  });
  return `<ol class="liste">${items.join("\n")}</ol>`;
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

function eventsSection(events: LocalPageData["events"]): string {
  if (!Array.isArray(events)) {
    return `<p class="erreur">Impossible de lire le journal : ${escapeHtml(events.error)}</p>`;
  }
  if (events.length === 0) return "<p>Aucun événement enregistré pour l'instant.</p>";
  const rows = events.map((event) => {
    const facts = Object.entries(event.data)
      .map(([key, value]) => `${escapeHtml(key)} : ${escapeHtml(formatValue(value))}`)
      .join("<br>");
    const label = EVENT_LABELS[event.detailType];
    const name = label
      ? `${escapeHtml(label)}<br><small>${escapeHtml(event.detailType)}</small>`
      : escapeHtml(event.detailType);
    return `<tr><td>${escapeHtml(zurichTime(new Date(event.time)))}</td><td>${name}</td><td>${facts}</td></tr>`;
  });
  return `<table>
  <caption>Événements de réservation, du plus récent au plus ancien</caption>
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
  pre { white-space: pre-wrap; font-family: inherit; background: #f4f4f4; padding: 1rem; }
  table { border-collapse: collapse; width: 100%; } caption { text-align: left; font-weight: bold; padding: .5rem 0; }
  th, td { border: 1px solid #555; padding: .5rem; text-align: left; vertical-align: top; }
  .erreur { color: #8b0000; font-weight: bold; }
`;

export function renderLocalPage(data: LocalPageData): string {
  const emailCount = "error" in data.messages ? 0 : data.messages.emails.length;
  const smsCount = "error" in data.messages ? 0 : data.messages.sms.length;
  const eventCount = Array.isArray(data.events) ? data.events.length : 0;
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
<title>Fenêtre locale – messages envoyés et journal</title>
<style>${styles}</style>
</head>
<body>
<main>
<h1>Fenêtre locale</h1>
<p>Cette page montre ce que le site a envoyé sur cet ordinateur : aucun e-mail ni SMS ne part vraiment. Les plus récents sont en haut.</p>
<p>Mise à jour : ${escapeHtml(zurichTime(data.renderedAt))}.</p>
<p class="actions"><a class="bouton" href="/_local/">Actualiser la page</a> ${refreshLink} <a class="bouton" href="${escapeHtml(data.siteUrl)}">Ouvrir le site</a></p>
<h2 id="emails">E-mails envoyés (${emailCount})</h2>
${emailsSection(data.messages)}
<h2 id="sms">SMS envoyés (${smsCount})</h2>
${smsSection(data.messages)}
<h2 id="journal">Journal des réservations (${plural(eventCount, "événement", "événements")})</h2>
${eventsSection(data.events)}
</main>
</body>
</html>`;
}
