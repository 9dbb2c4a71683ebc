import type { MouseEvent } from "react";
import { Link } from "react-router-dom";
import { scrollToAnchor } from "../app/scroll";
import { Illustration } from "../components/Illustration";
import { HERO } from "../content/home";
import { HERO_IMAGE } from "../content/illustrations";
import { CalendarSection } from "../features/calendar/CalendarSection";
import { ActivitiesSection } from "./sections/ActivitiesSection";
import { CommunitySection } from "./sections/CommunitySection";
import { ContactSection } from "./sections/ContactSection";
import { GallerySection } from "./sections/GallerySection";
import { TeamSection } from "./sections/TeamSection";

/** Home: hero, activities, calendar, team, gallery, community and newsletter, contact. */
export default function HomePage() {
  const toCalendar = (event: MouseEvent<HTMLAnchorElement>) => {
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
      <ActivitiesSection />
      <CalendarSection />
      <TeamSection />
      <GallerySection />
      <CommunitySection />
      <ContactSection />
    </>
  );
}
