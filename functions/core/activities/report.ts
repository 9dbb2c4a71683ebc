import type { Activity } from "@shared/schemas/activity";
import { isUpcomingDate } from "@shared/time";
import type { RegistrationRecord } from "../registrations/create-registration";
import { levelLabel } from "../registrations/person";

/** What the provider's outings list and participant list show. Pure: the CLI reads and prints. */

/** Registrations that hold places (every status except those that released them). */
const RELEASED = new Set(["cancelled", "expired"]);

export function holdsPlaces(registration: Pick<RegistrationRecord, "status">): boolean {
  return !RELEASED.has(registration.status as string);
}

export interface ActivityLine {
  activity: Activity;
  taken: number;
  left: number | null;
}

export function upcomingActivityLines(
  activities: Activity[],
  registrationsByActivity: Map<string, RegistrationRecord[]>,
  now: Date = new Date(),
): ActivityLine[] {
  return activities
    .filter((a) => isUpcomingDate(a.date, now))
    .map((activity) => ({
      activity,
      taken: (registrationsByActivity.get(activity.id) ?? [])
        .filter(holdsPlaces)
        .reduce((sum, i) => sum + i.nombre_participants, 0),
      left: activity.places_disponibles,
    }));
}

export function formatActivityLines(lines: ActivityLine[]): string {
  if (lines.length === 0) return "Aucune sortie à venir.";
  const rows = [
    ["Date", "Heure", "Sortie", "Identifiant", "Inscrits", "Places restantes"],
    ...lines.map(({ activity, taken, left }) => [
      activity.date,
      activity.heure_rdv,
      activity.titre,
      activity.id,
      String(taken),
      left === null ? "sans limite" : String(left),
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

function csvCell(value: string, separator: string): string {
  // A leading = + - @ would be read as a formula by spreadsheets.
  const safe = /^[=+\-@]/.test(value) && !/^\+\d/.test(value) ? `'${value}` : value;
  return /["\r\n]/.test(safe) || safe.includes(separator) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function bikeText(i: { a_velo_electrique: boolean; besoin_aide_location: boolean }): string {
  if (i.a_velo_electrique) return "propre VAE";
  return i.besoin_aide_location ? "location" : "";
}

/** One line of the list: a booking has one full name, kept whole in the « nom » column. */
function participantRow(i: RegistrationRecord): string[] {
  const common = [i.telephone, levelLabel(i)];
  if (i.kind === "booking") {
    return [i.fullName, "", ...common, "", "réservation en ligne", String(i.nombre_participants)];
  }
  return [
    i.nom,
    i.prenom,
    ...common,
    bikeText(i),
    i.remarques ?? "",
    String(i.nombre_participants),
  ];
}

/** The participant list of one outing, as CSV (one line per registration or booking). */
export function participantsCsv(registrations: RegistrationRecord[], separator = ";"): string {
  const header = [
    "nom",
    "prenom",
    "telephone",
    "niveau_pratique",
    "velo",
    "remarques",
    "participants",
  ];
  const rows = registrations
    .filter(holdsPlaces)
    .map(participantRow)
    .sort(
      (a, b) =>
        (a[0] ?? "").localeCompare(b[0] ?? "", "fr") ||
        (a[1] ?? "").localeCompare(b[1] ?? "", "fr"),
    );
  return (
    [header, ...rows].map((r) => r.map((c) => csvCell(c, separator)).join(separator)).join("\r\n") +
    "\r\n"
  );
}
