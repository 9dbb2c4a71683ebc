import { LIMITS } from "@shared/constants/offer";
import type { Activity } from "@shared/schemas/activity";
import type { PracticeLevel } from "@shared/schemas/registration";
import { EMPTY_PERSON } from "../../components/form/PersonFields";

/** The form's own values: consents start unticked and the level unchosen, until validated. */
export interface RegistrationFormValues {
  activity_id: string;
  nom: string;
  prenom: string;
  email: string;
  telephone: string;
  date_naissance: string;
  adresse_complete: string;
  niveau_pratique: PracticeLevel | "";
  nombre_participants: number;
  a_velo_electrique: boolean;
  besoin_aide_location: boolean;
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

export function emptyRegistrationForm(activity: Activity): RegistrationFormValues {
  return {
    activity_id: activity.id,
    ...EMPTY_PERSON,
    date_naissance: "",
    adresse_complete: "",
    niveau_pratique: "",
    nombre_participants: 1,
    a_velo_electrique: false,
    besoin_aide_location: false,
    souhaite_newsletter: false,
    accepte_conditions: false,
    assurance_rc: false,
    assurance_accident: false,
    autorisation_rgpd: false,
    remarques: "",
  };
}
