import { type BikeCounts, type BikeSize, bikeTotal } from "../schemas/bikes";

/**
 * Everyone a registration brings: the person registering first, then each participant she named
 * (`participants`, in the order given). A participant cancelled alone keeps her line, with
 * `annule_le`, so that positions never move: position 1 is always the first one named.
 */

/** The bike fields every person of a registration carries (the registrant's are top-level). */
export interface BikeChoice {
  /** true: comes with her own e-bike; false: rents one (on an e-bike outing). */
  a_velo_electrique: boolean;
  /** The rental bike's size, when she rents one on an e-bike outing. */
  taille_velo?: BikeSize;
}

export interface ParticipantEntry extends BikeChoice {
  prenom: string;
  nom: string;
  /** yyyy-mm-dd */
  date_naissance: string;
  /** Set when this participant alone was cancelled (ISO instant). */
  annule_le?: string;
  /** Set when her cancellation alone was asked within 72 h (ISO instant): the provider decides. */
  annulation_demandee_le?: string;
}

export interface RegistrationPeople extends BikeChoice {
  prenom: string;
  nom: string;
  date_naissance: string;
  participants?: ParticipantEntry[];
  /** What the server counted when it stored the registration (absent: no bike rented). */
  velos_location?: BikeCounts;
}

export interface Person extends BikeChoice {
  /** 0 for the person registering, 1… for the participants she named. */
  position: number;
  prenom: string;
  nom: string;
  date_naissance: string;
  registrant: boolean;
  cancelled: boolean;
}

/** Every person of a registration, the registrant first; cancelled ones only with `withCancelled`. */
export function peopleOf(
  registration: RegistrationPeople,
  { withCancelled = false }: { withCancelled?: boolean } = {},
): Person[] {
  const registrant: Person = {
    position: 0,
    prenom: registration.prenom,
    nom: registration.nom,
    date_naissance: registration.date_naissance,
    a_velo_electrique: registration.a_velo_electrique,
    ...(registration.taille_velo ? { taille_velo: registration.taille_velo } : {}),
    registrant: true,
    cancelled: false,
  };
  const others = (registration.participants ?? []).map(
    (p, i): Person => ({
      position: i + 1,
      prenom: p.prenom,
      nom: p.nom,
      date_naissance: p.date_naissance,
      a_velo_electrique: p.a_velo_electrique,
      ...(p.taille_velo ? { taille_velo: p.taille_velo } : {}),
      registrant: false,
      cancelled: Boolean(p.annule_le),
    }),
  );
  return [registrant, ...others].filter((p) => withCancelled || !p.cancelled);
}

/** The rental size of one person, if she rents (only counted on e-bike outings). */
export function rentalSizeOf(person: BikeChoice): BikeSize | undefined {
  return person.a_velo_electrique ? undefined : person.taille_velo;
}

/** Rental bikes asked for by these people, by size. */
export function rentalsOf(people: BikeChoice[]): BikeCounts {
  const counts: BikeCounts = {};
  for (const person of people) {
    const size = rentalSizeOf(person);
    if (size) counts[size] = (counts[size] ?? 0) + 1;
  }
  return counts;
}

/** The rental bikes a stored registration holds (what its release gives back). */
export function heldBikes(registration: Pick<RegistrationPeople, "velos_location">): BikeCounts {
  return registration.velos_location ?? {};
}

export function holdsBikes(registration: Pick<RegistrationPeople, "velos_location">): boolean {
  return bikeTotal(heldBikes(registration)) > 0;
}

/** « Anne Rochat, Paul Rochat »: who comes, for a notice or a list. */
export function namesOf(people: Pick<Person, "prenom" | "nom">[]): string {
  return people.map((p) => `${p.prenom} ${p.nom}`).join(", ");
}
