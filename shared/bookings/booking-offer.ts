import { PRODUCT_TYPE_PRICES_CENTIMES, type ProductType } from "../payments/product-types";
import type { Activity } from "../schemas/activity";
import { isMeetingPast } from "../time";

/**
 * What the booking page (/reservation-vtt) sells: one place on an electric mountain-bike outing,
 * the storefront's `vtt-electrique` product at its fixed price (spec section 9: CHF 129).
 */
export const BOOKING_PRODUCT_TYPE: ProductType = "vtt-electrique";
export const BOOKING_PRICE_CENTIMES = PRODUCT_TYPE_PRICES_CENTIMES[BOOKING_PRODUCT_TYPE];
/** The spec's booking form books one person (it has no participants field). */
export const BOOKING_PARTICIPANTS = 1;

/** The amount of a booking: the fixed price times its one participant, never the browser's. */
export function bookingTotalCentimes(participants: number = BOOKING_PARTICIPANTS): number {
  return BOOKING_PRICE_CENTIMES * participants;
}

/**
 * The dates the booking page offers (the spec's six dates of 2025 are past). The provider opens an
 * outing to this booking by importing it in the `VTT` category at the booking's price (CHF 129):
 * the calendar then shows the same price as the booking. It is offered while its meeting time is
 * not past in Europe/Zurich and a place is left (or it has no limit). The server applies the same
 * rule to every booking it stores.
 */
export function isOpenForBooking(
  activity: Pick<
    Activity,
    "categorie" | "prix_centimes" | "date" | "heure_rdv" | "places_disponibles"
  >,
  now: Date = new Date(),
): boolean {
  return (
    activity.categorie === "VTT" &&
    activity.prix_centimes === BOOKING_PRICE_CENTIMES &&
    !isMeetingPast(activity.date, activity.heure_rdv, now) &&
    (activity.places_disponibles === null || activity.places_disponibles >= BOOKING_PARTICIPANTS)
  );
}

/** The outings open for booking, soonest first. */
export function bookableActivities<T extends Activity>(activities: readonly T[], now: Date): T[] {
  return activities
    .filter((activity) => isOpenForBooking(activity, now))
    .sort((a, b) => `${a.date} ${a.heure_rdv}`.localeCompare(`${b.date} ${b.heure_rdv}`));
}
