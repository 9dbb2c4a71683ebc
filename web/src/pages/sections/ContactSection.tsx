import { BUSINESS } from "@shared/constants/business";
import { ContactForm } from "../../features/contact/ContactForm";
import { below, Heading, type HeadingLevel } from "./Heading";
import { MapDialogButton } from "./MapDialogButton";

/** Contact details, the map dialog and the contact form; on /contact (h1) and on the home page (h2). */
export function ContactSection({ headingLevel = 2 }: { headingLevel?: HeadingLevel }) {
  const sub = below(headingLevel);
  return (
    <section id="contact" className="section" aria-labelledby="contact-titre">
      <div className="container">
        <Heading level={headingLevel} id="contact-titre" className="title is-2">
          Contact
        </Heading>
        <p className="subtitle is-4">
          Une question, une envie de sortie ? Écrivez-nous ou appelez-nous.
        </p>
        <div className="columns is-variable is-6">
          <div className="column is-5">
            <Heading level={sub} className="title is-4">
              Nos coordonnées
            </Heading>
            <dl className="contact-details">
              <dt className="has-text-weight-bold">Téléphone</dt>
              <dd className="mb-3">
                <a href={`tel:${BUSINESS.phoneE164}`}>{BUSINESS.phoneDisplay}</a>
              </dd>
              <dt className="has-text-weight-bold">E-mail</dt>
              <dd className="mb-3">
                <a href={`mailto:${BUSINESS.email}`}>{BUSINESS.email}</a>
              </dd>
              <dt className="has-text-weight-bold">Lieu</dt>
              <dd className="mb-3">
                {BUSINESS.streetAddress}, {BUSINESS.postalArea}
              </dd>
              <dt className="has-text-weight-bold">Horaires de contact</dt>
              <dd className="mb-4">{BUSINESS.contactHours}</dd>
            </dl>
            <MapDialogButton />
          </div>
          <div className="column">
            <Heading level={sub} className="title is-4">
              Envoyer un message
            </Heading>
            <ContactForm />
          </div>
        </div>
      </div>
    </section>
  );
}
