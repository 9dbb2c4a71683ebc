import { formatNumericDate } from "@shared/date-format";
import { heldBikes, type Person, peopleOf } from "@shared/registrations/people";
import { bikeInSentence, unnamedCount, unnamedLine } from "@shared/registrations/person-words";
import { rentalSummary } from "@shared/schemas/bikes";
import { rentsBikes } from "@shared/schemas/fleet";
import type { StoredRegistration } from "../registrations/create-registration";
import type { EmailRow } from "./layout";

/**
 * The rows that name everyone a registration brings, for every e-mail about it: « Participants :
 * Anne Favre (12.04.1958, location taille M), Paul Favre (son propre vélo) », an older
 * registration's others as « + 1 participant non nommé », and « Vélos : 1 vélo de location,
 * taille M ». A booking of /reservation-vtt (one person) and an anonymised registration have none.
 */

export interface PeopleWording {
  /** The row's label (« Participants », or « Noms » beside a count labelled « Participants »). */
  label: string;
  /** The provider's notice gives each date of birth; the visitor's e-mails do not. */
  birthDates?: boolean;
  /** Each person's bike, on an e-bike outing. */
  bikes?: boolean;
}

type Described = StoredRegistration & { anonymised_at?: string };

function personPhrase(person: Person, wording: PeopleWording): string {
  const details = [
    ...(wording.birthDates ? [formatNumericDate(person.date_naissance)] : []),
    ...(wording.bikes ? [bikeInSentence(person)] : []),
  ];
  const name = `${person.prenom} ${person.nom}`;
  return details.length > 0 ? `${name} (${details.join(", ")})` : name;
}

/** Everyone by name (the registrant first, those cancelled alone left out), then the unnamed. */
export function peopleRows(
  registration: Described,
  activity: { categorie: string } | undefined,
  wording: PeopleWording,
): EmailRow[] {
  if (registration.kind === "booking" || registration.anonymised_at) return [];
  const bikes = Boolean(wording.bikes && activity && rentsBikes(activity));
  const named = peopleOf(registration).map((p) => personPhrase(p, { ...wording, bikes }));
  const unnamed = unnamedCount(registration);
  const value = [named.join(", "), ...(unnamed > 0 ? [unnamedLine(unnamed)] : [])].join(" ");
  return [{ label: wording.label, value }];
}

/**
 * « Vélos : 1 vélo de location, taille M »: the rental bikes the registration holds, on an e-bike
 * outing. An older registration (no names, no bikes counted) says nothing rather than « aucun ».
 */
export function rentalBikesRows(
  registration: Described,
  activity: { categorie: string } | undefined,
): EmailRow[] {
  if (registration.kind === "booking" || !activity || !rentsBikes(activity)) return [];
  if (registration.participants === undefined && registration.velos_location === undefined) {
    return [];
  }
  return [{ label: "Vélos", value: rentalSummary(heldBikes(registration)) }];
}
