import { centimesToDecimal } from "@shared/money";
import type { ActivitySeriesForm } from "@shared/schemas/activity-series";
import type { TeamActivity } from "@shared/schemas/team";

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
  return {
    titre: activity.titre,
    heure_rdv: rule.heure_rdv,
    lieu: activity.lieu,
    lieu_rdv: activity.lieu_rdv,
    niveau: activity.niveau,
    prix: centimesToDecimal(activity.prix_centimes),
    type_de_formule: activity.type_de_formule,
    categorie: activity.categorie,
    places_offertes: activity.places_offertes,
    description: activity.description,
    a_apporter: activity.a_apporter,
    jours: rule.jours,
    premiere_date: rule.premiere_date,
    derniere_date: rule.derniere_date,
    dates_sautees: rule.dates_sautees,
  };
}
