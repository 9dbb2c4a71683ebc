import { PRIVACY_PATH } from "@shared/data-protection/privacy-path";

/**
 * The link to « Protection des données », in a new tab so that a form being filled in stays as it
 * is. Never inside a checkbox's <label>: a click there would tick the box instead.
 */
export function PrivacyLink({ children = "Protection des données" }: { children?: string }) {
  return (
    <a href={PRIVACY_PATH} target="_blank" rel="noopener">
      {children}
      <span className="visually-hidden"> (s'ouvre dans un nouvel onglet)</span>
    </a>
  );
}

/** « Vos données sont traitées selon notre page Protection des données. », with the link. */
export function PrivacySentence() {
  return (
    <>
      Vos données sont traitées selon notre page <PrivacyLink />.
    </>
  );
}

/** The line under a form's submit button: how the data it sends is handled. */
export function PrivacyNotice() {
  return (
    <p className="help form-hint privacy-notice">
      <PrivacySentence />
    </p>
  );
}
