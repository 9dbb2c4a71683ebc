import { BUSINESS } from "@shared/constants/business";
import { useState } from "react";
import { Link } from "react-router-dom";
import { Deferred } from "../components/deferred/Deferred";
import { Illustration } from "../components/Illustration";
import { COMPANY_BENEFITS, COMPANY_FACTS, COMPANY_INTRO } from "../content/company";
import { COMPANY_IMAGE } from "../content/illustrations";
import { companyQuotePart } from "./sections/company-quote-part";

/** /activites/vtt-entreprise: team building, quote dialog, phone number on request. */
export default function CompanyPage() {
  const [phoneShown, setPhoneShown] = useState(false);
  return (
    <>
      <nav className="container breadcrumb-nav" aria-label="Fil d'Ariane">
        <ol>
          <li>
            <Link to="/">Accueil</Link>
          </li>
          <li>
            <Link to="/activites">Activités</Link>
          </li>
          <li>
            <span aria-current="page">Entreprise</span>
          </li>
        </ol>
      </nav>
      <header className="page-intro">
        <div className="container page-intro-grid">
          <div>
            <h1 className="title is-1">Sorties d'entreprise en VTT électrique</h1>
            <p className="page-lead">{COMPANY_INTRO}</p>
          </div>
          <Illustration image={COMPANY_IMAGE} priority />
        </div>
      </header>
      <section className="section" aria-labelledby="entreprise-offre">
        <div className="container">
          <h2 id="entreprise-offre" className="title is-2">
            Votre sortie d'équipe
          </h2>
          <dl className="fact-row">
            {COMPANY_FACTS.map((fact) => (
              <div key={fact.label}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
          <ul className="activity-features mt-4">
            {COMPANY_BENEFITS.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
        </div>
      </section>
      <section className="section has-background-mist" aria-labelledby="entreprise-contact">
        <div className="container">
          <h2 id="entreprise-contact" className="title is-2">
            Parlons de votre projet
          </h2>
          <div className="button-row">
            <Deferred
              inline
              when="intent"
              part={companyQuotePart}
              props={{
                label: "Demander une offre personnalisée",
                className: "button is-primary is-medium",
              }}
            />
            {phoneShown ? (
              <a
                className="button is-primary is-outlined is-medium"
                href={`tel:${BUSINESS.phoneE164}`}
              >
                Appeler le {BUSINESS.phoneDisplay}
              </a>
            ) : (
              <button
                type="button"
                className="button is-primary is-outlined is-medium"
                onClick={() => setPhoneShown(true)}
              >
                Appeler
              </button>
            )}
          </div>
          <p className="mt-3" aria-live="polite">
            {phoneShown
              ? `Notre numéro : ${BUSINESS.phoneDisplay} (${BUSINESS.contactHours.toLowerCase()}).`
              : ""}
          </p>
          <div className="button-row mt-5">
            <Link className="button is-medium" to="/">
              Retour à l'accueil
            </Link>
            <Link className="button is-medium" to="/#contact">
              Nous écrire
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
