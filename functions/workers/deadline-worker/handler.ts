import { randomUUID } from "node:crypto";
import type { DueMessage } from "@adapters/deadline-queue";
import { sendEmail } from "@adapters/mailer";
import { messaging } from "@core/email/sending";
import {
  type DueRegistration,
  handleDueRegistration,
  type RegistrationDeadlinePorts,
} from "@core/registrations/deadline";
import { sendPaymentReminder } from "@core/registrations/payment-reminder";
import { type Config, getConfig } from "../../config";
import { log } from "../../logger";
import { type Adapters, wireAdapters } from "../../wiring";
import { sqsBatchHandler } from "../sqs-batch";

type DeadlineConfig = Pick<Config, "SITE_URL" | "PROVIDER_EMAIL" | "AUTOMATIC_EXPIRY">;

/** The deadline use case's ports, on the function's adapters and clock. */
export function deadlinePorts(
  adapters: Adapters,
  config: DeadlineConfig,
): RegistrationDeadlinePorts {
  const { registrations, payments, clock } = adapters;
  const getRegistration = (id: string) =>
    registrations.get(id) as Promise<DueRegistration | undefined>;
  const reminderMessaging = messaging({
    sendEmail,
    ...adapters.sentNotifications,
    providerEmail: config.PROVIDER_EMAIL,
  });
  return {
    clock,
    automaticExpiry: config.AUTOMATIC_EXPIRY === "on",
    getRegistration,
    getActivity: adapters.activities.get,
    sendReminderOnce: (registration, activity) =>
      sendPaymentReminder(registration.id, activity, {
        getRegistration,
        paymentLinks: adapters.paymentLinks,
        messaging: reminderMessaging,
        siteUrl: config.SITE_URL,
      }),
    markReminded: registrations.markReminded,
    rescheduleDue: registrations.rescheduleDue,
    leaveDueIndex: registrations.leaveDueIndex,
    release: adapters.releaseRegistration,
    publishAndClear: adapters.outbox.publishAndClear,
    payments: {
      store: payments.store,
      clock,
      checkout: payments.checkout,
      newId: randomUUID,
      publishAndClear: payments.publishAndClear,
    },
    newId: randomUUID,
  };
}

/**
 * Consumes registration-deadlines: one message per due registration (queued by the deadline
 * scheduler). A failing message alone is retried, then dead-lettered (sqsBatchHandler).
 */
export function registrationDeadlinesWorker(ports: RegistrationDeadlinePorts) {
  return sqsBatchHandler("registration_deadline_failed", async (record) => {
    const message = JSON.parse(record.body) as DueMessage;
    if (typeof message.inscription_id !== "string") throw new Error("Message sans inscription_id");
    const outcome = await handleDueRegistration(message.inscription_id, ports);
    log.info("registration_deadline_handled", { registrationId: message.inscription_id, outcome });
  });
}

const config = getConfig();

export const handler = registrationDeadlinesWorker(deadlinePorts(wireAdapters(config), config));
