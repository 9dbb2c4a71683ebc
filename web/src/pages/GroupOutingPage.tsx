import { formatChf } from "@shared/money";
import { Link } from "react-router-dom";
import { Illustration } from "../components/Illustration";
import { FORMULA_LIST, GROUP_OUTING_INTRO, PRACTICAL_INFO } from "../content/group-outing";
import { GROUP_OUTING_IMAGE } from "../content/illustrations";
import { PageSection } from "./sections/PageSection";

/** /activites/vtt-electrique-groupe: the four formulas and the practical information. */
export default function GroupOutingPage() {
  return (
    <>
      <header className="page-intro">
        <div className="container page-intro-grid">
          <div>
            <h1 className="title is-1">Sorties VTT électrique en groupe</h1>
            <p className="page-lead">{GROUP_OUTING_INTRO}</p>
            <Link className="button is-primary is-medium mt-3" to="/calendrier">
              Voir les dates et s'inscrire
            </Link>
          </div>
          <Illustration image={GROUP_OUTING_IMAGE} priority />
        </div>
      </header>
      <PageSection id="formules-titre" title="Nos formules">
        <ul className="formula-grid">
          {FORMULA_LIST.map((formula) => (
            <li key={formula.title} className="box formula">
              <h3 className="title is-4">{formula.title}</h3>
              <p className="formula-subtitle">{formula.subtitle}</p>
              <p className="formula-price">
                {formula.priceCentimes === null
                  ? formula.priceNote
                  : `${formatChf(formula.priceCentimes)} par personne`}
              </p>
              <p>
                <strong>Durée :</strong> {formula.duration}
              </p>
              <p>{formula.description}</p>
              <ul className="activity-features">
                {formula.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
              <p>
                <strong>Pour qui :</strong> {formula.target}
              </p>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection id="infos-titre" title="Informations pratiques" mist>
        <dl className="info-list">
          {PRACTICAL_INFO.map((info) => (
            <div key={info.title}>
              <dt>{info.title}</dt>
              <dd>{info.text}</dd>
            </div>
          ))}
        </dl>
        <div className="button-row mt-5">
          <Link className="button is-primary is-medium" to="/calendrier">
            Calendrier des activités
          </Link>
          <Link className="button is-primary is-medium" to="/reservation-vtt">
            Réserver une sortie VTT électrique
          </Link>
          <Link className="button is-primary is-outlined is-medium" to="/contact">
            Une question ? Contactez-nous
          </Link>
        </div>
      </PageSection>
    </>
  );
}
