import { Illustration } from "../components/Illustration";
import { WINTER_IMAGE } from "../content/illustrations";
import { WINTER_ACTIVITIES, WINTER_FACTS, WINTER_INTRO } from "../content/winter";
import { TitledBoxesSection } from "./sections/PageSection";

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
      <TitledBoxesSection
        id="hiver-activites"
        title="Au programme"
        items={WINTER_ACTIVITIES}
        calendarLabel="Voir les dates"
      />
    </>
  );
}
