import { z } from "zod";
import { eventMetadataSchema } from "../../../shared/events/envelope";
import {
  inscriptionCancellationRequestedSchema,
  inscriptionCancelledSchema,
} from "../../../shared/events/inscription-cancelled";
import { sendEmail } from "../../adapters/mailer";
import { getConfig } from "../../config";
import {
  providerCancellationRequestEmail,
  providerCancelledEmail,
  visitorCancellationRequestEmail,
  visitorCancelledEmail,
} from "../../core/cancellation-emails";
import { log } from "../../logger";
import { notifierAdapters } from "./adapters";

const { notifyEachOnce } = notifierAdapters.sentNotifications;

const cancelledDetail = z.object({
  metadata: eventMetadataSchema,
  data: inscriptionCancelledSchema,
});
const requestedDetail = z.object({
  metadata: eventMetadataSchema,
  data: inscriptionCancellationRequestedSchema,
});

async function load(registrationId: string, activityId: string, eventId: string) {
  const { store } = notifierAdapters.payments;
  const [registration, activity] = await Promise.all([
    notifierAdapters.registrations.get(registrationId),
    notifierAdapters.activities.get(activityId),
  ]);
  if (!registration) throw new Error(`Inscription introuvable (événement ${eventId})`);
  const payment = registration.paid_payment_id
    ? await store.getPayment(registration.paid_payment_id)
    : undefined;
  return { registration, activity, payment };
}

/**
 * InscriptionCancelled: the visitor's confirmation (with what happens to the money) and the
 * provider's notice (with the refund done, or to do by hand). Keys are per registration: it is
 * cancelled once, so each e-mail goes once however often the event comes.
 */
export async function onInscriptionCancelled(detail: unknown): Promise<void> {
  const { metadata, data } = cancelledDetail.parse(detail);
  const { registration, activity, payment } = await load(
    data.inscription_id,
    data.activity_id,
    metadata.eventId,
  );
  const { PROVIDER_EMAIL, SITE_URL } = getConfig();
  const refund = { mode: data.refund, payment };
  const key = (what: string) => `cancellation:${registration.id}:${what}`;
  await notifyEachOnce([
    [
      key("visitor-email"),
      () =>
        sendEmail({
          to: registration.email,
          replyTo: PROVIDER_EMAIL,
          ...visitorCancelledEmail(registration, activity, refund, SITE_URL),
        }),
    ],
    [
      key("provider-email"),
      () =>
        sendEmail({
          to: PROVIDER_EMAIL,
          replyTo: registration.email,
          ...providerCancelledEmail(registration, activity, refund),
        }),
    ],
  ]);
  log.info("cancellation_notified", { eventId: metadata.eventId, registrationId: registration.id });
}

/**
 * InscriptionCancellationRequested (within 72 h): the visitor is told the request is in the
 * provider's hands, the provider is asked to decide. Once per registration.
 */
export async function onInscriptionCancellationRequested(detail: unknown): Promise<void> {
  const { metadata, data } = requestedDetail.parse(detail);
  const { registration, activity } = await load(
    data.inscription_id,
    data.activity_id,
    metadata.eventId,
  );
  const { PROVIDER_EMAIL, SITE_URL } = getConfig();
  const key = (what: string) => `cancellation-request:${registration.id}:${what}`;
  await notifyEachOnce([
    [
      key("visitor-email"),
      () =>
        sendEmail({
          to: registration.email,
          replyTo: PROVIDER_EMAIL,
          ...visitorCancellationRequestEmail(registration, activity, SITE_URL),
        }),
    ],
    [
      key("provider-email"),
      () =>
        sendEmail({
          to: PROVIDER_EMAIL,
          replyTo: registration.email,
          ...providerCancellationRequestEmail(
            registration,
            activity,
            new Date(metadata.occurredAt),
          ),
        }),
    ],
  ]);
  log.info("cancellation_request_notified", {
    eventId: metadata.eventId,
    registrationId: registration.id,
  });
}
