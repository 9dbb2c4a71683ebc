import { buildEvent } from "@shared/events/envelope";
import { waitlistLeft } from "@shared/events/waitlist-events";
import { WAITLIST_ERRORS } from "@shared/messages/waitlist";
import { paymentLinkPath } from "@shared/payments/payment-link";
import { rentsBikes } from "@shared/schemas/fleet";
import type { WaitlistEntryStatus, WaitlistEntryView } from "@shared/schemas/waitlist";
import type { RegistrationForPayment } from "../payments/payment";
import type { WaitlistEntry } from "./entry";
import type { WaitlistActivity, WaitlistPorts } from "./ports";
import { rankOf } from "./rules";

/** How many others the offer's registration names (absent: none yet). */
function namedOthers(registration: RegistrationForPayment): number {
  return registration.kind === "booking" ? 0 : (registration.participants?.length ?? 0);
}

export type EntryAnswer =
  | { statusCode: 200; body: WaitlistEntryView }
  | { statusCode: 403 | 409 | 503; body: { success: false; error: string } };

const failure = (statusCode: 403 | 409 | 503, error: string): EntryAnswer => ({
  statusCode,
  body: { success: false, error },
});

export interface Found {
  entry: WaitlistEntry;
  activity: WaitlistActivity | undefined;
  registration: RegistrationForPayment | undefined;
}

/** The jeton first (one 403 for forged, expired or unknown), then the entry and what it holds. */
export async function findByLink(
  entryId: string,
  jeton: string,
  ports: WaitlistPorts,
): Promise<Found | undefined> {
  const check = await ports.paymentLinks.check(entryId, jeton, ports.clock.now(), "waitlist");
  if (check !== "valid") return undefined;
  const entry = await ports.store.findEntry(entryId);
  if (!entry) return undefined;
  const [activity, registration] = await Promise.all([
    ports.getActivity(entry.activity_id),
    entry.inscription_id ? ports.getRegistration(entry.inscription_id) : undefined,
  ]);
  return { entry, activity, registration };
}

/**
 * The status the visitor sees: an offer follows its registration (paid, expired, or cancelled
 * by its own link: declined), even before the worker has marked the entry.
 */
export function visibleStatus({ entry, registration }: Found): WaitlistEntryStatus {
  if (entry.status !== "offered" || !registration) return entry.status;
  if (registration.status === "paid") return "paid";
  if (registration.status === "expired") return "expired";
  if (registration.status === "cancelled") return "declined";
  return "offered";
}

export async function view(found: Found, ports: WaitlistPorts): Promise<EntryAnswer> {
  const { entry, activity, registration } = found;
  const status = visibleStatus(found);
  const body: WaitlistEntryView = {
    success: true,
    entry_id: entry.entry_id,
    status,
    activity_title: activity?.titre ?? registration?.activity_title ?? "",
    activity_date: activity?.date ?? registration?.activity_date ?? "",
    heure_rdv: activity?.heure_rdv ?? "",
    places: entry.places,
  };
  if (status === "waiting") {
    body.rank = rankOf(await ports.store.list(entry.activity_id), entry.entry_id);
  }
  if (status === "offered" && registration && activity) {
    const { jeton } = await ports.paymentLinks.linkFor(registration, activity);
    body.payment_path = paymentLinkPath({ registrationId: registration.id, jeton });
    if (registration.deadline) body.deadline = registration.deadline;
    if (entry.places > 1) {
      // The others are named on acceptance, before paying (name-participants.ts).
      body.participants_a_nommer = entry.places - 1;
      body.participants_nommes = namedOthers(registration) === entry.places - 1;
      body.location_velos = rentsBikes(activity);
    }
  }
  return { statusCode: 200, body };
}

/** GET through the entry's link: what it is now. A GET changes nothing. */
export async function waitlistEntryByLink(
  entryId: string,
  jeton: string,
  ports: WaitlistPorts,
): Promise<EntryAnswer> {
  const found = await findByLink(entryId, jeton, ports);
  return found ? view(found, ports) : failure(403, WAITLIST_ERRORS.invalidLink);
}

/**
 * POST …/retrait through the entry's link.
 * 1. Waiting: it leaves the list (one fewer counted waiting), WaitlistLeft.
 * 2. Offered, unpaid: it declines; its registration is cancelled and its places go back to the
 *    outing in the same transaction, WaitlistLeft sends the worker to offer them to the next.
 * 3. Offered and paid: 409 (cancel through the confirmation's link). Anything else: as it is.
 * A condition that no longer holds (paid, expired meanwhile) reads again; run twice, the second
 * answers the entry as the first left it.
 */
export async function withdrawByLink(
  entryId: string,
  jeton: string,
  ports: WaitlistPorts,
): Promise<EntryAnswer> {
  for (let attempt = 1; attempt <= 4; attempt++) {
    const found = await findByLink(entryId, jeton, ports);
    if (!found) return failure(403, WAITLIST_ERRORS.invalidLink);
    const status = visibleStatus(found);
    if (status === "paid") return failure(409, WAITLIST_ERRORS.alreadyPaid);
    if (status !== "waiting" && status !== "offered") return view(found, ports);
    const { entry, activity, registration } = found;
    const at = ports.clock.now();
    const event = buildEvent(
      waitlistLeft,
      {
        entry_id: entry.entry_id,
        activity_id: entry.activity_id,
        activity_title: activity?.titre ?? registration?.activity_title ?? "",
        activity_date: activity?.date ?? registration?.activity_date ?? "",
        places: entry.places,
        previous_status: status,
        ...(registration ? { inscription_id: registration.id } : {}),
      },
      ports.newId(),
      at,
    );
    const written =
      status === "waiting"
        ? await ports.store.leave({ entry, at, event })
        : await ports.store.decline({
            entry,
            // visibleStatus "offered" means the registration is there and unpaid.
            registration: registration as RegistrationForPayment,
            activityLimited: activity ? activity.places_disponibles !== null : null,
            at,
            event,
          });
    if (written === "ok") {
      await ports.publishAndClear([event]);
      const after = await findByLink(entryId, jeton, ports);
      return after ? view(after, ports) : failure(403, WAITLIST_ERRORS.invalidLink);
    }
  }
  return failure(503, "Trop de demandes simultanées. Veuillez réessayer.");
}
