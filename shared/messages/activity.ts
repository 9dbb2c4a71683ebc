/** Every French text of the team space's outing form and of its API's refusals. */
export const ACTIVITY_FIELD_MESSAGES = {
  titre: "Le titre est requis",
  titreTooLong: "Le titre ne doit pas dépasser 120 caractères",
  date: "Date invalide (attendu AAAA-MM-JJ)",
  heureRdv: "Heure de rendez-vous invalide (attendu HH:MM)",
  lieu: "Le lieu est requis",
  lieuRdv: "Le lieu de rendez-vous est requis",
  niveau: "Le niveau est requis",
  prix: "Prix invalide (attendu un montant en CHF, par ex. 75 ou 75.00)",
  typeDeFormule: "Le type de formule est requis",
  categorie: "Catégorie invalide (VTT, Randonnée, Bien-être ou Autre)",
  places: "Places : un nombre entier de 0 à 1000, ou vide pour « sans limite »",
  textTooLong: "Ce texte ne doit pas dépasser 2000 caractères",
  shortTextTooLong: "Ce texte ne doit pas dépasser 200 caractères",
  notAnObject: "Le corps de la requête doit être un objet JSON.",
  unknownField: "Champ non autorisé",
} as const;
