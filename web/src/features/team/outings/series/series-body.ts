import type { ActivitySeriesForm } from "@shared/schemas/activity-series";
import type { TeamActivity } from "@shared/schemas/team";
import { outingInputOf } from "../activity-form-values";

/** What the founder sets on « Répéter »: the rule; everything else is the outing's. */
export interface SeriesRuleValues {
  jours: number[];
  premiere_date: string;
  derniere_date: string;
  heure_rdv: string;
  /** Dates of the preview the founder unticked. */
  dates_sautees: string[];
}

/** The series' body: the chosen outing's fields, its rule's dates and the meeting time. */
export function seriesBody(activity: TeamActivity, rule: SeriesRuleValues): ActivitySeriesForm {
  const { date: _date, ...outing } = outingInputOf(activity);
  return {
    ...outing,
    heure_rdv: rule.heure_rdv,
    jours: rule.jours,
    premiere_date: rule.premiere_date,
    derniere_date: rule.derniere_date,
    dates_sautees: rule.dates_sautees,
  };
}
