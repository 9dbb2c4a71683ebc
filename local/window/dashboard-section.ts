/**
 * The local twin of the provider's CloudWatch dashboard, in French for the founders: the same
 * figures (infra/dashboard/figures.ts) from the same booking event log, with a chart where a
 * chart reads better than a table, and the dead-letter queues' state.
 */
import { DASHBOARD_DAYS, type LogFigures, type PaymentsOfDay } from "../../infra/dashboard/figures";
import { escapeHtml } from "../../shared/escape-html";
import { EVENT_NAMES } from "../../shared/events/names";
import { formatChf } from "../../shared/money";
import {
  isAvailablePaymentMethod,
  PAYMENT_METHOD_LABELS,
} from "../../shared/payments/payment-methods";
import { renderBarChart } from "./bar-chart";
import type { DeadLetterDepth } from "./dead-letters";

const utcDay = (day: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat("fr-CH", { timeZone: "UTC", ...options }).format(
    new Date(`${day}T00:00:00Z`),
  );
/** "23 nov." under a bar, "lundi 23 novembre 2026" in a table. */
export const shortDay = (day: string) => utcDay(day, { day: "numeric", month: "short" });
export const longDay = (day: string) => utcDay(day, { dateStyle: "full" });

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const methodLabel = (method: string) =>
  isAvailablePaymentMethod(method) ? PAYMENT_METHOD_LABELS[method] : method || "(inconnu)";

/** One figure: a section named by its heading, so it can be reached (and pictured) alone. */
const section = (id: string, title: string, body: string) =>
  `<section class="figure" id="${id}" aria-labelledby="${id}-titre">\n<h3 id="${id}-titre">${title}</h3>\n${body}\n</section>`;

const sum = <T>(rows: readonly T[], value: (row: T) => number) =>
  rows.reduce((total, row) => total + value(row), 0);

function todaySummary(figures: LogFigures): string {
  const today = figures.days[figures.days.length - 1] ?? "";
  const registrations = figures.registrations.find((r) => r.day === today);
  const payments = figures.payments.filter((p) => p.day === today);
  const count = sum(payments, (p) => p.payments);
  return section(
    "aujourdhui",
    `Aujourd'hui (${escapeHtml(longDay(today))})`,
    `<dl class="chiffres">
  <div><dt>Inscriptions</dt><dd>${plural(registrations?.registrations ?? 0, "inscription", "inscriptions")} (${plural(registrations?.participants ?? 0, "participant", "participants")})</dd></div>
  <div><dt>Paiements reçus</dt><dd>${plural(count, "paiement", "paiements")}, ${escapeHtml(formatChf(sum(payments, (p) => p.amountCentimes)))}</dd></div>
</dl>`,
  );
}

function registrationsChart(figures: LogFigures): string {
  const perDay = new Map(figures.registrations.map((r) => [r.day, r]));
  const total = sum(figures.registrations, (r) => r.registrations);
  const busiest = [...figures.registrations].sort((a, b) => b.registrations - a.registrations)[0];
  const description =
    total === 0
      ? `Aucune inscription sur les ${DASHBOARD_DAYS} derniers jours.`
      : `${plural(total, "inscription", "inscriptions")} sur les ${DASHBOARD_DAYS} derniers jours ; le plus : ${plural(busiest?.registrations ?? 0, "inscription", "inscriptions")} le ${longDay(busiest?.day ?? "")}.`;
  const chart = renderBarChart({
    id: "graphique-inscriptions",
    title: `Inscriptions par jour, ${DASHBOARD_DAYS} derniers jours`,
    description,
    bars: figures.days.map((day) => ({
      label: shortDay(day),
      value: perDay.get(day)?.registrations ?? 0,
    })),
    formatValue: (v) => String(v),
    labelEvery: 7,
  });
  const rows = figures.registrations.map(
    (r) =>
      `<tr><td>${escapeHtml(longDay(r.day))}</td><td>${r.registrations}</td><td>${r.participants}</td></tr>`,
  );
  return section(
    "inscriptions",
    "Inscriptions par jour",
    `<p>${escapeHtml(description)}</p>
${chart}
${
  rows.length === 0
    ? ""
    : `<details><summary>Les chiffres de chaque jour</summary><table>
  <caption>Inscriptions par jour (jours avec au moins une inscription)</caption>
  <thead><tr><th scope="col">Jour</th><th scope="col">Inscriptions</th><th scope="col">Participants</th></tr></thead>
  <tbody>${rows.join("\n")}</tbody>
</table></details>`
}`,
  );
}

function paymentsChart(figures: LogFigures, total: number): string {
  const perDay = new Map<string, number>();
  for (const p of figures.payments) perDay.set(p.day, (perDay.get(p.day) ?? 0) + p.amountCentimes);
  return renderBarChart({
    id: "graphique-paiements",
    title: `Montants reçus par jour, en CHF, ${DASHBOARD_DAYS} derniers jours`,
    description: `${formatChf(total)} reçus sur les ${DASHBOARD_DAYS} derniers jours, tous moyens de paiement confondus ; le détail par jour et par moyen est dans le tableau qui suit.`,
    bars: figures.days.map((day) => ({
      label: shortDay(day),
      value: (perDay.get(day) ?? 0) / 100,
    })),
    formatValue: (v) => `CHF ${v}`,
    labelEvery: 7,
  });
}

function paymentsTable(figures: LogFigures): string {
  const payments: readonly PaymentsOfDay[] = figures.payments;
  const total = sum(payments, (p) => p.amountCentimes);
  const head = (body: string) =>
    section("paiements", "Paiements reçus par jour et par moyen de paiement", body);
  if (payments.length === 0) {
    return head(`<p>Aucun paiement reçu sur les ${DASHBOARD_DAYS} derniers jours.</p>`);
  }
  const rows = payments.map(
    (p) =>
      `<tr><td>${escapeHtml(longDay(p.day))}</td><td>${escapeHtml(methodLabel(p.method))}</td><td>${p.payments}</td><td>${escapeHtml(formatChf(p.amountCentimes))}</td></tr>`,
  );
  return head(`<p>${plural(
    sum(payments, (p) => p.payments),
    "paiement reçu",
    "paiements reçus",
  )}, ${escapeHtml(formatChf(total))} en tout sur les ${DASHBOARD_DAYS} derniers jours.</p>
${paymentsChart(figures, total)}
<table>
  <caption>Paiements reçus, du jour le plus récent au plus ancien</caption>
  <thead><tr><th scope="col">Jour</th><th scope="col">Moyen de paiement</th><th scope="col">Paiements</th><th scope="col">Montant</th></tr></thead>
  <tbody>${rows.join("\n")}</tbody>
</table>`);
}

const ENDING_LABELS: Record<string, string> = {
  [EVENT_NAMES.inscriptionExpired]: "Expirées (pas payées à temps)",
  [EVENT_NAMES.inscriptionCancelled]: "Annulées",
};

function endingsTable(figures: LogFigures): string {
  const head = (body: string) =>
    section("expirations", "Inscriptions expirées et annulées par jour", body);
  if (figures.endings.length === 0) {
    return head(
      `<p>Aucune inscription expirée ni annulée sur les ${DASHBOARD_DAYS} derniers jours.</p>`,
    );
  }
  const rows = figures.endings.map(
    (e) =>
      `<tr><td>${escapeHtml(longDay(e.day))}</td><td>${escapeHtml(ENDING_LABELS[e.detailType] ?? e.detailType)}</td><td>${e.count}</td></tr>`,
  );
  return head(`<table>
  <caption>Inscriptions expirées et annulées, du jour le plus récent au plus ancien</caption>
  <thead><tr><th scope="col">Jour</th><th scope="col">Quoi</th><th scope="col">Nombre</th></tr></thead>
  <tbody>${rows.join("\n")}</tbody>
</table>`);
}

function placesTable(figures: LogFigures): string {
  const head = (body: string) =>
    section("places", "Places restantes sur les sorties à venir", body);
  if (figures.places.length === 0) {
    return head(
      `<p>Aucune sortie à venir n'a eu d'inscription, d'expiration ni d'annulation ces ${DASHBOARD_DAYS} derniers jours.</p>`,
    );
  }
  const rows = figures.places.map(
    (p) =>
      `<tr><td>${escapeHtml(longDay(p.activityDate))}</td><td>${escapeHtml(p.activityTitle)}</td><td>${p.placesLeft}</td></tr>`,
  );
  return head(`<p>Le dernier chiffre connu par le journal (après la dernière inscription, expiration ou annulation). Le chiffre exact, à tout moment : <code>npm run activities -- --local list</code>.</p>
<table>
  <caption>Places restantes, de la sortie la plus proche à la plus lointaine</caption>
  <thead><tr><th scope="col">Date</th><th scope="col">Sortie</th><th scope="col">Places restantes</th></tr></thead>
  <tbody>${rows.join("\n")}</tbody>
</table>`);
}

function deadLettersList(depths: readonly DeadLetterDepth[] | { error: string }): string {
  const head = (body: string) =>
    section("files-de-secours", "Files de secours (messages en échec)", body);
  if ("error" in depths) {
    return head(`<p class="erreur">Impossible de lire les files : ${escapeHtml(depths.error)}</p>`);
  }
  const items = depths.map(({ queueName, messages }) => {
    const state =
      messages === null
        ? "absente de l'émulateur"
        : messages === 0
          ? "vide : tout va bien"
          : `<strong class="erreur">${plural(messages, "message en échec", "messages en échec")}</strong> : dans AWS, l'alarme serait déclenchée`;
    return `<li><code>${escapeHtml(queueName)}</code> : ${state}</li>`;
  });
  return head(`<p>Un message arrive ici quand un traitement (un e-mail, un rappel...) a échoué plusieurs fois de suite.</p>
<ul>${items.join("\n")}</ul>`);
}

export function renderDashboardSection(
  figures: LogFigures | { error: string },
  deadLetters: readonly DeadLetterDepth[] | { error: string },
): string {
  const intro = `<p>Les mêmes chiffres que le tableau de bord AWS (CloudWatch), calculés à partir du même journal des réservations, sur les ${DASHBOARD_DAYS} derniers jours. Un jour va de minuit à minuit en temps universel (UTC), soit de 1 h à 1 h en hiver et de 2 h à 2 h en été, heure suisse. Les erreurs de l'API et des fonctions ne se voient que dans AWS.</p>`;
  if ("error" in figures) {
    return `${intro}\n<p class="erreur">Impossible de lire le journal : ${escapeHtml(figures.error)}</p>\n${deadLettersList(deadLetters)}`;
  }
  return [
    intro,
    todaySummary(figures),
    registrationsChart(figures),
    paymentsTable(figures),
    endingsTable(figures),
    placesTable(figures),
    deadLettersList(deadLetters),
  ].join("\n");
}
