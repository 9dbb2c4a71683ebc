/**
 * « Chiffres de chaque mois » in the local window: the months the team space's « Chiffres »
 * shows, from the same computation (functions/core/figures/season.ts over the stored records,
 * not the event log), with the same words (shared/figures/figure-labels.ts).
 */
import { formatMonth } from "../../shared/date-format";
import { escapeHtml } from "../../shared/escape-html";
import {
  EMPTY_MONTH_TEXT,
  isEmptyMonth,
  monthRows,
  shownMethods,
} from "../../shared/figures/figure-labels";
import type { MonthFigures } from "../../shared/figures/month-figures";

export function renderSeasonSection(season: readonly MonthFigures[] | { error: string }): string {
  const intro =
    "<p>Les mêmes chiffres que l'écran « Chiffres » de l'espace équipe, calculés de la même façon à partir des inscriptions et des paiements enregistrés : chaque mois depuis le 1<sup>er</sup> janvier, à l'heure suisse. Un paiement compte le mois où l'argent a été reçu, un remboursement le mois où il a été rendu.</p>";
  if ("error" in season) {
    return `${intro}\n<p class="erreur">Impossible de lire les inscriptions et les paiements : ${escapeHtml(season.error)}</p>`;
  }
  const methods = shownMethods(season);
  const months = season.map((m) => {
    const title = escapeHtml(formatMonth(m.month));
    if (isEmptyMonth(m)) {
      return `<div class="mois"><h3>${title}</h3><p>${EMPTY_MONTH_TEXT}</p></div>`;
    }
    const rows = monthRows(m, methods);
    const body = rows
      .map(
        ([label, value]) => `<tr><th scope="row">${label}</th><td>${escapeHtml(value)}</td></tr>`,
      )
      .join("\n");
    return `<div class="mois"><table>\n  <caption>${title}</caption>\n  <tbody>${body}</tbody>\n</table></div>`;
  });
  return `${intro}\n<div class="saison">${months.join("\n")}</div>`;
}
