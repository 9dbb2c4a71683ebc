import { randomUUID } from "node:crypto";
import { sendEmail } from "@adapters/mailer";
import type { DueRegistration, RegistrationDeadlinePorts } from "@core/registrations/deadline";
import { sendPaymentReminder } from "@core/registrations/payment-reminder";
import type { Config } from "../config";
import type { Adapters } from "./adapters";

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
