import type { MouseEvent } from "react";
import { Link } from "react-router-dom";
import { Deferred } from "../components/deferred/Deferred";
import { deferredPart } from "../components/deferred/deferred-part";
import { Illustration } from "../components/Illustration";
import { HERO } from "../content/home";
import { HERO_IMAGE } from "../content/illustrations";
import { scrollToAnchor } from "../lib/scroll";

// Everything below the hero loads its code when the visitor gets near it (see components/deferred/Deferred.tsx).
const activities = deferredPart(() =>
  import("./sections/ActivitiesSection").then((m) => m.ActivitiesSection),
);
const calendar = deferredPart(() =>
  import("./sections/ActivitiesCalendar").then((m) => m.ActivitiesCalendar),
);
const team = deferredPart(() => import("./sections/TeamSection").then((m) => m.TeamSection));
const gallery = deferredPart(() =>
  import("./sections/GallerySection").then((m) => m.GallerySection),
);
const community = deferredPart(() =>
  import("./sections/CommunitySection").then((m) => m.CommunitySection),
);
const contact = deferredPart(() =>
  import("./sections/ContactSection").then((m) => m.ContactSection),
);

const ANCHORS = {
  activities: ["activites"],
  calendar: [HERO.calendarAction.anchor],
  team: ["equipe"],
  gallery: ["galerie"],
  community: ["communaute"],
  contact: ["contact"],
} as const;

/** Home: hero, activities, calendar, team, gallery, community and newsletter, contact. */
export default function HomePage() {
  const toCalendar = (event: MouseEvent<HTMLAnchorElement>) => {
    calendar.start();
    if (scrollToAnchor(HERO.calendarAction.anchor)) {
      event.preventDefault();
      history.replaceState(history.state, "", `#${HERO.calendarAction.anchor}`);
    }
  };
  return (
    <>
      <section className="hero-band" aria-labelledby="accueil-titre">
        <div className="container hero-grid">
          <div className="hero-text">
            <h1 id="accueil-titre" className="title is-1">
              {HERO.tagline}
            </h1>
            <p className="hero-intro">{HERO.intro}</p>
            <ul className="hero-badges" aria-label="Nos points forts">
              {HERO.badges.map((badge) => (
                <li key={badge.label} className={`hero-badge is-${badge.tone}`}>
                  {badge.label}
                </li>
              ))}
            </ul>
            <div className="hero-actions">
              <Link className="button is-large is-light-on-dark" to={HERO.primaryAction.to}>
                {HERO.primaryAction.label}
              </Link>
              <a
                className="button is-large is-outlined-on-dark"
                href={`#${HERO.calendarAction.anchor}`}
                onClick={toCalendar}
              >
                {HERO.calendarAction.label}
              </a>
            </div>
          </div>
          <div className="hero-image">
            <Illustration image={HERO_IMAGE} priority />
          </div>
        </div>
      </section>
      <Deferred part={activities} anchors={ANCHORS.activities} />
      <Deferred part={calendar} anchors={ANCHORS.calendar} />
      <Deferred part={team} anchors={ANCHORS.team} />
      <Deferred part={gallery} anchors={ANCHORS.gallery} />
      <Deferred part={community} anchors={ANCHORS.community} />
      <Deferred part={contact} anchors={ANCHORS.contact} />
    </>
  );
}
