import { endOfferOf, offerFreedPlaces } from "@core/waitlist/offer-places";
import type { WaitlistPorts } from "@core/waitlist/ports";
import { EVENT_NAMES } from "@shared/events/names";
import * as z from "@shared/zod";
import { getConfig } from "../../config";
import { log } from "../../logger";
import { wireAdapters } from "../../wiring/adapters";
import { waitlistPorts } from "../../wiring/waitlist";
import { sqsBatchHandler } from "../sqs-batch";

/** The bus's event as the queue holds it: its name and the ids the worker needs. */
const messageSchema = z.object({
  "detail-type": z.string(),
  detail: z.object({
    data: z.object({
      activity_id: z.string().check(z.minLength(1)),
      inscription_id: z.optional(z.string().check(z.minLength(1))),
    }),
  }),
});

/** A registration ending releases its places; if it held an offer, the entry ends with it. */
const OFFER_ENDINGS: Record<string, "expired" | "declined"> = {
  [EVENT_NAMES.inscriptionExpired]: "expired",
  [EVENT_NAMES.inscriptionCancelled]: "declined",
};

/**
 * Consumes the waiting list's queue: each message is an event after which places may have freed
 * on an outing (a registration expired or cancelled, the founders raised the places, an entry
 * joined or left). An offer's registration that ended marks its entry; then the outing's free
 * places go to the next entries that fit (offerFreedPlaces decides from what is stored, so a
 * message delivered twice offers nothing more). A failure fails its message alone.
 */
export function waitlistWorker(ports: WaitlistPorts) {
  return sqsBatchHandler("waitlist_offer_failed", async (record) => {
    const message = messageSchema.parse(JSON.parse(record.body));
    const { activity_id, inscription_id } = message.detail.data;
    const ending = OFFER_ENDINGS[message["detail-type"]];
    if (ending && inscription_id) await endOfferOf(inscription_id, ending, ports);
    const { offered } = await offerFreedPlaces(activity_id, ports);
    log.info("waitlist_checked", {
      activityId: activity_id,
      event: message["detail-type"],
      offered: offered.length,
    });
  });
}

const config = getConfig();

export const handler = waitlistWorker(
  waitlistPorts(wireAdapters(config), config.WAITLIST_OFFERS_STOP_HOURS),
);
