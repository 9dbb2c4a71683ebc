import { Link } from "react-router-dom";
import { Illustration } from "../components/Illustration";
import {
  COACHING_EQUIPMENT,
  COACHING_INTRO,
  COACHING_SKILLS,
  COACHING_VIDEOS,
  LOANED_BIKE_NOTE,
} from "../content/coaching";
import { COACHING_IMAGE } from "../content/illustrations";

/** /activites/vtt-coaching-individuel: skills, equipment, video extracts, contact. */
export default function CoachingPage() {
  return (
    <>
      <header className="page-intro">
        <div className="container page-intro-grid">
          <div>
            <h1 className="title is-1">Coaching VTT électrique individuel</h1>
            <p className="page-lead">{COACHING_INTRO}</p>
            <Link className="button is-primary is-medium mt-3" to="/contact">
              Demander un coaching
            </Link>
          </div>
          <Illustration image={COACHING_IMAGE} priority />
        </div>
      </header>
      <section className="section" aria-labelledby="competences-titre">
        <div className="container columns">
          <div className="column">
            <h2 id="competences-titre" className="title is-3">
              Ce que nous travaillons ensemble
            </h2>
            <ul className="activity-features">
              {COACHING_SKILLS.map((skill) => (
                <li key={skill}>{skill}</li>
              ))}
            </ul>
          </div>
          <div className="column">
            <h2 className="title is-3">Équipement</h2>
            <ul className="equipment-list">
              {COACHING_EQUIPMENT.map((equipment) => (
                <li key={equipment.item}>
                  <span>{equipment.item}</span>
                  <span className={`tag ${equipment.required ? "is-required" : "is-optional"}`}>
                    {equipment.required ? "Obligatoire" : "Conseillé"}
                  </span>
                </li>
              ))}
            </ul>
            <p className="notification is-limestone mt-4">{LOANED_BIKE_NOTE}</p>
          </div>
        </div>
      </section>
      <section className="section has-background-mist" aria-labelledby="videos-titre">
        <div className="container">
          <h2 id="videos-titre" className="title is-3">
            Extraits vidéo
          </h2>
          <p className="mb-4">
            Quatre vidéos accompagnent le coaching. Elles sont remises aux participants : demandez
            les extraits qui vous intéressent.
          </p>
          <ul className="video-grid">
            {COACHING_VIDEOS.map((video) => (
              <li key={video.title} className="video-still">
                <div className="video-frame">
                  <Illustration image={video.thumbnail} />
                  <span className="video-duration">
                    <span className="visually-hidden">Durée : </span>
                    {video.duration}
                  </span>
                </div>
                <h3 className="title is-5 mt-3">{video.title}</h3>
                <p>{video.description}</p>
                <p className="video-note">Extrait disponible sur demande</p>
              </li>
            ))}
          </ul>
          <Link className="button is-primary is-medium mt-5" to="/contact">
            Nous contacter
          </Link>
        </div>
      </section>
    </>
  );
}
