import { isAtLeastYearsOldOn } from "../schemas/registration";
import { type BikeChoice, rentalSizeOf } from "./people";

/**
 * How one person of a registration is worded, the same on the team's list, its print, its file
 * and in the e-mails: her bike (« Son propre vélo », « Location, taille M »), her age on the
 * outing's day, and the others an older registration counted without naming them.
 */

/** A person the registration counts but nobody named (registrations stored before names). */
export const UNNAMED_PARTICIPANT = "Participant non nommé";

/** The bike of a participant nobody named: the registration only said the registrant's. */
export const UNKNOWN_BIKE = "Non précisé";

/** Outings without rental bikes: no bike to say. */
export const NO_BIKE = "—";

/** Age in whole years on `day` (yyyy-mm-dd), counted as the outing's age checks count it. */
export function ageOn(birthDate: string, day: string): number {
  const years = Number(day.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return isAtLeastYearsOldOn(birthDate, years, day) ? years : years - 1;
}

/** How many people a registration counts without names: the others of an old registration. */
export function unnamedCount(registration: {
  participants?: unknown[];
  nombre_participants: number;
}): number {
  return registration.participants === undefined
    ? Math.max(0, registration.nombre_participants - 1)
    : 0;
}

/** « + 1 participant non nommé », « + 2 participants non nommés ». */
export function unnamedLine(count: number): string {
  return count === 1 ? "+ 1 participant non nommé" : `+ ${count} participants non nommés`;
}

/** « Son propre vélo », « Location, taille M », « Location » (no size given): a list's cell. */
export function bikeLabel(person: BikeChoice): string {
  if (person.a_velo_electrique) return "Son propre vélo";
  const size = rentalSizeOf(person);
  return size ? `Location, taille ${size}` : "Location";
}

/** « son propre vélo », « location taille M », « location »: the same inside a sentence. */
export function bikeInSentence(person: BikeChoice): string {
  if (person.a_velo_electrique) return "son propre vélo";
  const size = rentalSizeOf(person);
  return size ? `location taille ${size}` : "location";
}
