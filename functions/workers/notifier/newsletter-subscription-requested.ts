import { sendEmail } from "@adapters/mailer";
import {
  listUnsubscribeHeaders,
  newsletterConfirmationEmail,
  newsletterLinks,
} from "@core/newsletter/emails";
import { eventMetadataSchema } from "@shared/events/envelope";
import { newsletterSubscriptionRequestedSchema } from "@shared/events/newsletter-subscription-requested";
import { z } from "zod";
import { getConfig } from "../../config";
import { log } from "../../logger";
import { notifierAdapters } from "./adapters";

const findSubscriberById = notifierAdapters.newsletterSubscribers.findById;
const { notifyOnce } = notifierAdapters.sentNotifications;

const detailSchema = z.object({
  metadata: eventMetadataSchema,
  data: newsletterSubscriptionRequestedSchema,
});

/**
 * NewsletterSubscriptionRequested: the double opt-in e-mail, with the confirmation link, the
 * one-click unsubscribe link and List-Unsubscribe headers. Once per request (event); nothing is
 * sent when the subscriber confirmed or left in the meantime.
 */
export async function onNewsletterSubscriptionRequested(detail: unknown): Promise<void> {
  const { metadata, data } = detailSchema.parse(detail);
  const subscriber = await findSubscriberById(data.subscriber_id);
  if (!subscriber) throw new Error(`Abonné introuvable (événement ${metadata.eventId})`);
  if (subscriber.status !== "pending") {
    log.info("newsletter_confirmation_skipped", {
      eventId: metadata.eventId,
      status: subscriber.status,
    });
    return;
  }
  const links = newsletterLinks(getConfig().SITE_URL, subscriber.token);
  await notifyOnce(`${metadata.eventId}:newsletter-confirmation`, () =>
    sendEmail({
      to: subscriber.email,
      headers: listUnsubscribeHeaders(links.unsubscribe),
      ...newsletterConfirmationEmail(links),
    }),
  );
}
