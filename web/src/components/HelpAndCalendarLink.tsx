import { BUSINESS } from "@shared/constants/business";
import { Link } from "react-router-dom";

/**
 * The end of a page about one visitor's booking: « Une question ? » with the provider's e-mail and
 * phone as links, then the way back to the outings.
 */
export function HelpAndCalendarLink() {
  return (
    <>
      <p>
        Une question ? Écrivez-nous à <a href={`mailto:${BUSINESS.email}`}>{BUSINESS.email}</a> ou
        appelez le <a href={`tel:${BUSINESS.phoneE164}`}>{BUSINESS.phoneDisplay}</a>.
      </p>
      <p>
        <Link to="/calendrier" className="button is-medium">
          Retour au calendrier
        </Link>
      </p>
    </>
  );
}
