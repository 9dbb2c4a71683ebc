import { placesBelowTakenMessage, TEAM_ACTIVITY_ERRORS } from "@shared/messages/activity";
import { holdsPlaces } from "@shared/registrations/holds-places";
import { holdsBikes } from "@shared/registrations/people";
import type { BikeCounts } from "@shared/schemas/bikes";
import { rentsBikes } from "@shared/schemas/fleet";
import type { ActivityFields, StoredActivity } from "./stored-activity";

/** Places held by these registrations. */
export function placesHeld(registrations: { status: string; nombre_participants: number }[]) {
  return registrations.filter(holdsPlaces).reduce((sum, r) => sum + r.nombre_participants, 0);
}

/**
 * The places an outing holds for its registrations, and its places in all: exact from the outing
 * itself when it counts them (offered - left), else from its registrations (outings stored before
 * `places_offertes`, and outings without limit).
 */
export function placesOf(
  activity: StoredActivity,
  registrations: { status: string; nombre_participants: number }[],
): { taken: number; offered: number | null } {
  const left = activity.places_disponibles;
  if (left !== null && typeof activity.places_offertes === "number") {
    return { taken: activity.places_offertes - left, offered: activity.places_offertes };
  }
  const taken = placesHeld(registrations);
  return { taken, offered: left === null ? null : left + taken };
}

/**
 * What the one conditional write of an edit holds to, so that it never races a registration:
 * - `offered`: the outing's total is still the one read (registrations change only the places
 *   left); the places left move by `delta` and, when lowering, must be at least `minLeft`;
 * - `unchanged`: the outing has no limit and keeps none (the places are not touched);
 * - `exact`: nothing wrote to the outing since it was read (`updated_at`, which every
 *   registration sets): going from no limit to a number, an outing stored before
 *   `places_offertes`, or a new price (no registration may arrive meanwhile).
 */
export type PlacesWrite =
  | { baseline: "offered"; offeredSeen: number; delta: number; minLeft: number }
  | { baseline: "unchanged" }
  | { baseline: "exact"; updatedAtSeen: string | undefined; left: number | null };

export type ChangePlan =
  | { kind: "refused"; status: 409; error: string }
  | { kind: "unchanged" }
  | { kind: "write"; changedFields: string[]; offeredBefore: number | null; places: PlacesWrite };

/**
 * Whether an edit moves an e-bike outing off its day's fleet (another date, or no longer an
 * e-bike outing): its registrations' rental bikes were taken from that day's fleet.
 */
export function movesBikeDay(
  current: Pick<StoredActivity, "date" | "categorie">,
  next: Pick<ActivityFields, "date" | "categorie">,
): boolean {
  return rentsBikes(current) && (next.date !== current.date || !rentsBikes(next));
}

/**
 * The rules of an edit, on the outing as read and its registrations: the places may be raised, or
 * lowered down to those taken and no lower; the price of an outing with any registration (any
 * status) stays; the date (and the e-bike category) of an outing whose registrations hold rental
 * bikes stays. Pure: the write's conditions make the same rules hold at the moment of writing
 * (a registration taking bikes checks the outing's date in its own transaction; an edit moving
 * the day writes only if no registration wrote since it read them).
 */
export function planActivityChange(
  current: StoredActivity,
  next: ActivityFields,
  registrations: { status: string; nombre_participants: number; velos_location?: BikeCounts }[],
): ChangePlan {
  const { taken, offered } = placesOf(current, registrations);
  const priceChanged = next.prix_centimes !== current.prix_centimes;
  if (priceChanged && registrations.length > 0) {
    return { kind: "refused", status: 409, error: TEAM_ACTIVITY_ERRORS.priceLocked };
  }
  const dayMoves = movesBikeDay(current, next);
  if (dayMoves && registrations.filter(holdsPlaces).some(holdsBikes)) {
    return { kind: "refused", status: 409, error: TEAM_ACTIVITY_ERRORS.bikesLocked };
  }
  if (next.places_offertes !== null && next.places_offertes < taken) {
    return { kind: "refused", status: 409, error: placesBelowTakenMessage(taken) };
  }
  const before: ActivityFields = {
    titre: current.titre,
    date: current.date,
    heure_rdv: current.heure_rdv,
    lieu: current.lieu,
    lieu_rdv: current.lieu_rdv,
    niveau: current.niveau,
    prix: current.prix,
    prix_centimes: current.prix_centimes,
    type_de_formule: current.type_de_formule,
    categorie: current.categorie,
    places_offertes: offered,
    description: current.description,
    a_apporter: current.a_apporter,
  };
  // The fields in the form's order, as `before` lists them.
  const changedFields = (Object.keys(before) as (keyof ActivityFields)[]).filter(
    (field) => before[field] !== next[field],
  );
  // A legacy outing gets its `places_offertes` written even when the number stays.
  const legacy = current.places_disponibles !== null && typeof current.places_offertes !== "number";
  if (changedFields.length === 0 && !legacy) return { kind: "unchanged" };

  let places: PlacesWrite;
  if (!priceChanged && !dayMoves && !legacy && offered !== null) {
    const delta = next.places_offertes === null ? 0 : next.places_offertes - offered;
    places = { baseline: "offered", offeredSeen: offered, delta, minLeft: Math.max(0, -delta) };
  } else if (!priceChanged && !dayMoves && offered === null && next.places_offertes === null) {
    places = { baseline: "unchanged" };
  } else {
    places = {
      baseline: "exact",
      updatedAtSeen: current.updated_at,
      left: next.places_offertes === null ? null : next.places_offertes - taken,
    };
  }
  return {
    kind: "write",
    changedFields: changedFields.length > 0 ? changedFields : ["places_offertes"],
    offeredBefore: offered,
    places,
  };
}
