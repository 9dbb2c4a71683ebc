import { ANONYMISED_PARTICIPANT_NAME } from "@shared/messages/data-protection";
import { type Person, peopleOf } from "@shared/registrations/people";
import {
  ageOn,
  bikeLabel,
  NO_BIKE,
  UNKNOWN_BIKE,
  UNNAMED_PARTICIPANT,
  unnamedCount,
} from "@shared/registrations/person-words";
import type { TeamPerson } from "@shared/schemas/team";
import type { RegistrationForPayment } from "../payments/payment";

/** What the list knows of the outing: whether it rents bikes (absent: said as on a bike outing). */
export interface ListedOuting {
  rentsBikes: boolean;
}

const namedLine = (person: Person, day: string, outing: ListedOuting): TeamPerson => ({
  position: person.position,
  nomme: true,
  nom: person.nom,
  prenom: person.prenom,
  date_naissance: person.date_naissance || null,
  // A record missing either date (written by hand, or before the field) shows no age.
  age: person.date_naissance && day ? ageOn(person.date_naissance, day) : null,
  velo: outing.rentsBikes ? bikeLabel(person) : NO_BIKE,
});

const unknownLine = (position: number, nom: string, outing: ListedOuting): TeamPerson => ({
  position,
  nomme: false,
  nom,
  prenom: "",
  date_naissance: null,
  age: null,
  velo: outing.rentsBikes ? UNKNOWN_BIKE : NO_BIKE,
});

/**
 * Everyone a registration brings, one line each: the registrant, then the others she named
 * (those cancelled alone left out), or, for an older registration, as many unnamed lines as it
 * counts. A booking of /reservation-vtt is one person with her age; an anonymised registration
 * keeps its count and nothing else.
 */
export function registrationPeople(
  registration: RegistrationForPayment,
  outing: ListedOuting = { rentsBikes: true },
): TeamPerson[] {
  if (registration.anonymised_at) {
    return Array.from({ length: registration.nombre_participants }, (_, i) =>
      unknownLine(i, ANONYMISED_PARTICIPANT_NAME, outing),
    );
  }
  if (registration.kind === "booking") {
    return [
      {
        ...unknownLine(0, registration.fullName, outing),
        nomme: true,
        age: registration.age,
        velo: outing.rentsBikes ? bikeLabel({ a_velo_electrique: false }) : NO_BIKE,
      },
    ];
  }
  const named = peopleOf(registration).map((p) => namedLine(p, registration.activity_date, outing));
  const unnamed = Array.from({ length: unnamedCount(registration) }, (_, i) =>
    unknownLine(i + 1, UNNAMED_PARTICIPANT, outing),
  );
  return [...named, ...unnamed];
}
