import { formatLongDate, formatTime } from "@shared/date-format";
import { formatChf } from "@shared/money";
import type { TeamActivity } from "@shared/schemas/team";

/** How the team space reads an outing's figures, in French. */

/** « 12 prises / 4 libres », or « 3 prises, sans limite ». */
export function placesText(activity: TeamActivity): string {
  const taken = `${activity.places_prises} ${activity.places_prises > 1 ? "prises" : "prise"}`;
  if (activity.places_offertes === null) return `${taken}, sans limite`;
  const left = activity.places_disponibles ?? 0;
  return `${taken} / ${left} ${left > 1 ? "libres" : "libre"}`;
}

/** The outing form's note beside the places: « 1 place est déjà prise : pas moins de 1. » */
export function placesTakenHint(taken: number): string {
  return taken > 1
    ? `${taken} places sont déjà prises : pas moins de ${taken}.`
    : `${taken} place est déjà prise : pas moins de ${taken}.`;
}

/** « 3 payées, 1 non payée ». */
export function registrationsText(activity: TeamActivity): string {
  const paid = activity.inscriptions_payees;
  const unpaid = activity.inscriptions_non_payees;
  return `${paid} ${paid > 1 ? "payées" : "payée"}, ${unpaid} non ${unpaid > 1 ? "payées" : "payée"}`;
}

/** « samedi 12 juin 2027, 9h30 ». */
export function whenText(activity: Pick<TeamActivity, "date" | "heure_rdv">): string {
  return `${formatLongDate(activity.date)}, ${formatTime(activity.heure_rdv)}`;
}

export { formatChf, formatLongDate, formatTime };
