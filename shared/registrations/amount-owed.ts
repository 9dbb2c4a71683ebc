import { formatDeadline } from "../date-format";
import { formatChf } from "../money";
import { registrationNoun } from "./registration-noun";

/**
 * What an unpaid registration owes, said plainly on the confirmation page and in every e-mail:
 * the place is held, not paid, until the deadline of the deadline rule
 * (shared/registrations/payment-deadlines.ts), computed by the server and stored.
 */

/**
 * « Reste à payer CHF 100.00 avant le jeudi 3 décembre à 14h30, sinon l'inscription est annulée. »
 * (« la réservation » for a booking).
 */
export function amountOwedSentence(
  amountCentimes: number,
  deadline: Date | string,
  registration: { kind?: string | null } = {},
): string {
  return `Reste à payer ${formatChf(amountCentimes)} avant le ${formatDeadline(deadline)}, sinon ${registrationNoun(registration).the} est annulée.`;
}

/** For a registration stored before the deadline rule: no deadline to name. */
export function amountOwedWithoutDeadline(amountCentimes: number): string {
  return `Reste à payer ${formatChf(amountCentimes)}.`;
}

/** The owed sentence, with the deadline when the registration has one. */
export function amountOwed(
  amountCentimes: number,
  deadline: Date | string | undefined,
  registration: { kind?: string | null } = {},
): string {
  return deadline
    ? amountOwedSentence(amountCentimes, deadline, registration)
    : amountOwedWithoutDeadline(amountCentimes);
}

/**
 * The reminder the server has planned (its remind_at), promised only when there is one: none
 * near the outing or the deadline, nor once sent.
 */
export function paymentReminderPromise(remindAt: Date | string): string {
  return `Sans paiement d'ici le ${formatDeadline(remindAt)}, nous vous enverrons un e-mail de rappel.`;
}

/** What the place is until then: held, not paid. */
export const PLACE_HELD =
  "Votre place est réservée, mais pas encore payée : elle vous est gardée jusqu'au délai de paiement.";

/** Once paid. */
export const PLACE_PAID = "Votre inscription est payée : votre place est confirmée.";
