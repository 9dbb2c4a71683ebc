import { LIMITS } from "@shared/constants/offer";
import type { Activity } from "@shared/schemas/activity";
import { rentsBikes } from "@shared/schemas/fleet";
import type { PracticeLevel, RegistrationInput } from "@shared/schemas/registration";
import { type BikeFormValues, bikeOf, EMPTY_BIKE } from "../../components/form/bike-choice";
import type { OutingConsentValues } from "../../components/form/outing-consents";
import { EMPTY_PERSON } from "../../components/form/PersonFields";

/** Someone the registrant brings, as the form holds her until validated. */
export interface ParticipantFormValues extends BikeFormValues {
  prenom: string;
  nom: string;
  date_naissance: string;
}

/** The form's own values: consents start unticked and the level unchosen, until validated. */
export interface RegistrationFormValues extends BikeFormValues {
  activity_id: string;
  nom: string;
  prenom: string;
  email: string;
  telephone: string;
  date_naissance: string;
  adresse_complete: string;
  niveau_pratique: PracticeLevel | "";
  nombre_participants: number;
  /**
   * Every other participant one may name (9): the fieldsets show the first N − 1, and what was
   * typed in the others stays when the number goes down and up again.
   */
  participants: ParticipantFormValues[];
  souhaite_newsletter: boolean;
  accepte_conditions: boolean;
  assurance_rc: boolean;
  assurance_accident: boolean;
  autorisation_rgpd: boolean;
  remarques: string;
}

/** Participants one can choose: 1 to 10, never more than the places left. */
export function participantChoices(placesLeft: number | null): number[] {
  const max = Math.max(
    LIMITS.registrationParticipantsMin,
    Math.min(LIMITS.registrationParticipantsMax, placesLeft ?? LIMITS.registrationParticipantsMax),
  );
  return Array.from({ length: max }, (_, i) => i + 1);
}

export function emptyParticipant(): ParticipantFormValues {
  return { prenom: "", nom: "", date_naissance: "", ...EMPTY_BIKE };
}

export function emptyRegistrationForm(activity: Activity): RegistrationFormValues {
  return {
    activity_id: activity.id,
    ...EMPTY_PERSON,
    date_naissance: "",
    adresse_complete: "",
    niveau_pratique: "",
    nombre_participants: 1,
    ...EMPTY_BIKE,
    participants: Array.from({ length: LIMITS.registrationParticipantsMax - 1 }, emptyParticipant),
    souhaite_newsletter: false,
    accepte_conditions: false,
    assurance_rc: false,
    assurance_accident: false,
    autorisation_rgpd: false,
    remarques: "",
  };
}

/** The payload before the schema checks it: boxes may be unticked, the level unchosen. */
export type DialogPayload = Omit<RegistrationInput, "niveau_pratique" | keyof OutingConsentValues> &
  OutingConsentValues & { niveau_pratique: PracticeLevel | "" };

/**
 * What the dialog sends (before the shared schema checks it): the registrant's fields, exactly
 * N − 1 participants, each person's bike, and « besoin d'aide pour la location » when someone
 * rents one.
 */
export function registrationPayload(
  values: RegistrationFormValues,
  activity: Pick<Activity, "categorie">,
): DialogPayload {
  const eBikeOuting = rentsBikes(activity);
  const { participants, a_velo_electrique, taille_velo, ...registrant } = values;
  const count = Number(values.nombre_participants);
  const others = (participants ?? []).slice(0, Math.max(0, count - 1)).map((p) => ({
    prenom: p.prenom,
    nom: p.nom,
    date_naissance: p.date_naissance,
    ...bikeOf(p, eBikeOuting),
  }));
  const own = bikeOf({ a_velo_electrique, taille_velo }, eBikeOuting);
  const people = [own, ...others];
  return {
    ...registrant,
    nombre_participants: count,
    ...own,
    participants: others,
    besoin_aide_location: eBikeOuting && people.some((p) => !p.a_velo_electrique),
  };
}
