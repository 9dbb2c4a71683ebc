import { randomUUID } from "node:crypto";
import { sqs } from "@adapters/aws-clients";
import { deadlineQueue } from "@adapters/deadline-queue";
import { sendEmail } from "@adapters/mailer";
import type { DueRegistration, RegistrationDeadlinePorts } from "@core/registrations/deadline";
import { sendPaymentReminder } from "@core/registrations/payment-reminder";
import { type Config, requiredSetting } from "../config";
import type { Adapters } from "./adapters";
import type { Stores } from "./stores";

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

/** The deadline scheduler's ports: the due index read, one message each on registration-deadlines. */
export function dueDeadlinePorts(stores: Pick<Stores, "registrations" | "clock">, config: Config) {
  // Fails at start, with its name, rather than at the first due registration.
  const queueUrl = requiredSetting(config, "QUEUE_REGISTRATION_DEADLINES_URL");
  return {
    registrations: stores.registrations,
    enqueue: deadlineQueue({ client: sqs, queueUrl }).enqueue,
    clock: stores.clock,
  };
}
