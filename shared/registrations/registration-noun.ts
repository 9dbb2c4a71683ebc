/**
 * What a registration is called to the visitor and the provider: a booking made on
 * /reservation-vtt (`kind: "booking"`) is a « réservation », everything else an « inscription ».
 * Every e-mail and page that speaks of one takes its words from here, elisions included.
 */

export interface RegistrationNoun {
  /** « inscription » / « réservation » */
  noun: string;
  /** « Inscription » / « Réservation », to start a sentence or a subject. */
  Noun: string;
  /** « l'inscription » / « la réservation » */
  the: string;
  /** « L'inscription » / « La réservation » */
  The: string;
  /** « d'inscription » / « de réservation » (« Numéro d'inscription »). */
  of: string;
  /** « mon inscription » / « ma réservation » (« Payer mon inscription »). */
  my: string;
}

const REGISTRATION: RegistrationNoun = {
  noun: "inscription",
  Noun: "Inscription",
  the: "l'inscription",
  The: "L'inscription",
  of: "d'inscription",
  my: "mon inscription",
};

const BOOKING: RegistrationNoun = {
  noun: "réservation",
  Noun: "Réservation",
  the: "la réservation",
  The: "La réservation",
  of: "de réservation",
  my: "ma réservation",
};

export function registrationNoun(registration: { kind?: string | null }): RegistrationNoun {
  return registration.kind === "booking" ? BOOKING : REGISTRATION;
}
