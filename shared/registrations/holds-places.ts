/** The statuses of a registration that gave its places back (the outing no longer counts it). */
const RELEASED = new Set(["cancelled", "expired"]);

/** A registration that holds places: every status except those that released them. */
export function holdsPlaces(registration: { status: string }): boolean {
  return !RELEASED.has(registration.status);
}

/**
 * « Liste des participants » apart: the registrations whose people come, and those expired
 * (unpaid in time) or cancelled, kept for the founders' follow-up but never mixed with them.
 */
export function splitByPlaces<T extends { statut: string }>(
  lines: readonly T[],
): { coming: T[]; released: T[] } {
  return {
    coming: lines.filter((l) => holdsPlaces({ status: l.statut })),
    released: lines.filter((l) => !holdsPlaces({ status: l.statut })),
  };
}

/** The heading of the registrations apart, on screen and in the file: the same words. */
export const RELEASED_REGISTRATIONS_TITLE = "Inscriptions expirées ou annulées";
export const RELEASED_REGISTRATIONS_NOTE =
  "Ces personnes ne viennent pas : leurs places sont libérées.";
