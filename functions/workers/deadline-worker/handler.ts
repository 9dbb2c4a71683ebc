import { randomUUID } from "node:crypto";
import type { DueMessage } from "@adapters/deadline-queue";
import { sendEmail } from "@adapters/mailer";
import {
  type DueRegistration,
  handleDueRegistration,
  type RegistrationDeadlinePorts,
} from "@core/registrations/deadline";
import { sendPaymentReminder } from "@core/registrations/payment-reminder";
import { type Config, getConfig } from "../../config";
import { log } from "../../logger";
import { type Adapters, wireAdapters } from "../../wiring/adapters";
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
  return {
    clock,
    automaticExpiry: config.AUTOMATIC_EXPIRY === "on",
    getRegistration,
    getActivity: adapters.activities.get,
    // One key per registration: a second run, or a redelivered message, sends nothing more.
    sendReminderOnce: (registration, activity) =>
      adapters.sentNotifications.notifyOnce(
        `registration:${registration.id}:payment-reminder`,
        () =>
          sendPaymentReminder(registration.id, activity, {
            getRegistration,
            paymentLinks: adapters.paymentLinks,
            sendEmail,
            siteUrl: config.SITE_URL,
            providerEmail: config.PROVIDER_EMAIL,
          }),
      ),
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
