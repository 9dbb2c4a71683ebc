import { randomUUID } from "node:crypto";
import type { SQSBatchResponse, SQSEvent } from "aws-lambda";
import type { DueMessage } from "../../adapters/deadline-queue";
import { sendEmail } from "../../adapters/mailer";
import { type Config, getConfig } from "../../config";
import { cancellationLinkUrl } from "../../core/cancellation-emails";
import { paymentReminderEmail } from "../../core/payment-deadline-emails";
import { paymentLinkUrl } from "../../core/payments/payment-link";
import {
  type DueRegistration,
  handleDueRegistration,
  type RegistrationDeadlinePorts,
} from "../../core/registration-deadline";
import { errorText, log } from "../../logger";
import { type Adapters, wireAdapters } from "../../wiring";

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
        async () => {
          // Read again at send time: paid a second ago, nothing goes out.
          const current = await getRegistration(registration.id);
          if (current?.status !== "pending_payment") return;
          const { jeton, expiresAt } = await adapters.paymentLinks.linkFor(current, activity);
          const link = { url: paymentLinkUrl(config.SITE_URL, current.id, jeton), expiresAt };
          const cancellation = await adapters.paymentLinks.cancellationLinkFor(current, activity);
          await sendEmail({
            to: current.email,
            replyTo: config.PROVIDER_EMAIL,
            ...paymentReminderEmail(current, activity, config.SITE_URL, link, {
              url: cancellationLinkUrl(config.SITE_URL, current.id, cancellation.jeton),
            }),
          });
        },
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
 * scheduler). A failing message is reported in batchItemFailures so that only it is retried
 * (and ends in the dead-letter queue after maxReceiveCount).
 */
export function registrationDeadlinesWorker(ports: RegistrationDeadlinePorts) {
  return async (event: SQSEvent): Promise<SQSBatchResponse> => {
    const batchItemFailures: SQSBatchResponse["batchItemFailures"] = [];
    for (const record of event.Records) {
      try {
        const message = JSON.parse(record.body) as DueMessage;
        if (typeof message.inscription_id !== "string")
          throw new Error("Message sans inscription_id");
        const outcome = await handleDueRegistration(message.inscription_id, ports);
        log.info("registration_deadline_handled", {
          registrationId: message.inscription_id,
          outcome,
        });
      } catch (error) {
        log.error("registration_deadline_failed", {
          messageId: record.messageId,
          error: errorText(error),
        });
        batchItemFailures.push({ itemIdentifier: record.messageId });
      }
    }
    return { batchItemFailures };
  };
}

const config = getConfig();

export const handler = registrationDeadlinesWorker(deadlinePorts(wireAdapters(config), config));
