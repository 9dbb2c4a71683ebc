import * as z from "../zod";
import { BIKE_SIZES, type BikeCounts, type BikeSize } from "./bikes";

/**
 * The founders' rental e-bikes: how many of each size they own and the rental supplement per
 * bike (0: included in the price). Every outing of a day draws on the same fleet; some bikes can
 * be blocked for a date (maintenance).
 */

export const FLEET_MESSAGES = {
  count: "Indiquez un nombre entier de vélos, de 0 à 50",
  supplement:
    "Indiquez un supplément en francs, par exemple 30 ou 30.00 (0 : compris dans le prix)",
  date: "Indiquez une date valide",
  blockedTooMany: "Vous ne pouvez pas bloquer plus de vélos que la flotte n'en compte",
  blockedBelowOut: (size: BikeSize, out: number) =>
    `${out} vélo${out > 1 ? "s" : ""} en taille ${size} ${out > 1 ? "sont déjà réservés" : "est déjà réservé"} ce jour-là : impossible d'en bloquer autant`,
  /** The fleet lowered below the bikes already rented on a day to come. */
  fleetBelowOut: (size: BikeSize, out: number, day: string) =>
    `${out} vélo${out > 1 ? "s" : ""} en taille ${size} ${out > 1 ? "sont déjà réservés" : "est déjà réservé"} le ${day} : la flotte ne peut pas en compter moins`,
  busy: "La flotte change en ce moment (inscriptions en cours) : veuillez réessayer.",
  invalid: "Les vélos de location ne sont pas valables : corrigez les champs signalés.",
  notOffered: "Cette sortie ne propose pas de vélos de location.",
  notAnObject: "Les données de la flotte doivent être un objet JSON",
  unknownField: "Champ non autorisé",
} as const;

const bikeCount = z
  .number({ error: FLEET_MESSAGES.count })
  .check(
    z.int({ error: FLEET_MESSAGES.count }),
    z.gte(0, FLEET_MESSAGES.count),
    z.lte(50, FLEET_MESSAGES.count),
  );

/** One count per size, every size named. */
export const bikeCountsShape = Object.fromEntries(BIKE_SIZES.map((s) => [s, bikeCount])) as Record<
  BikeSize,
  typeof bikeCount
>;

/** PUT /api/equipe/flotte: the fleet and the supplement. */
export const fleetInputShape = {
  tailles: z.strictObject(bikeCountsShape, { error: FLEET_MESSAGES.count }),
  supplement_centimes: z
    .number({ error: FLEET_MESSAGES.supplement })
    .check(
      z.int({ error: FLEET_MESSAGES.supplement }),
      z.gte(0, FLEET_MESSAGES.supplement),
      z.lte(100_000, FLEET_MESSAGES.supplement),
    ),
};
export type FleetInput = { tailles: Record<BikeSize, number>; supplement_centimes: number };

/** PUT /api/equipe/flotte/jours/{date}: bikes blocked that day (maintenance). */
export const fleetBlockShape = {
  bloques: z.strictObject(bikeCountsShape, { error: FLEET_MESSAGES.count }),
};

/** A day of the fleet, as the team space shows it. */
export interface FleetDay {
  date: string;
  /** Rented by registrations of every outing that day. */
  loues: BikeCounts;
  bloques: BikeCounts;
  libres: BikeCounts;
}

/** GET /api/equipe/flotte */
export interface FleetView extends FleetInput {
  /** The days from today with bikes rented or blocked, in date order. */
  jours: FleetDay[];
}

/**
 * GET /api/activities/{id}/velos: what the registration dialog needs before submitting, for an
 * e-bike outing: the bikes still free that day by size and the supplement per bike.
 */
export interface BikeAvailability {
  supplement_centimes: number;
  libres: Record<BikeSize, number>;
}

/** Rental bikes are asked only on e-bike outings. */
export function rentsBikes(activity: { categorie: string }): boolean {
  return activity.categorie === "VTT";
}
