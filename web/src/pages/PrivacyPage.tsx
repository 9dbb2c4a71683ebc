import { BUSINESS } from "@shared/constants/business";
import { DATA_RECIPIENTS } from "@shared/data-protection/recipients";
import { Fragment, type ReactNode } from "react";
import {
  ABROAD_NOTE,
  BACKUP_NOTE,
  CARD_DATA_NOTE,
  COLLECTED_BY_FORM,
  COMPLAINT,
  HOW_TO_ASK,
  PRIVACY_INTRO,
  PRIVACY_VERSION_DATE,
  RETENTION_ROWS,
  RIGHTS,
} from "../content/privacy";
import "./privacy.css";

/** One form's data, or one recipient's, as a titled list of facts (label, then what it says). */
function Facts({ title, facts }: { title: string; facts: [label: string, text: ReactNode][] }) {
  return (
    <div className="mb-4">
      <h3 className="title is-5 mb-2">{title}</h3>
      <dl className="privacy-facts">
        {facts.map(([label, text]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{text}</dd>
          </Fragment>
        ))}
      </dl>
    </div>
  );
}

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="mb-6" aria-labelledby={`pd-${id}`}>
      <h2 id={`pd-${id}`} className="title is-4 mb-3">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** « Protection des données »: who we are, what we collect, who receives it, how long, your rights. */
export default function PrivacyPage() {
  const contact = (
    <>
      <a href={`mailto:${BUSINESS.email}`}>{BUSINESS.email}</a> ·{" "}
      <a href={`tel:${BUSINESS.phoneE164}`}>{BUSINESS.phoneDisplay}</a>
    </>
  );
  return (
    <section className="section privacy" aria-labelledby="protection-titre">
      <div className="container" style={{ maxWidth: "60rem" }}>
        <h1 id="protection-titre" className="title is-2">
          Protection des données
        </h1>
        <p className="subtitle is-5">
          {BUSINESS.name} · Version du {PRIVACY_VERSION_DATE}
        </p>
        <p className="mb-5">{PRIVACY_INTRO}</p>

        <Part id="responsable" title="1. Qui est responsable">
          <p className="mb-3">
            {BUSINESS.name}, {BUSINESS.streetAddress}, {BUSINESS.postalCode} {BUSINESS.locality}.
          </p>
          <p>Pour toute question sur vos données : {contact}</p>
        </Part>

        <Part id="collecte" title="2. Ce que nous collectons, et pourquoi">
          {COLLECTED_BY_FORM.map(({ form, data, why }) => (
            <Facts
              key={form}
              title={form}
              facts={[
                ["Données", data],
                ["Pourquoi", why],
              ]}
            />
          ))}
        </Part>

        <Part id="destinataires" title="3. Qui reçoit vos données, et dans quel pays">
          {DATA_RECIPIENTS.map(({ name, receives, purpose, country }) => (
            <Facts
              key={name}
              title={name}
              facts={[
                ["Reçoit", receives],
                ["Pourquoi", purpose],
                ["Pays", country],
              ]}
            />
          ))}
          <p className="mb-3">{CARD_DATA_NOTE}</p>
          <p>{ABROAD_NOTE}</p>
        </Part>

        <Part id="duree" title="4. Combien de temps nous gardons vos données">
          <table className="table is-fullwidth privacy-retention">
            <caption className="is-sr-only">Durée de conservation de chaque donnée</caption>
            <thead>
              <tr>
                <th scope="col">Données</th>
                <th scope="col">Combien de temps</th>
                <th scope="col">Ensuite</th>
              </tr>
            </thead>
            <tbody>
              {RETENTION_ROWS.map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  <td data-label="Combien de temps">{row.duration}</td>
                  <td data-label="Ensuite">{row.afterwards}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p>{BACKUP_NOTE}</p>
        </Part>

        <Part id="droits" title="5. Vos droits, et comment les exercer">
          <ul className="privacy-rights mb-3">
            {RIGHTS.map((right) => (
              <li key={right}>{right}</li>
            ))}
          </ul>
          <p className="mb-3">
            {HOW_TO_ASK} {contact}
          </p>
          <p>
            {COMPLAINT.text} <a href={COMPLAINT.url}>{COMPLAINT.authority}</a>.
          </p>
        </Part>
      </div>
    </section>
  );
}
