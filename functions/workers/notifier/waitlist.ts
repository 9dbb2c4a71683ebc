import { paymentLinkUrl, waitlistLinkUrl } from "@core/registrations/links";
import { inviteAttachment } from "@core/registrations/notifications";
import {
  waitlistJoinedEmail,
  waitlistOfferEmail,
  waitlistOfferProviderEmail,
  waitlistOfferSms,
} from "@core/waitlist/emails";
import { waitlistJoined, waitlistOfferMade } from "@shared/events/waitlist-events";
import { getConfig } from "../../config";
import { log } from "../../logger";
import { notifierAdapters } from "./adapters";
import { notifierMessaging } from "./messaging";
import { onEvent } from "./registry";

const { sendEachOnce, sms, toProvider, toVisitor } = notifierMessaging;

const { activities, registrations, waitlist, paymentLinks, clock } = notifierAdapters;

/** The entry and its outing, by their ids (personal data is never in the event). */
async function entryAndActivity(data: { entry_id: string; activity_id: string }) {
  const [entry, activity] = await Promise.all([
    waitlist.findEntry(data.entry_id),
    activities.get(data.activity_id),
  ]);
  return entry && activity && { entry, activity };
}

/**
 * WaitlistJoined: the visitor's confirmation, with the rank kept and the link that leaves the
 * list. Once per entry, however often the event comes.
 */
const joined = onEvent(
  waitlistJoined,
  { missing: "Entrée de liste d'attente ou sortie", load: ({ data }) => entryAndActivity(data) },
  async ({ entry, activity }, { metadata, data }) => {
    const { SITE_URL } = getConfig();
    await sendEachOnce([
      toVisitor(`waitlist:${entry.entry_id}:joined`, entry.email, async () => {
        const { jeton } = await paymentLinks.waitlistLinkFor(entry.entry_id, activity);
        const leaveUrl = waitlistLinkUrl(SITE_URL, entry.entry_id, jeton);
        return waitlistJoinedEmail(entry, activity, data.rank, leaveUrl, SITE_URL);
      }),
    ]);
    log.info("waitlist_join_notified", { eventId: metadata.eventId, entryId: entry.entry_id });
  },
);

/**
 * WaitlistOfferMade: « Une place s'est libérée » to the visitor (the registration's payment link,
 * the deadline, « Je ne suis plus intéressé·e »), and the provider's notice. Once per offer.
 */
const offerMade = onEvent(
  waitlistOfferMade,
  {
    missing: "Entrée de liste d'attente, inscription ou sortie",
    async load({ data }) {
      const [found, registration] = await Promise.all([
        entryAndActivity(data),
        registrations.get(data.inscription_id),
      ]);
      return found && registration && { ...found, registration };
    },
  },
  async ({ entry, activity, registration }, { metadata, data }) => {
    const { SITE_URL } = getConfig();
    const key = (what: string) => `waitlist:${entry.entry_id}:offer:${registration.id}:${what}`;
    const offer = {
      totalCentimes: data.total_centimes,
      deadline: data.deadline,
      inscriptionId: registration.id,
    };
    await sendEachOnce([
      toVisitor(key("visitor-email"), entry.email, async () => {
        const payment = await paymentLinks.linkFor(registration, activity);
        const decline = await paymentLinks.waitlistLinkFor(entry.entry_id, activity);
        return {
          ...waitlistOfferEmail(
            entry,
            activity,
            {
              ...offer,
              paymentUrl: paymentLinkUrl(SITE_URL, registration.id, payment.jeton),
              declineUrl: waitlistLinkUrl(SITE_URL, entry.entry_id, decline.jeton),
            },
            SITE_URL,
          ),
          // As a registration's confirmation: tentative until paid; the receipt confirms it,
          // declining or the deadline passing takes it out (same UID).
          attachments: [
            inviteAttachment(registration, activity, SITE_URL, clock.now(), "registered"),
          ],
        };
      }),
      // As a registration's confirmation does: the offer is a place to pay within hours.
      sms(key("visitor-sms"), entry.telephone, () => waitlistOfferSms(entry, activity, offer)),
      toProvider(key("provider-email"), entry.email, () =>
        waitlistOfferProviderEmail(entry, activity, offer),
      ),
    ]);
    log.info("waitlist_offer_notified", {
      eventId: metadata.eventId,
      entryId: entry.entry_id,
      registrationId: registration.id,
    });
  },
);

/** The e-mails of the waiting list: joining, and each offer. */
export const waitlistNotifications = [joined, offerMade];
