import { buildEvent } from "@shared/events/envelope";
import { waitlistOfferMade } from "@shared/events/waitlist-events";
import { totalCentimes } from "@shared/money";
import { isMeetingPast } from "@shared/time";
import type { WaitlistEntry } from "./entry";
import type { OfferedRegistration, WaitlistActivity, WaitlistPorts } from "./ports";
import { nextEntryThatFits, offerSchedule, offersStopAt } from "./rules";

/** Offers made in one run at most (each one an entry): more waits for the next event. */
const MAX_OFFERS = 20;
/** Condition failures in a row before giving up (the message is then retried by the queue). */
const MAX_RETRIES = 5;

export type OfferOutcome = { offered: string[] };

/**
 * Offers the places free on an outing to its waiting list, decided afresh from what is stored
 * (so a message delivered twice, or two runs at once, offer each place once):
 * 1. The outing exists, is shown and not cancelled, has a limit, and offers have not stopped
 *    (after that its freed places simply show on the calendar again).
 * 2. The first waiting entry, in order of arrival, whose wanted places fit the free ones.
 * 3. One transaction takes the places (condition: still free), stores a registration to pay
 *    (deadline and reminder: offerSchedule), moves the entry waiting → offered (condition: still waiting) and
 *    writes WaitlistOfferMade; the event is published (the notifier sends the offer).
 * 4. Again from 1 while places and entries fit; on a condition failure, read again and retry.
 */
export async function offerFreedPlaces(
  activityId: string,
  ports: WaitlistPorts,
): Promise<OfferOutcome> {
  const offered: string[] = [];
  let retries = 0;
  while (offered.length < MAX_OFFERS) {
    const activity = await ports.getActivity(activityId);
    if (!activity || !offersOpen(activity, ports)) break;
    const free = activity.places_disponibles ?? 0;
    if (free <= 0) break;
    const entry = nextEntryThatFits(await ports.store.list(activityId), free);
    if (!entry) break;

    const { registration, event } = offerFor(entry, activity, ports);
    const written = await ports.store.offer({ entry, registration, event });
    if (written === "ok") {
      await ports.publishAndClear([event]);
      offered.push(entry.entry_id);
      retries = 0;
      continue;
    }
    // Another run took the places or the entry, a new reference is needed, or a concurrent write.
    retries += 1;
    if (retries >= MAX_RETRIES) {
      throw new Error(`Offre de la liste d'attente non aboutie (${activityId}) : ${written}`);
    }
  }
  return { offered };
}

function offersOpen(activity: WaitlistActivity, ports: WaitlistPorts): boolean {
  if (activity.masquee || activity.annulation || activity.places_disponibles === null) return false;
  const now = ports.clock.now();
  if (isMeetingPast(activity.date, activity.heure_rdv, now)) return false;
  return now.getTime() < offersStopAt(activity, ports.offersStopHours).getTime();
}

/** The registration an offer creates (as a registration dialog's would be) and its event. */
function offerFor(entry: WaitlistEntry, activity: WaitlistActivity, ports: WaitlistPorts) {
  const now = ports.clock.now();
  const { deadline, remindAt } = offerSchedule(now, activity);
  const total = totalCentimes(activity.prix_centimes, entry.places);
  const registration = {
    id: ports.newId(),
    short_reference: ports.newShortReference(),
    activity_id: activity.id,
    nom: entry.nom,
    prenom: entry.prenom,
    email: entry.email,
    telephone: entry.telephone,
    nombre_participants: entry.places,
    besoin_aide_location: false,
    souhaite_newsletter: false,
    accepte_conditions: entry.accepte_conditions,
    assurance_rc: entry.assurance_rc,
    assurance_accident: entry.assurance_accident,
    autorisation_rgpd: entry.autorisation_rgpd,
    remarques: "",
    activity_title: activity.titre,
    activity_date: activity.date,
    total_centimes: total,
    status: "pending_payment",
    created_at: now.toISOString(),
    ...(remindAt ? { remind_at: remindAt.toISOString() } : {}),
    deadline: deadline.toISOString(),
    waitlist_entry_id: entry.entry_id,
    // The waiting list asks fewer questions than the dialog (no birth date, address, level).
  } as unknown as OfferedRegistration;
  const event = buildEvent(
    waitlistOfferMade,
    {
      entry_id: entry.entry_id,
      activity_id: activity.id,
      activity_title: activity.titre,
      activity_date: activity.date,
      places: entry.places,
      inscription_id: registration.id,
      total_centimes: total,
      deadline: deadline.toISOString(),
    },
    ports.newId(),
    now,
  );
  return { registration, event };
}

/**
 * The registration of an offer ended (InscriptionExpired, InscriptionCancelled): its entry turns
 * expired or declined, once. Any other registration: nothing.
 */
export async function endOfferOf(
  inscriptionId: string,
  to: "expired" | "declined",
  ports: Pick<WaitlistPorts, "getRegistration" | "store" | "clock">,
): Promise<void> {
  const registration = (await ports.getRegistration(inscriptionId)) as
    | (Awaited<ReturnType<WaitlistPorts["getRegistration"]>> & { waitlist_entry_id?: string })
    | undefined;
  if (!registration?.waitlist_entry_id) return;
  await ports.store.endOffer(
    { activity_id: registration.activity_id, entry_id: registration.waitlist_entry_id },
    inscriptionId,
    to,
    ports.clock.now(),
  );
}
