import type { Consent } from "./ConsentGroup";
import { PrivacyLink } from "./PrivacyNotice";

/** The four boolean fields of a form about an outing (a registration, a waiting-list entry). */
export interface OutingConsentValues {
  accepte_conditions: boolean;
  assurance_rc: boolean;
  assurance_accident: boolean;
  autorisation_rgpd: boolean;
}

/** The four mandatory consents of a registration (and of a waiting-list entry), in the spec order. */
export const OUTING_CONSENTS: readonly Consent<OutingConsentValues>[] = [
  {
    name: "accepte_conditions",
    label: (
      <>
        J'accepte les{" "}
        <a href="/conditions-generales" target="_blank" rel="noopener">
          conditions générales (s'ouvrent dans un nouvel onglet)
        </a>
      </>
    ),
  },
  { name: "assurance_rc", label: "J'ai une assurance responsabilité civile (RC)" },
  { name: "assurance_accident", label: "J'ai une assurance accident" },
  {
    name: "autorisation_rgpd",
    label:
      "J'autorise le traitement de mes données personnelles pour gérer cette inscription (RGPD)",
    hint: (
      <>
        Lire la page <PrivacyLink />
      </>
    ),
  },
];
