import type { Consent } from "./ConsentGroup";
import { PrivacyLink } from "./PrivacyNotice";

/** The four boolean fields of a form about an outing (a registration, a waiting-list entry). */
export interface OutingConsentValues {
  accepte_conditions: boolean;
  assurance_rc: boolean;
  assurance_accident: boolean;
  autorisation_rgpd: boolean;
}

const TERMS_LINK = (
  <a href="/conditions-generales" target="_blank" rel="noopener">
    conditions générales (s'ouvrent dans un nouvel onglet)
  </a>
);

const PRIVACY_HINT = (
  <>
    Lire la page <PrivacyLink />
  </>
);

/** The four mandatory consents of a registration (and of a waiting-list entry), in the spec order. */
export const OUTING_CONSENTS: readonly Consent<OutingConsentValues>[] = [
  { name: "accepte_conditions", label: <>J'accepte les {TERMS_LINK}</> },
  { name: "assurance_rc", label: "J'ai une assurance responsabilité civile (RC)" },
  { name: "assurance_accident", label: "J'ai une assurance accident" },
  {
    name: "autorisation_rgpd",
    label:
      "J'autorise le traitement de mes données personnelles pour gérer cette inscription (RGPD)",
    hint: PRIVACY_HINT,
  },
];

/**
 * The same consents when the person registering brings others: she confirms them for the group,
 * and those that cover everyone say « chaque participant ».
 */
const GROUP_CONSENTS: readonly Consent<OutingConsentValues>[] = [
  {
    name: "accepte_conditions",
    label: <>J'accepte les {TERMS_LINK}, pour moi et chaque participant</>,
  },
  { name: "assurance_rc", label: "Chaque participant a une assurance responsabilité civile (RC)" },
  { name: "assurance_accident", label: "Chaque participant a une assurance accident" },
  {
    name: "autorisation_rgpd",
    label:
      "J'autorise le traitement des données personnelles de chaque participant pour gérer cette inscription (RGPD)",
    hint: PRIVACY_HINT,
  },
];

/** The consents for a registration of `participants` people (one: the first person's wording). */
export function outingConsents(participants: number): readonly Consent<OutingConsentValues>[] {
  return participants > 1 ? GROUP_CONSENTS : OUTING_CONSENTS;
}
