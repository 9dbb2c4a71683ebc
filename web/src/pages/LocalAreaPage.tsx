import { Link } from "react-router-dom";
import { ACCESS_INFO, BIKE_ROUTES, LOCAL_AREA } from "../content/local-area";

export default function LocalAreaPage() {
  const { image } = LOCAL_AREA;
  return (
    <>
      <section className="section" aria-labelledby="vtt-saint-cergue-titre">
        <div className="container">
          <div className="columns is-vcentered is-variable is-6">
            <div className="column">
              <h1 id="vtt-saint-cergue-titre" className="title is-2">
                {LOCAL_AREA.title}
              </h1>
              <p className="subtitle is-4">{LOCAL_AREA.lead}</p>
              <div className="buttons">
                <Link className="button is-primary is-medium" to="/calendrier">
                  Voir le calendrier des sorties
                </Link>
                <Link className="button is-medium" to="/contact">
                  Nous contacter
                </Link>
              </div>
            </div>
            <div className="column">
              <img
                src={image.src}
                alt={image.alt}
                width={image.width}
                height={image.height}
                loading="lazy"
                style={{ display: "block", width: "100%", height: "auto", borderRadius: "12px" }}
              />
            </div>
          </div>
        </div>
      </section>
      <section className="section pt-0" aria-labelledby="parcours-titre">
        <div className="container">
          <h2 id="parcours-titre" className="title is-3">
            Quatre parcours au départ du village
          </h2>
          <ul className="columns is-multiline">
            {BIKE_ROUTES.map((route) => (
              <li key={route.name} className="column is-half-tablet is-one-quarter-desktop">
                <article className="box" style={{ height: "100%" }}>
                  <h3 className="title is-4 mb-3">{route.name}</h3>
                  <dl>
                    <dt className="has-text-weight-bold">Distance</dt>
                    <dd className="mb-2">{route.distanceKm} km</dd>
                    <dt className="has-text-weight-bold">Dénivelé</dt>
                    <dd className="mb-2">+{route.climbMeters} m</dd>
                    <dt className="has-text-weight-bold">Niveau</dt>
                    <dd className="mb-3">{route.level}</dd>
                  </dl>
                  <p>{route.description}</p>
                </article>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="section pt-0" aria-labelledby="acces-titre">
        <div className="container">
          <h2 id="acces-titre" className="title is-3">
            Accès à Saint-Cergue
          </h2>
          <div className="columns is-variable is-6">
            {ACCESS_INFO.map((access) => (
              <div key={access.title} className="column">
                <h3 className="title is-4 mb-2">{access.title}</h3>
                <p>{access.text}</p>
              </div>
            ))}
          </div>
          <p className="mt-4">
            Envie de rouler avec nous ? Consultez le{" "}
            <Link to="/calendrier">calendrier des sorties</Link> ou{" "}
            <Link to="/contact">contactez-nous</Link> pour une sortie sur mesure.
          </p>
        </div>
      </section>
    </>
  );
}
