import { BUSINESS } from "@shared/constants/business";
import { NewsletterForm } from "../../features/newsletter/NewsletterForm";
import { below, Heading, type HeadingLevel } from "./Heading";

/** The community group (external, new tab) and the newsletter form. */
export function CommunitySection({ headingLevel = 2 }: { headingLevel?: HeadingLevel }) {
  const sub = below(headingLevel);
  return (
    <section id="communaute" className="section" aria-labelledby="communaute-titre">
      <div className="container">
        <Heading level={headingLevel} id="communaute-titre" className="title is-2">
          Rejoignez notre communauté
        </Heading>
        <div className="columns is-variable is-6">
          <div className="column">
            <Heading level={sub} className="title is-4">
              Le groupe des sorties
            </Heading>
            <p className="mb-4">
              Photos des dernières sorties, idées de balades, covoiturage vers Saint-Cergue :
              échangez avec les autres participants dans notre groupe.
            </p>
            <a
              className="button is-primary is-medium"
              href={BUSINESS.communityGroupUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              Rejoindre le groupe
              <span className="is-sr-only"> (s'ouvre dans un nouvel onglet)</span>
            </a>
          </div>
          <div className="column">
            <Heading level={sub} className="title is-4">
              Newsletter
            </Heading>
            <p className="mb-4">
              Une fois par mois, les prochaines sorties et les nouvelles du Jura, directement dans
              votre boîte e-mail.
            </p>
            <NewsletterForm />
          </div>
        </div>
      </div>
    </section>
  );
}
