import { REGISTRATION_ERRORS } from "@shared/messages/registration";
import { WAITLIST_ERRORS } from "@shared/messages/waitlist";
import { type BikeChoice, heldBikes, rentalsOf } from "@shared/registrations/people";
import { registrationAmount, storedPricePerPerson } from "@shared/registrations/pricing";
import { BIKE_SIZES, type BikeCounts } from "@shared/schemas/bikes";
import { rentsBikes } from "@shared/schemas/fleet";
import type { FieldErrors } from "@shared/schemas/registration";
import { parseWaitlistParticipants, type WaitlistEntryView } from "@shared/schemas/waitlist";
import { type FleetSnapshot, withHeldBack } from "../fleet/fleet-state";
import { bikeRefusal } from "../registrations/bike-refusal";
import type {
  DialogRegistrationRecord,
  StoredParticipant,
} from "../registrations/create-registration";
import { findByLink, view, visibleStatus } from "./entry-by-link";
import type { WaitlistPorts } from "./ports";

export type NameParticipantsAnswer =
  | { statusCode: 200; body: WaitlistEntryView }
  /** 400: a field refused; 409 with details: no rental bike left in a size asked. */
  | { statusCode: 400 | 409; body: { success: false; error: string; details: FieldErrors } }
  | { statusCode: 403 | 409 | 503; body: { success: false; error: string } };

/** bikeRefusal reads people's bikes only: the names are not needed for it. */
const NOBODY = { prenom: "", nom: "", date_naissance: "", a_velo_electrique: true };

/** The registrant's bike as a former naming stored it (absent on the offer: none counted). */
function storedRegistrantBike(
  registration: Pick<DialogRegistrationRecord, "a_velo_electrique" | "taille_velo">,
): BikeChoice | undefined {
  if (typeof registration.a_velo_electrique !== "boolean") return undefined;
  return registration.taille_velo
    ? { a_velo_electrique: registration.a_velo_electrique, taille_velo: registration.taille_velo }
    : { a_velo_electrique: registration.a_velo_electrique };
}

const sameBikes = (a: BikeCounts, b: BikeCounts) =>
  BIKE_SIZES.every((size) => (a[size] ?? 0) === (b[size] ?? 0));

const failure = (statusCode: 403 | 409 | 503, error: string): NameParticipantsAnswer => ({
  statusCode,
  body: { success: false, error },
});

/**
 * POST …/participants through the entry's link: accepting places offered for 2 or more names the
 * others, as the registration dialog does (the offer stored its registration already, unnamed).
 * 1. The jeton, then the entry: it must be offered, unpaid, for 2 places or more (409 otherwise).
 * 2. The list: the registration's participant schema and messages, places − 1 of them, 16 on the
 *    outing's day, a size for each rental on an e-bike outing (400, per field).
 * 3. On an e-bike outing, the rental bikes of everyone (the registrant's own bike as this page
 *    asks it) must be free that day, counting back those the registration holds already (409
 *    « Plus de vélo de location en taille M ce jour-là » on the fields that asked for it). The
 *    amount: the price per person the offer was priced with, plus the fleet's supplement per
 *    rental bike (the server's, never the page's); the payment deadline stays the offer's.
 * 4. One transaction stores them on the registration with its bikes and amount (condition:
 *    unpaid, still the entry's offer, the bikes held as read) and exchanges the day's bikes (none
 *    beyond the fleet less the blocked); a change meanwhile reads again. Run twice, the second
 *    stores the same list and takes no bike twice.
 * Personal data: the names go to the registration only, never to an event or a log.
 */
export async function nameParticipantsByLink(
  entryId: string,
  jeton: string,
  body: unknown,
  ports: WaitlistPorts,
): Promise<NameParticipantsAnswer> {
  for (let attempt = 1; attempt <= 3; attempt++) {
    const found = await findByLink(entryId, jeton, ports);
    if (!found) return failure(403, WAITLIST_ERRORS.invalidLink);
    const status = visibleStatus(found);
    if (status === "paid") return failure(409, WAITLIST_ERRORS.alreadyPaid);
    const { entry, activity, registration } = found;
    if (status !== "offered" || !registration || !activity) {
      return failure(409, WAITLIST_ERRORS.notOffered);
    }
    if (entry.places < 2) return failure(409, WAITLIST_ERRORS.nobodyToName);
    const parsed = parseWaitlistParticipants(body, { places: entry.places, activity });
    if (!parsed.success) {
      return {
        statusCode: 400,
        body: { success: false, error: REGISTRATION_ERRORS.invalid, details: parsed.details },
      };
    }
    if (registration.kind === "booking") return failure(409, WAITLIST_ERRORS.notOffered);
    const participants: StoredParticipant[] = parsed.participants;
    const registrant = parsed.registrant ?? storedRegistrantBike(registration);
    const held = heldBikes(registration);
    const wanted = rentsBikes(activity)
      ? rentalsOf([registrant ?? { a_velo_electrique: true }, ...participants])
      : {};
    // The day its bikes are held on: the one its release gives them back to.
    const bikeDay = registration.activity_date || activity.date;
    let snapshot: FleetSnapshot | undefined;
    let supplement = registration.supplement_velo_centimes ?? 0;
    if (!sameBikes(held, wanted)) {
      snapshot = await ports.readFleetDay(bikeDay);
      const refusal = bikeRefusal(
        { ...NOBODY, ...registrant, participants },
        wanted,
        withHeldBack(snapshot, held),
      );
      if (refusal) {
        return {
          statusCode: 409,
          body: { success: false, error: refusal.error, details: refusal.details },
        };
      }
      supplement = snapshot.fleet.supplement_centimes;
    }
    const written = await ports.store.nameParticipants({
      entry,
      inscriptionId: registration.id,
      participants,
      ...(parsed.registrant ? { registrant: parsed.registrant } : {}),
      bikes: {
        date: bikeDay,
        held,
        wanted,
        ...(snapshot ? { snapshot } : {}),
        supplementCentimes: supplement,
      },
      totalCentimes: registrationAmount({
        pricePerPersonCentimes: storedPricePerPerson(registration),
        participants: registration.nombre_participants,
        rentals: wanted,
        supplementCentimes: supplement,
      }),
      at: ports.clock.now(),
    });
    if (written === "ok") {
      const after = await findByLink(entryId, jeton, ports);
      return after
        ? (view(after, ports) as Promise<NameParticipantsAnswer>)
        : failure(403, WAITLIST_ERRORS.invalidLink);
    }
  }
  return failure(503, "Trop de demandes simultanées. Veuillez réessayer.");
}
