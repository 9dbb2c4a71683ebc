import { Illustration } from "../components/Illustration";
import { LEVELS_IMAGE } from "../content/illustrations";
import { BIKE_OPTIONS, LEVELS } from "../content/levels";
import { TitledBoxesSection } from "./sections/PageSection";

/** /vtt-electrique: choose a level, then a bike option. */
export default function LevelsPage() {
  return (
    <>
      <header className="page-intro">
        <div className="container page-intro-grid">
          <div>
            <h1 className="title is-1">Choisissez votre niveau</h1>
            <p className="page-lead">
              Trois niveaux de sorties en VTT électrique, pour progresser à votre rythme dans le
              Jura vaudois.
            </p>
          </div>
          <Illustration image={LEVELS_IMAGE} priority />
        </div>
      </header>
      <section className="section" aria-labelledby="niveaux-titre">
        <div className="container">
          <h2 id="niveaux-titre" className="visually-hidden">
            Les trois niveaux
          </h2>
          <ul className="formula-grid is-three">
            {LEVELS.map((level) => (
              <li key={level.title} className="box formula">
                <h3 className="title is-4">{level.title}</h3>
                <p>
                  <strong>Durée :</strong> {level.duration} · <strong>Difficulté :</strong>{" "}
                  {level.difficulty}
                </p>
                <ul className="activity-features">
                  {level.features.map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <TitledBoxesSection
        id="velo-titre"
        title="Votre vélo"
        mist
        items={BIKE_OPTIONS}
        calendarLabel="Réserver une sortie"
      />
    </>
  );
}
