import { BUSINESS, FOOTER_ACTIVITY_LABELS } from "@shared/constants/business";
import { PRIVACY_PATH } from "@shared/data-protection/privacy-path";
import { Link } from "react-router-dom";

/** Site footer: where we are, how to reach us, what we offer, the general terms, privacy. */
export function Footer() {
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="columns">
          <div className="column">
            <h2 className="footer-title">{BUSINESS.name}</h2>
            <p>{BUSINESS.postalArea}</p>
            <p>
              E-mail : <a href={`mailto:${BUSINESS.email}`}>{BUSINESS.email}</a>
            </p>
            <p>
              Téléphone : <a href={`tel:${BUSINESS.phoneE164}`}>{BUSINESS.phoneDisplay}</a>
            </p>
            <p>{BUSINESS.contactHours}</p>
          </div>
          <div className="column">
            <h2 className="footer-title">Nos activités</h2>
            <ul>
              {FOOTER_ACTIVITY_LABELS.map((label) => (
                <li key={label}>{label}</li>
              ))}
            </ul>
          </div>
          <div className="column">
            <h2 className="footer-title">Informations</h2>
            <ul>
              <li>
                <Link to="/conditions-generales" target="_blank" rel="noopener">
                  Conditions générales<span className="visually-hidden"> (nouvel onglet)</span>
                </Link>
              </li>
              <li>
                <Link to={PRIVACY_PATH}>Protection des données</Link>
              </li>
              <li>
                <Link to="/contact">Nous contacter</Link>
              </li>
            </ul>
          </div>
        </div>
        <p className="footer-copy">
          © {BUSINESS.name} – {BUSINESS.locality}, Parc naturel régional Jura vaudois
        </p>
      </div>
    </footer>
  );
}
