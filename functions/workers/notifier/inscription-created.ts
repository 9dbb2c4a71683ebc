import { z } from "zod";
import { eventMetadataSchema } from "../../../shared/events/envelope";
import { inscriptionCreatedSchema } from "../../../shared/events/inscription-created";
import type { Activity } from "../../../shared/schemas/activity";
import { sendEmail } from "../../adapters/mailer";
import { sendSms } from "../../adapters/sms";
import { getConfig } from "../../config";
import { cancellationLinkUrl } from "../../core/cancellation-emails";
import type { StoredRegistration } from "../../core/create-registration";
import { paymentLinkUrl } from "../../core/payments/payment-link";
import {
  providerEmail,
  visitorEmail,
  visitorInvite,
  visitorSms,
} from "../../core/registration-notifications";
import { log } from "../../logger";
import { notifierAdapters } from "./adapters";

const getActivity = notifierAdapters.activities.get;
const getRegistration = notifierAdapters.registrations.get;
const { notifyEachOnce } = notifierAdapters.sentNotifications;
const { paymentLinks } = notifierAdapters;

const detailSchema = z.object({ metadata: eventMetadataSchema, data: inscriptionCreatedSchema });

/**
 * InscriptionCreated: e-mail (with calendar invitation, the registration's payment link and its
 * cancellation link) and SMS to the visitor, e-mail to the provider. Personal data is loaded by
 * id. Each send happens once per event and is tried even when another failed (notifyEachOnce);
 * a failure throws so that the message is retried and ends in the dead-letter queue.
 */
export async function onInscriptionCreated(detail: unknown): Promise<void> {
  const { metadata, data } = detailSchema.parse(detail);
  const [registration, activity] = await Promise.all([
    getRegistration(data.inscription_id),
    getActivity(data.activity_id),
  ]);
  if (!registration || !activity) {
    throw new Error(`Inscription ou activité introuvable pour l'événement ${metadata.eventId}`);
  }
  const { PROVIDER_EMAIL } = getConfig();
  const key = (what: string) => `${metadata.eventId}:${what}`;

  await notifyEachOnce([
    [key("visitor-email"), () => sendVisitorEmail(registration, activity)],
    [key("visitor-sms"), () => sendSms(registration.telephone, visitorSms(registration, activity))],
    [
      key("provider-email"),
      () =>
        sendEmail({
          to: PROVIDER_EMAIL,
          replyTo: registration.email,
          ...providerEmail(registration, activity),
        }),
    ],
  ]);
  log.info("inscription_notified", { eventId: metadata.eventId, registrationId: registration.id });
}

/** The visitor's e-mail, with the calendar invitation, the payment link and the cancellation link. */
async function sendVisitorEmail(
  registration: StoredRegistration,
  activity: Activity,
): Promise<string> {
  const { SITE_URL, PROVIDER_EMAIL } = getConfig();
  const { jeton, expiresAt } = await paymentLinks.linkFor(registration, activity);
  const paymentLink = { url: paymentLinkUrl(SITE_URL, registration.id, jeton), expiresAt };
  const cancellation = await paymentLinks.cancellationLinkFor(registration, activity);
  const cancellationLink = {
    url: cancellationLinkUrl(SITE_URL, registration.id, cancellation.jeton),
  };
  const mail = visitorEmail(registration, activity, SITE_URL, paymentLink, cancellationLink);
  return sendEmail({
    to: registration.email,
    replyTo: PROVIDER_EMAIL,
    ...mail,
    attachments: [
      {
        filename: "sortie.ics",
        contentType: "text/calendar; charset=UTF-8; method=PUBLISH",
        content: visitorInvite(registration, activity, SITE_URL, notifierAdapters.clock.now()),
      },
    ],
  });
}
