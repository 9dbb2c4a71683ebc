import { Link } from "react-router-dom";
import { Illustration } from "../components/Illustration";
import { WINTER_IMAGE } from "../content/illustrations";
import { WINTER_ACTIVITIES, WINTER_FACTS, WINTER_INTRO } from "../content/winter";

/** /activites/hiver: the winter activities. */
export default function WinterPage() {
  return (
    <>
      <header className="page-intro is-winter">
        <div className="container page-intro-grid">
          <div>
            <h1 className="title is-1">Activités d'hiver dans le Jura</h1>
            <p className="page-lead">{WINTER_INTRO}</p>
            <dl className="fact-row">
              {WINTER_FACTS.map((fact) => (
                <div key={fact.label}>
                  <dt>{fact.label}</dt>
                  <dd>{fact.value}</dd>
                </div>
              ))}
            </dl>
          </div>
          <Illustration image={WINTER_IMAGE} priority />
        </div>
      </header>
      <section className="section" aria-labelledby="hiver-activites">
        <div className="container">
          <h2 id="hiver-activites" className="title is-2">
            Au programme
          </h2>
          <ul className="formula-grid">
            {WINTER_ACTIVITIES.map((activity) => (
              <li key={activity.title} className="box">
                <h3 className="title is-4">{activity.title}</h3>
                <p>{activity.text}</p>
              </li>
            ))}
          </ul>
          <div className="button-row mt-5">
            <Link className="button is-primary is-medium" to="/calendrier">
              Voir les dates
            </Link>
            <Link className="button is-primary is-outlined is-medium" to="/contact">
              Nous contacter
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
