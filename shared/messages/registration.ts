import { LIMITS } from "../constants/offer";
import { PHONE_FORMAT_MESSAGE } from "../phone";

/** Every text of the registration form and API a visitor may read (spec sections 5 and 8). */
export const REGISTRATION_FIELD_MESSAGES = {
  activityRequired: "Veuillez choisir une activité",
  nom: "Le nom doit contenir au moins 2 caractères",
  nomTooLong: "Le nom ne doit pas dépasser 100 caractères",
  prenom: "Le prénom doit contenir au moins 2 caractères",
  prenomTooLong: "Le prénom ne doit pas dépasser 100 caractères",
  email: "Email invalide",
  telephone: PHONE_FORMAT_MESSAGE,
  dateNaissanceRequired: "Date de naissance requise",
  /** One message for an impossible or future date, whichever of the three fields is wrong. */
  dateNaissanceInvalid: "Date de naissance invalide : vérifiez le jour, le mois et l'année",
  /** Spec section 8, verbatim. */
  dateNaissanceTooYoung: `L'âge minimum est de ${LIMITS.bookingAgeMin} ans`,
  adresse: "Adresse complète requise",
  adresseTooLong: "L'adresse ne doit pas dépasser 300 caractères",
  niveau: "Niveau de pratique requis",
  participantsNumber: "Le nombre de participants doit être un nombre entier",
  participantsMin: "Au moins 1 participant",
  participantsMax: "10 participants au maximum",
  booleanRequired: "Veuillez répondre par oui ou non",
  /** The person registering, or a participant, rents a bike without saying its size. */
  tailleVelo: "Choisissez la taille du vélo de location",
  participants: "Indiquez chaque participant : son prénom, son nom et sa date de naissance",
  participantsList:
    "La liste des participants doit compter un participant de moins que le nombre choisi",
  participantTooYoung: `Chaque participant doit avoir au moins ${LIMITS.bookingAgeMin} ans le jour de la sortie`,
  accepteConditions: "Vous devez accepter les conditions",
  assuranceRc: "Assurance RC obligatoire",
  assuranceAccident: "Assurance accident obligatoire",
  autorisationRgpd: "Vous devez accepter l'autorisation RGPD",
  remarques: "Les remarques doivent être un texte",
  remarquesTooLong: "Les remarques ne doivent pas dépasser 1000 caractères",
  unknownField: "Champ non autorisé",
  notAnObject: "Les données d'inscription doivent être un objet JSON",
} as const;

/** Answers of POST /api/inscriptions. */
export const REGISTRATION_ERRORS = {
  invalid: "Les données d'inscription sont invalides.",
  activityNotFound: "Cette activité n'existe pas.",
  activityPast: "Cette activité est déjà passée : les inscriptions sont closes.",
  full: "Cette activité est complète.",
  idempotencyInProgress:
    "Cette inscription est déjà en cours de traitement. Veuillez patienter quelques secondes.",
  idempotencyKeyInvalid: "La clé d'idempotence est invalide.",
} as const;

/**
 * The answer for an outing the team hid from the calendar (registration or booking). Its own
 * export, so that the public pages' scripts, which read REGISTRATION_ERRORS, do not grow.
 */
export const HIDDEN_ACTIVITY_ERROR =
  "Cette activité n'est plus proposée : les inscriptions sont fermées.";

/** « Il ne reste que 3 places pour cette activité. » (one place: « qu'une place »). */
export function onlyPlacesLeftMessage(left: number): string {
  return left === 1
    ? "Il ne reste qu'une place pour cette activité."
    : `Il ne reste que ${left} places pour cette activité.`;
}

/** The message for an outing without enough places left. */
export function capacityMessage(left: number): string {
  return left <= 0 ? REGISTRATION_ERRORS.full : onlyPlacesLeftMessage(left);
}
