import { Link } from "react-router-dom";
import { ActivitiesSection } from "./sections/ActivitiesSection";

/** /activites: the activities for seniors 55+, then a pointer to the calendar. */
export default function ActivitiesPage() {
  return (
    <>
      <header className="page-intro">
        <div className="container">
          <h1 className="title is-1">Activités VTT électrique pour seniors 55+</h1>
          <p className="page-lead">
            Sorties en groupe, coaching, team building, randonnées, bien-être et activités d'hiver :
            des activités de plein air pensées pour les 55 ans et plus, dans le Parc naturel
            régional Jura vaudois.
          </p>
        </div>
      </header>
      <ActivitiesSection />
      <section className="section has-background-mist" aria-labelledby="activites-suite">
        <div className="container">
          <h2 id="activites-suite" className="title is-3">
            Prêt à nous rejoindre ?
          </h2>
          <p className="mb-4">Consultez les prochaines dates et inscrivez-vous en ligne.</p>
          <Link className="button is-primary is-medium" to="/calendrier">
            Voir le calendrier
          </Link>
        </div>
      </section>
    </>
  );
}
