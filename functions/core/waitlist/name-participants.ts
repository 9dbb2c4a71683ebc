import { REGISTRATION_ERRORS } from "@shared/messages/registration";
import { WAITLIST_ERRORS } from "@shared/messages/waitlist";
import type { FieldErrors } from "@shared/schemas/registration";
import { parseWaitlistParticipants, type WaitlistEntryView } from "@shared/schemas/waitlist";
import type { StoredParticipant } from "../registrations/create-registration";
import { findByLink, view, visibleStatus } from "./entry-by-link";
import type { WaitlistPorts } from "./ports";

export type NameParticipantsAnswer =
  | { statusCode: 200; body: WaitlistEntryView }
  | { statusCode: 400; body: { success: false; error: string; details: FieldErrors } }
  | { statusCode: 403 | 409 | 503; body: { success: false; error: string } };

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
 * 3. One transaction stores them on the registration (condition: unpaid, still the entry's
 *    offer); a change meanwhile reads again. Run twice, the second stores the same list.
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
    const participants: StoredParticipant[] = parsed.participants;
    const written = await ports.store.nameParticipants({
      entry,
      inscriptionId: registration.id,
      participants,
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
