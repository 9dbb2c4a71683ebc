import { formatLongDate, formatTime } from "@shared/date-format";
import type { Activity } from "@shared/schemas/activity";
import type { EmailRow } from "./layout";

/** The first rows of a visitor's recap, in every e-mail the same: the outing, its date and time. */
export function outingRows(activity: Pick<Activity, "titre" | "date" | "heure_rdv">): EmailRow[] {
  return [
    { label: "Sortie", value: activity.titre },
    { label: "Date", value: formatLongDate(activity.date) },
    { label: "Heure de rendez-vous", value: formatTime(activity.heure_rdv) },
  ];
}
