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

/**
 * The team API's refusals of a change to an outing (409), its unknown records (404) and a page of
 * « Sorties passées » it did not hand out (400).
 */
export const TEAM_ACTIVITY_ERRORS = {
  invalid: "La sortie n'est pas valable : corrigez les champs signalés.",
  activityNotFound: "Cette sortie n'existe pas.",
  alreadyExists: "Une sortie avec cet identifiant existe déjà.",
  registrationNotFound: "Cette inscription n'existe pas.",
  priceLocked: "Des inscriptions existent déjà : le prix ne peut plus changer.",
  /** The bikes are taken from that day's fleet: they cannot follow the outing to another day. */
  bikesLocked:
    "Des inscriptions ont réservé des vélos de location pour ce jour-là : la date et la catégorie de la sortie ne peuvent plus changer.",
  busy: "La sortie change en ce moment (inscriptions en cours) : veuillez réessayer.",
  idempotencyKeyInvalid: "La clé d'idempotence est invalide.",
  pastCursorInvalid:
    "Cette page des sorties passées n'existe pas. Veuillez recharger la liste des sorties.",
} as const;

/** The refusals of a series of dates (« Répéter »): its own fields, checked before anything is published. */
export const SERIES_MESSAGES = {
  jours: "Choisissez au moins un jour de la semaine.",
  premiereDate: "Première date invalide (attendu AAAA-MM-JJ)",
  derniereDate: "Dernière date invalide (attendu AAAA-MM-JJ)",
  lastBeforeFirst: "La dernière date doit être le même jour que la première ou après.",
  datesSautees: "Date à sauter invalide (attendu AAAA-MM-JJ)",
  skipOutsideRange: "Chaque date à sauter doit se trouver entre la première et la dernière date.",
  none: "Ces règles ne donnent aucune date : vérifiez les jours et les dates.",
  tooMany:
    "Une série compte au plus 60 dates : raccourcissez la période ou choisissez moins de jours.",
  invalid: "La série n'est pas valable : corrigez les champs signalés. Rien n'a été publié.",
} as const;

/** « 5 places sont déjà prises : vous ne pouvez pas en proposer moins de 5. » */
export function placesBelowTakenMessage(taken: number): string {
  return taken === 1
    ? "1 place est déjà prise : vous ne pouvez pas en proposer moins de 1."
    : `${taken} places sont déjà prises : vous ne pouvez pas en proposer moins de ${taken}.`;
}
