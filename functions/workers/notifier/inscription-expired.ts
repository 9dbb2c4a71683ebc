import { z } from "zod";
import { eventMetadataSchema } from "../../../shared/events/envelope";
import { inscriptionExpiredSchema } from "../../../shared/events/inscription-expired";
import { sendEmail } from "../../adapters/mailer";
import { getConfig } from "../../config";
import {
  registrationExpiredEmail,
  registrationExpiredProviderEmail,
} from "../../core/payment-deadline-emails";
import { log } from "../../logger";
import { notifierAdapters } from "./adapters";

const { notifyEachOnce } = notifierAdapters.sentNotifications;

const detailSchema = z.object({ metadata: eventMetadataSchema, data: inscriptionExpiredSchema });

/**
 * InscriptionExpired: the visitor is told the registration expired unpaid, the provider that its
 * places are free again. Keys are per registration: it expires once, whatever the deliveries.
 */
export async function onInscriptionExpired(detail: unknown): Promise<void> {
  const { metadata, data } = detailSchema.parse(detail);
  const [registration, activity] = await Promise.all([
    notifierAdapters.registrations.get(data.inscription_id),
    notifierAdapters.activities.get(data.activity_id),
  ]);
  if (!registration) {
    throw new Error(`Inscription introuvable pour l'événement ${metadata.eventId}`);
  }
  const { PROVIDER_EMAIL, SITE_URL } = getConfig();
  const key = (what: string) => `registration:${registration.id}:${what}`;

  await notifyEachOnce([
    [
      key("expired-visitor-email"),
      () =>
        sendEmail({
          to: registration.email,
          replyTo: PROVIDER_EMAIL,
          ...registrationExpiredEmail(registration, activity, SITE_URL),
        }),
    ],
    [
      key("expired-provider-email"),
      () =>
        sendEmail({
          to: PROVIDER_EMAIL,
          replyTo: registration.email,
          ...registrationExpiredProviderEmail(registration, activity),
        }),
    ],
  ]);
  log.info("expiry_notified", { eventId: metadata.eventId, registrationId: registration.id });
}
