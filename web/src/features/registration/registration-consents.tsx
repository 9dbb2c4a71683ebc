import type { Consent } from "../../components/form/ConsentGroup";
import { PrivacyLink } from "../../components/form/PrivacyNotice";
import type { RegistrationFormValues } from "./registration-form-values";

/** The four mandatory consents of a registration, in the order of the spec. */
export const REGISTRATION_CONSENTS: readonly Consent<RegistrationFormValues>[] = [
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
