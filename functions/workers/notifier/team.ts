import { participantsMessageEmail } from "@core/activities/cancellation-emails";
import { participantsMessaged } from "@shared/events/activity-cancellation";
import { getConfig } from "../../config";
import { log } from "../../logger";
import { notifierAdapters } from "./adapters";
import { notifierMessaging } from "./messaging";
import { onEvent } from "./registry";

const { sendEachOnce, toVisitor } = notifierMessaging;

const { activities, registrations, participantMessages } = notifierAdapters;

/**
 * ParticipantsMessaged: the founders' message, one e-mail to each registration it was written
 * for. One event per message, fanned out here: the event stays small (no text, no address) and
 * each e-mail has its own key (message and registration), so a redelivery sends only what is
 * missing and two messages are two sends.
 */
const messaged = onEvent(
  participantsMessaged,
  {
    missing: "Message ou sortie",
    async load({ data }) {
      const [message, activity] = await Promise.all([
        participantMessages.get(data.message_id),
        activities.get(data.activity_id),
      ]);
      return message && activity && { message, activity };
    },
  },
  async ({ message, activity }, { metadata }) => {
    const { SITE_URL } = getConfig();
    const recipients = await Promise.all(
      message.inscription_ids.map((id) => registrations.get(id)),
    );
    await sendEachOnce(
      recipients
        .filter((r) => r !== undefined)
        .map((registration) =>
          toVisitor(`message:${message.id}:${registration.id}`, registration.email, () =>
            participantsMessageEmail({
              registration,
              activity,
              objet: message.objet,
              texte: message.texte,
              siteUrl: SITE_URL,
            }),
          ),
        ),
    );
    log.info("participants_message_sent", {
      eventId: metadata.eventId,
      activityId: activity.id,
      recipients: recipients.length,
    });
  },
);

/** The e-mails the founders send from the team space. */
export const teamNotifications = [messaged];
