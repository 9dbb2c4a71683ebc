import {
  listUnsubscribeHeaders,
  newsletterConfirmationEmail,
  newsletterLinks,
} from "@core/newsletter/emails";
import { NewsletterSubscriptionRequested } from "@shared/events/newsletter-subscription-requested";
import { getConfig } from "../../config";
import { log } from "../../logger";
import { notifierAdapters } from "./adapters";
import { notifierMessaging } from "./messaging";
import { onEvent } from "./registry";

const { sendOnce, toSubscriber } = notifierMessaging;

/**
 * NewsletterSubscriptionRequested: the double opt-in e-mail, with the confirmation link, the
 * one-click unsubscribe link and List-Unsubscribe headers. Once per request (event); nothing is
 * sent when the subscriber confirmed or left in the meantime.
 */
const requested = onEvent(
  NewsletterSubscriptionRequested,
  {
    missing: "Abonné",
    load: ({ data }) => notifierAdapters.newsletterSubscribers.findById(data.subscriber_id),
  },
  async (subscriber, { metadata }) => {
    if (subscriber.status !== "pending") {
      log.info("newsletter_confirmation_skipped", {
        eventId: metadata.eventId,
        status: subscriber.status,
      });
      return;
    }
    const { SITE_URL } = getConfig();
    const links = newsletterLinks(SITE_URL, subscriber.token);
    await sendOnce(
      toSubscriber(`${metadata.eventId}:newsletter-confirmation`, subscriber.email, () => ({
        headers: listUnsubscribeHeaders(links.unsubscribe),
        ...newsletterConfirmationEmail(links, SITE_URL),
      })),
    );
  },
);

export const newsletterNotifications = [requested];
