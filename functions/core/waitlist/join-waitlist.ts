import { randomBytes } from "node:crypto";
import { buildEvent } from "@shared/events/envelope";
import { waitlistJoined } from "@shared/events/waitlist-events";
import { WAITLIST_ERRORS, WAITLIST_FIELD_MESSAGES } from "@shared/messages/waitlist";
import type { WaitlistJoin, WaitlistJoinResponse } from "@shared/schemas/waitlist";
import { isMeetingPast, meetingInstant } from "@shared/time";
import { newEntryId, type WaitlistEntry } from "./entry";
import type { WaitlistPorts } from "./ports";
import { offersStopAt, publicPlaces, rankOf } from "./rules";

export type JoinAnswer =
  | { statusCode: 201; body: WaitlistJoinResponse }
  | {
      statusCode: 400 | 404 | 409 | 503;
      body: { success: false; error: string; details?: Record<string, string> };
    };

const failure = (statusCode: 404 | 409 | 503, error: string): JoinAnswer => ({
  statusCode,
  body: { success: false, error },
});

const ATTEMPTS = 4;

/** Entries that still hold a place in the list (waiting) or places (offered). */
const ACTIVE = new Set(["waiting", "offered"]);

/**
 * A visitor joins the waiting list of a full outing.
 * 1. The outing exists (404), is shown, not cancelled nor past, and offers have not stopped
 *    (409 closed); it has a limit and shows full (409 notFull otherwise: register directly).
 * 2. The places wanted fit the outing's own places offered (400 on `places`).
 * 3. The e-mail is not already waiting or offered on this list (409).
 * 4. One transaction stores the entry, counts it waiting on the outing (which holds freed places
 *    for the list from then on) and writes WaitlistJoined; then the event is published.
 */
export async function joinWaitlist(input: WaitlistJoin, ports: WaitlistPorts): Promise<JoinAnswer> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const activity = await ports.getActivity(input.activity_id);
    if (!activity) return failure(404, WAITLIST_ERRORS.activityNotFound);
    const now = ports.clock.now();
    const stopAt = offersStopAt(activity, ports.offersStopHours);
    if (
      activity.masquee ||
      activity.annulation ||
      isMeetingPast(activity.date, activity.heure_rdv, now) ||
      now.getTime() >= stopAt.getTime()
    ) {
      return failure(409, WAITLIST_ERRORS.closed);
    }
    if (publicPlaces(activity, now) !== 0) return failure(409, WAITLIST_ERRORS.notFull);
    const cap = activity.places_offertes;
    if (typeof cap === "number" && input.places > cap) {
      return {
        statusCode: 400,
        body: {
          success: false,
          error: WAITLIST_ERRORS.invalid,
          details: { places: WAITLIST_FIELD_MESSAGES.placesMax(cap) },
        },
      };
    }
    const entries = await ports.store.list(activity.id);
    const email = input.email.toLowerCase();
    if (entries.some((e) => ACTIVE.has(e.status) && e.email.toLowerCase() === email)) {
      return failure(409, WAITLIST_ERRORS.alreadyOnList);
    }

    const entry: WaitlistEntry = {
      ...input,
      entry_id: newEntryId(now, randomBytes(6).toString("hex")),
      status: "waiting",
      created_at: now.toISOString(),
      expires_at: Math.floor(meetingInstant(activity.date, activity.heure_rdv).getTime() / 1000),
    };
    const rank = rankOf([...entries, entry], entry.entry_id) ?? 1;
    const event = buildEvent(
      waitlistJoined,
      {
        entry_id: entry.entry_id,
        activity_id: activity.id,
        activity_title: activity.titre,
        activity_date: activity.date,
        places: entry.places,
        rank,
      },
      ports.newId(),
      now,
    );
    const written = await ports.store.join({ entry, stopAt: stopAt.toISOString(), event });
    if (written === "ok") {
      await ports.publishAndClear([event]);
      return {
        statusCode: 201,
        body: { success: true, entry_id: entry.entry_id, rank, activity_title: activity.titre },
      };
    }
    // "changed": the outing was hidden or cancelled meanwhile; the next turn answers from it.
  }
  return failure(503, "Trop de demandes simultanées pour cette sortie. Veuillez réessayer.");
}
