import {
  dateCancelledEmail,
  dateCancelledSms,
  nextOutingsOfKind,
} from "@core/activities/cancellation-emails";
import type { Payment } from "@core/payments/payment";
import {
  providerCancellationRequestEmail,
  providerCancelledEmail,
  visitorCancellationRequestEmail,
  visitorCancelledEmail,
} from "@core/registrations/cancellation-emails";
import {
  registrationExpiredEmail,
  registrationExpiredProviderEmail,
} from "@core/registrations/deadline-emails";
import { visitorLinks } from "@core/registrations/links";
import {
  inviteAttachment,
  providerEmail,
  visitorEmail,
  visitorSms,
} from "@core/registrations/notifications";
import {
  providerParticipantCancelledEmail,
  providerParticipantRequestEmail,
  visitorParticipantCancelledEmail,
  visitorParticipantRequestEmail,
} from "@core/registrations/participant-cancellation-emails";
import {
  inscriptionCancellationRequested,
  inscriptionCancelled,
} from "@shared/events/inscription-cancelled";
import { inscriptionCreated } from "@shared/events/inscription-created";
import { inscriptionExpired } from "@shared/events/inscription-expired";
import {
  inscriptionParticipantCancellationRequested,
  inscriptionParticipantCancelled,
} from "@shared/events/inscription-participant-cancelled";
import type { RefundMode } from "@shared/payments/refund-modes";
import { zurichToday } from "@shared/time";
import { getConfig } from "../../config";
import { log } from "../../logger";
import { notifierAdapters } from "./adapters";
import { notifierMessaging } from "./messaging";
import { onEvent } from "./registry";

const { sendEachOnce, sms, toProvider, toVisitor } = notifierMessaging;

const { activities, payments, registrations, paymentLinks, clock } = notifierAdapters;

/** The registration and its activity (gone activity: undefined), by their ids. */
async function registrationAndActivity(data: { inscription_id: string; activity_id: string }) {
  const [registration, activity] = await Promise.all([
    registrations.get(data.inscription_id),
    activities.get(data.activity_id),
  ]);
  return registration && { registration, activity };
}

/**
 * InscriptionCreated: e-mail (with calendar invitation, the registration's payment link and its
 * cancellation link) and SMS to the visitor, e-mail to the provider. Personal data is loaded by
 * id. Each send happens once per event and is tried even when another failed (notifyEachOnce);
 * a failure throws so that the message is retried and ends in the dead-letter queue.
 */
const created = onEvent(
  inscriptionCreated,
  {
    missing: "Inscription ou activité",
    async load({ data }) {
      const [registration, activity] = await Promise.all([
        registrations.get(data.inscription_id),
        activities.get(data.activity_id),
      ]);
      return registration && activity && { registration, activity };
    },
  },
  async ({ registration, activity }, { metadata }) => {
    const { SITE_URL } = getConfig();
    const key = (what: string) => `${metadata.eventId}:${what}`;
    await sendEachOnce([
      // The calendar invitation, the payment link and the cancellation link.
      toVisitor(key("visitor-email"), registration.email, async () => {
        const links = await visitorLinks(paymentLinks, SITE_URL, registration, activity);
        return {
          ...visitorEmail(registration, activity, SITE_URL, links.payment, links.cancellation),
          // Tentative until paid: the receipt confirms it, a cancellation takes it out.
          attachments: [
            inviteAttachment(registration, activity, SITE_URL, clock.now(), "registered"),
          ],
        };
      }),
      sms(key("visitor-sms"), registration.telephone, () => visitorSms(registration, activity)),
      toProvider(key("provider-email"), registration.email, () =>
        providerEmail(registration, activity),
      ),
    ]);
    log.info("inscription_notified", {
      eventId: metadata.eventId,
      registrationId: registration.id,
    });
  },
);

/** The invitation of the confirmation, cancelled: the same UID, METHOD:CANCEL. */
const cancelledInvite = (
  registration: Parameters<typeof inviteAttachment>[0],
  activity: Parameters<typeof inviteAttachment>[1],
) => inviteAttachment(registration, activity, getConfig().SITE_URL, clock.now(), "cancelled");

/** The registration, its outing and the payment it was paid with (for what its refund says). */
async function registrationActivityAndPayment(data: Parameters<typeof registrationAndActivity>[0]) {
  const found = await registrationAndActivity(data);
  const paid = found?.registration.paid_payment_id;
  return found && { ...found, payment: paid ? await payments.store.getPayment(paid) : undefined };
}

/**
 * InscriptionCancelled: the visitor's confirmation (with what happens to the money) and the
 * provider's notice (with the refund done, or to do by hand). Keys are per registration: it is
 * cancelled once, so each e-mail goes once however often the event comes.
 */
const cancelled = onEvent(
  inscriptionCancelled,
  {
    missing: "Inscription",
    load: ({ data }) => registrationActivityAndPayment(data),
  },
  async ({ registration, activity, payment }, { metadata, data }) => {
    const { SITE_URL } = getConfig();
    const refund = { mode: data.refund, payment };
    const key = (what: string) => `cancellation:${registration.id}:${what}`;
    if (data.cancelled_by === "provider") {
      await notifyDateCancelled({ registration, activity, refund, key });
      log.info("cancellation_notified", {
        eventId: metadata.eventId,
        registrationId: registration.id,
      });
      return;
    }
    await sendEachOnce([
      toVisitor(key("visitor-email"), registration.email, () => ({
        ...visitorCancelledEmail(registration, activity, refund, SITE_URL),
        // The invitation sent before, taken out of the visitor's calendar (same UID).
        ...(activity ? { attachments: [cancelledInvite(registration, activity)] } : {}),
      })),
      toProvider(key("provider-email"), registration.email, () =>
        providerCancelledEmail(registration, activity, refund),
      ),
    ]);
    log.info("cancellation_notified", {
      eventId: metadata.eventId,
      registrationId: registration.id,
    });
  },
);

/**
 * The founders cancelled the date: the visitor's e-mail (their reason, the money, the next
 * outings of the same kind) and an SMS where a phone was given; the founders know already. Keys
 * are per registration, as for a visitor's own cancellation: sent once whatever the retries.
 */
/** The next outings of the cancelled one's kind, from today on (a range of the calendar index). */
async function nextOutingsAfter(cancelled: Parameters<typeof nextOutingsOfKind>[1]) {
  const today = zurichToday(clock.now());
  return nextOutingsOfKind(await activities.listFrom(today), cancelled, today);
}

async function notifyDateCancelled(input: {
  registration: NonNullable<Awaited<ReturnType<typeof registrations.get>>>;
  activity: Awaited<ReturnType<typeof activities.get>>;
  refund: { mode: RefundMode; payment?: Payment };
  key: (what: string) => string;
}) {
  const { registration, activity, refund, key } = input;
  if (!activity?.annulation)
    throw new Error(`Sortie ${registration.activity_id} : annulation introuvable`);
  const reason = activity.annulation.raison;
  const { SITE_URL } = getConfig();
  const phone = (registration as { telephone?: string }).telephone;
  await sendEachOnce([
    toVisitor(key("visitor-email"), registration.email, async () => ({
      ...dateCancelledEmail({
        registration,
        activity,
        reason,
        refund,
        nextOutings: await nextOutingsAfter(activity),
        siteUrl: SITE_URL,
      }),
      attachments: [cancelledInvite(registration, activity)],
    })),
    ...(phone
      ? [sms(key("visitor-sms"), phone, () => dateCancelledSms(activity, reason, refund))]
      : []),
  ]);
}

/**
 * InscriptionCancellationRequested (within 72 h): the visitor is told the request is in the
 * provider's hands, the provider is asked to decide. Once per registration.
 */
const cancellationRequested = onEvent(
  inscriptionCancellationRequested,
  { missing: "Inscription", load: ({ data }) => registrationAndActivity(data) },
  async ({ registration, activity }, { metadata }) => {
    const key = (what: string) => `cancellation-request:${registration.id}:${what}`;
    await sendEachOnce([
      toVisitor(key("visitor-email"), registration.email, () =>
        visitorCancellationRequestEmail(registration, activity, getConfig().SITE_URL),
      ),
      toProvider(key("provider-email"), registration.email, () =>
        providerCancellationRequestEmail(registration, activity, new Date(metadata.occurredAt)),
      ),
    ]);
    log.info("cancellation_request_notified", {
      eventId: metadata.eventId,
      registrationId: registration.id,
    });
  },
);

/**
 * InscriptionExpired: the visitor is told the registration expired unpaid, the provider that its
 * places are free again. Keys are per registration: it expires once, whatever the deliveries.
 */
const expired = onEvent(
  inscriptionExpired,
  { missing: "Inscription", load: ({ data }) => registrationAndActivity(data) },
  async ({ registration, activity }, { metadata }) => {
    const key = (what: string) => `registration:${registration.id}:${what}`;
    await sendEachOnce([
      toVisitor(key("expired-visitor-email"), registration.email, () => ({
        ...registrationExpiredEmail(registration, activity, getConfig().SITE_URL),
        // The tentative invitation sent with the confirmation (or the offer) leaves her calendar.
        ...(activity ? { attachments: [cancelledInvite(registration, activity)] } : {}),
      })),
      toProvider(key("expired-provider-email"), registration.email, () =>
        registrationExpiredProviderEmail(registration, activity),
      ),
    ]);
    log.info("expiry_notified", { eventId: metadata.eventId, registrationId: registration.id });
  },
);

/**
 * InscriptionParticipantCancelled: the visitor is told who is cancelled, the new total and her
 * share's refund (or « rien à payer »); the provider gets the notice. Keys per registration and
 * position: she is cancelled once.
 */
const participantCancelled = onEvent(
  inscriptionParticipantCancelled,
  {
    missing: "Inscription",
    load: ({ data }) => registrationActivityAndPayment(data),
  },
  async ({ registration, activity, payment }, { metadata, data }) => {
    const refund = { mode: data.refund, payment };
    const key = (what: string) =>
      `participant-cancellation:${registration.id}:p${data.position}:${what}`;
    await sendEachOnce([
      toVisitor(key("visitor-email"), registration.email, () =>
        visitorParticipantCancelledEmail(
          registration,
          activity,
          data,
          refund,
          getConfig().SITE_URL,
        ),
      ),
      toProvider(key("provider-email"), registration.email, () =>
        providerParticipantCancelledEmail(registration, activity, data, refund),
      ),
    ]);
    log.info("participant_cancellation_notified", {
      eventId: metadata.eventId,
      registrationId: registration.id,
      position: data.position,
    });
  },
);

/** InscriptionParticipantCancellationRequested (within 72 h): as the whole's, for one person. */
const participantCancellationRequested = onEvent(
  inscriptionParticipantCancellationRequested,
  { missing: "Inscription", load: ({ data }) => registrationAndActivity(data) },
  async ({ registration, activity }, { metadata, data }) => {
    const key = (what: string) =>
      `participant-cancellation-request:${registration.id}:p${data.position}:${what}`;
    await sendEachOnce([
      toVisitor(key("visitor-email"), registration.email, () =>
        visitorParticipantRequestEmail(registration, activity, data, getConfig().SITE_URL),
      ),
      toProvider(key("provider-email"), registration.email, () =>
        providerParticipantRequestEmail(registration, activity, data),
      ),
    ]);
    log.info("participant_cancellation_request_notified", {
      eventId: metadata.eventId,
      registrationId: registration.id,
      position: data.position,
    });
  },
);

/**
 * The e-mails and SMS of a registration's life: created, cancelled (or asked to be), one
 * participant cancelled alone (or asked), expired.
 */
export const registrationNotifications = [
  created,
  cancelled,
  cancellationRequested,
  participantCancelled,
  participantCancellationRequested,
  expired,
];
