import type { CancellationPerson, CancellationView } from "@shared/schemas/cancellation";
import type { ReactNode } from "react";
import type { cancellationTexts } from "./cancellation-texts";

/** « Paul Favre »: how a person is named on the page. */
export const personName = (person: Pick<CancellationPerson, "prenom" | "nom">) =>
  `${person.prenom} ${person.nom}`;

/** The persons still registered, when the registration named several (else nothing to choose). */
export function registeredPeople(view: CancellationView): CancellationPerson[] {
  return (view.personnes ?? []).filter((p) => !p.annule);
}

/**
 * The list of everyone the registration named, with what the visitor may do for each: the whole
 * for the person registering (she is never cancelled alone), one button per other participant
 * still registered. `action` draws a person's button (or nothing for her).
 */
export function CancellationPeople(props: {
  view: CancellationView;
  texts: ReturnType<typeof cancellationTexts>;
  action: (person: CancellationPerson) => ReactNode;
}) {
  const { view, texts: T, action } = props;
  return (
    <section aria-labelledby="cancellation-people" className="block">
      <h2 id="cancellation-people" className="title is-4">
        {T.whoTitle}
      </h2>
      <p className="is-size-5">{T.whoIntro}</p>
      <ul className="is-size-5">
        {(view.personnes ?? []).map((person) => (
          <li key={person.position} className="block">
            <strong>{personName(person)}</strong>
            {person.position === 0 ? ` (${T.registrantNote})` : null}
            {person.annule ? ` (${T.cancelledNote})` : null}
            {!person.annule && person.annulation_demandee ? ` (${T.requestedNote})` : null}
            {person.position > 0 && !person.annule && !person.annulation_demandee ? (
              <div>{action(person)}</div>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
