import type { TeamActivity } from "@shared/schemas/team";

/**
 * The team's outings as a table for a terminal (`npm run activities -- list`): the coming ones, as
 * the team space's table lists them (listTeamUpcoming), printed.
 */
export function formatActivityLines(activities: TeamActivity[]): string {
  if (activities.length === 0) return "Aucune sortie à venir.";
  const rows = [
    ["Date", "Heure", "Sortie", "Identifiant", "Inscrits", "Places restantes"],
    ...activities.map((activity) => [
      activity.date,
      activity.heure_rdv,
      activity.masquee ? `${activity.titre} (masquée)` : activity.titre,
      activity.id,
      String(activity.places_prises),
      activity.places_disponibles === null ? "sans limite" : String(activity.places_disponibles),
    ]),
  ];
  const widths = rows[0]?.map((_, c) => Math.max(...rows.map((r) => (r[c] ?? "").length))) ?? [];
  return rows
    .map((r) =>
      r
        .map((cell, c) => cell.padEnd(widths[c] ?? 0))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}
