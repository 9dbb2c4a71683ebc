import { randomUUID } from "node:crypto";
import { sendEmail } from "@adapters/mailer";
import { messaging } from "@core/email/sending";
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
