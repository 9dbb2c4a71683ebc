import type { PersonFound } from "@shared/schemas/team-people";
import { EmailAddress } from "../shared/EmailAddress";
import { PhoneLink } from "../shared/PhoneLink";
import { useTeamLoad } from "../shared/use-team-load";
import { useTeamAuth } from "../sign-in/team-auth";

function foundText(count: number, more: boolean): string {
  if (count === 0) return "Personne ne correspond à cette recherche.";
  if (more) return `Plus de ${count} personnes correspondent : précisez la recherche.`;
  return count === 1 ? "1 personne trouvée." : `${count} personnes trouvées.`;
}

function Match({ person, onPick }: { person: PersonFound; onPick: (email: string) => void }) {
  const [name, ...others] = person.noms;
  return (
    <li className="box">
      <p className="has-text-weight-bold">{name ?? person.email}</p>
      <ul className="team-person-match">
        <li>
          <EmailAddress email={person.email} />
        </li>
        {person.telephone ? (
          <li>
            <PhoneLink phone={person.telephone} />
          </li>
        ) : null}
        {person.references.length > 0 ? <li>Référence : {person.references.join(", ")}</li> : null}
        {others.length > 0 ? <li>Avec : {others.join(", ")}</li> : null}
      </ul>
      <button
        type="button"
        className="button is-medium mt-3"
        aria-label={`Voir les données de ${name ?? person.email}`}
        onClick={() => onPick(person.email)}
      >
        Voir les données
      </button>
    </li>
  );
}

/**
 * The people a search found (a name, a phone, a reference, part of an address), one per address,
 * each a press away from everything held under it. The count is read out under the field.
 */
export function PersonMatches({
  query,
  version,
  onPick,
}: {
  query: string;
  /** Counts the presses of « Rechercher »: the same query pressed again reads again. */
  version: number;
  onPick: (email: string) => void;
}) {
  const { api } = useTeamAuth();
  const { loaded } = useTeamLoad(
    (signal) => api.searchPeople(query, signal),
    [api, query, version],
  );
  return (
    <>
      <div role="status" className="block" id="personne-recherche-resultat">
        {loaded.kind === "ready" ? (
          <p className="has-text-weight-bold">
            {foundText(loaded.data.personnes.length, loaded.data.plus)}
          </p>
        ) : null}
      </div>
      {loaded.kind === "loading" ? <p>Recherche…</p> : null}
      {loaded.kind === "failed" ? (
        <p className="notification is-danger is-light">{loaded.message}</p>
      ) : null}
      {loaded.kind === "ready" && loaded.data.personnes.length > 0 ? (
        <ul className="block" aria-label="Personnes trouvées">
          {loaded.data.personnes.map((person) => (
            <Match key={person.email} person={person} onPick={onPick} />
          ))}
        </ul>
      ) : null}
    </>
  );
}
