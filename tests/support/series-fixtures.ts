import type { ActivitySeriesForm } from "@shared/schemas/activity-series";

/** « Répéter »'s body: the e-bike outing every Saturday from 17 April to 30 October 2027. */
export function season(overrides: Partial<ActivitySeriesForm> = {}): ActivitySeriesForm {
  return {
    titre: "VTT électrique du samedi",
    heure_rdv: "09:00",
    lieu: "Saint-Cergue",
    lieu_rdv: "Place de la gare, Saint-Cergue",
    niveau: "Facile",
    prix: "75",
    type_de_formule: "Forme & Vitalité",
    categorie: "VTT",
    places_offertes: 8,
    description: null,
    a_apporter: "Casque, gourde",
    jours: [6],
    premiere_date: "2027-04-17",
    derniere_date: "2027-10-30",
    dates_sautees: [],
    ...overrides,
  };
}
