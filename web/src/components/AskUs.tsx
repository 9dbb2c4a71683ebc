import { BUSINESS } from "../../../shared/constants/business";

/** « Une question ? » with the provider's e-mail and phone, both as links. */
export function AskUs() {
  return (
    <p>
      Une question ? Écrivez-nous à <a href={`mailto:${BUSINESS.email}`}>{BUSINESS.email}</a> ou
      appelez le <a href={`tel:${BUSINESS.phoneE164}`}>{BUSINESS.phoneDisplay}</a>.
    </p>
  );
}
