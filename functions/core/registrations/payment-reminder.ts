import type { Activity } from "@shared/schemas/activity";
import type { Messaging } from "../email/sending";
import type { DueRegistration } from "./deadline";
import { paymentReminderEmail } from "./deadline-emails";
import { type PaymentLinks, visitorLinks } from "./links";

/** What sending the reminder needs: the registration as stored now, its links, the e-mail path. */
export interface PaymentReminderPorts {
  getRegistration(id: string): Promise<DueRegistration | undefined>;
  paymentLinks: Pick<PaymentLinks, "linkFor" | "cancellationLinkFor">;
  messaging: Pick<Messaging, "sendOnce" | "emailVisitor">;
  siteUrl: string;
}

/**
 * The « rappel de paiement »: the one reminder of a registration still unpaid 24 h after it was
 * made (the deadline job decides when). True when it was sent now.
 * 1. Once per registration (its key in sent-notifications): a second run, or a redelivered
 *    message, sends nothing more.
 * 2. Reads the registration again at send time: paid a second ago (or its address erased),
 *    nothing goes out.
 * 3. Signs a fresh payment link (until the deadline) and the cancellation link.
 * 4. Sends the visitor what is owed, until when, and both links; replies go to the provider.
 */
export function sendPaymentReminder(
  registrationId: string,
  activity: Activity,
  ports: PaymentReminderPorts,
): Promise<boolean> {
  return ports.messaging.sendOnce([
    `registration:${registrationId}:payment-reminder`,
    async () => {
      const current = await ports.getRegistration(registrationId);
      // No address: anonymised meanwhile (a person's erasure), nobody to remind.
      if (current?.status !== "pending_payment" || !current.email) return;
      const links = await visitorLinks(ports.paymentLinks, ports.siteUrl, current, activity);
      await ports.messaging.emailVisitor(current.email, () =>
        paymentReminderEmail(current, activity, ports.siteUrl, links.payment, links.cancellation),
      );
    },
  ]);
}
