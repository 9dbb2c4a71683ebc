import {
  PERSON_RECORD_KINDS,
  PERSON_RECORD_LABELS,
  type PersonDataView,
} from "@shared/schemas/team-people";
import { EmailAddress } from "../shared/EmailAddress";

/** A field holding one address (« E-mail » of a record) wraps as an address. */
const isEmailAddress = (value: string) => /^[^\s@]+@[^\s@]+$/.test(value);

/** Everything held about the address, one section per kind, each record's main fields. */
export function PersonRecordList({ view }: { view: PersonDataView }) {
  return (
    <>
      {PERSON_RECORD_KINDS.map((kind) => {
        const records = view.donnees[kind];
        return (
          <section key={kind} className="block" aria-labelledby={`personne-${kind}`}>
            <h3 className="title is-5" id={`personne-${kind}`}>
              {PERSON_RECORD_LABELS[kind]} ({records.length})
            </h3>
            {records.length === 0 ? (
              <p>Aucune donnée.</p>
            ) : (
              records.map((record) => (
                <article key={record.id} className="box team-person-record">
                  <h4 className="title is-6">{record.titre}</h4>
                  <dl className="team-details">
                    {record.champs.map((field) => (
                      <div key={field.libelle}>
                        <dt>{field.libelle}</dt>
                        <dd className="team-value">
                          {isEmailAddress(field.valeur) ? (
                            <EmailAddress email={field.valeur} />
                          ) : (
                            field.valeur
                          )}
                        </dd>
                      </div>
                    ))}
                  </dl>
                </article>
              ))
            )}
          </section>
        );
      })}
    </>
  );
}
