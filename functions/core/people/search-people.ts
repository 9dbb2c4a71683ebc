import { PERSON_SEARCH_LIMIT, type PersonFound } from "@shared/schemas/team-people";
import { foldText, matchesVisitorSearch } from "@shared/search/visitor-search";

/** What identifies a person in one stored record: the address it is held under, names, phone. */
export interface PersonCard {
  email: string;
  names: string[];
  phone?: string;
  references: string[];
  /** When the record was made (ISO instant). */
  at: string;
}

/** Every record's card (registrations, waiting lists, messages, quote requests), in any order. */
export interface PersonDirectory {
  cards(): Promise<PersonCard[]>;
}

/** The cards of one address, merged: every name and reference once, the latest phone. */
function merge(cards: PersonCard[]): PersonFound {
  const newest = [...cards].sort((a, b) => b.at.localeCompare(a.at));
  const once = (values: string[]) => {
    const seen = new Map<string, string>();
    for (const v of values) if (v && !seen.has(foldText(v))) seen.set(foldText(v), v);
    return [...seen.values()];
  };
  return {
    email: newest[0]?.email ?? "",
    noms: once(newest.flatMap((c) => c.names)),
    telephone: newest.find((c) => c.phone)?.phone ?? null,
    references: once(newest.flatMap((c) => c.references)),
    derniere: newest[0]?.at ?? "",
  };
}

/**
 * « Chercher une personne »: the people whose name, phone, reference or address matches the query
 * (shared/search/visitor-search.ts, the one matcher of the team space), one per address, the most
 * recent first. A match on any of an address's records finds the address.
 */
export async function searchPeople(
  query: string,
  directory: PersonDirectory,
): Promise<{ personnes: PersonFound[]; plus: boolean }> {
  const byEmail = new Map<string, PersonCard[]>();
  for (const card of await directory.cards()) {
    const email = card.email.trim().toLowerCase();
    if (!email) continue;
    byEmail.set(email, [...(byEmail.get(email) ?? []), { ...card, email }]);
  }
  const found = [...byEmail.values()]
    .filter((cards) =>
      cards.some((c) =>
        matchesVisitorSearch(query, {
          names: c.names,
          email: c.email,
          phone: c.phone,
          references: c.references,
        }),
      ),
    )
    .map(merge)
    .sort((a, b) => b.derniere.localeCompare(a.derniere));
  return {
    personnes: found.slice(0, PERSON_SEARCH_LIMIT),
    plus: found.length > PERSON_SEARCH_LIMIT,
  };
}
