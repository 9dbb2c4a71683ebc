import type { Activity } from "@shared/schemas/activity";
import type { EmailContent } from "../email/layout";
import type { DueRegistration } from "./deadline";
import { paymentReminderEmail } from "./deadline-emails";
import { type PaymentLinks, visitorLinks } from "./links";

/** What sending the reminder needs: the registration as stored now, its links, the mailer. */
export interface PaymentReminderPorts {
  getRegistration(id: string): Promise<DueRegistration | undefined>;
  paymentLinks: Pick<PaymentLinks, "linkFor" | "cancellationLinkFor">;
  sendEmail(message: EmailContent & { to: string; replyTo: string }): Promise<unknown>;
  siteUrl: string;
  providerEmail: string;
}

/**
 * The « rappel de paiement »: the one reminder of a registration still unpaid 24 h after it was
 * made (the deadline job decides when, and sends it once per registration).
 * 1. Reads the registration again at send time: paid a second ago (or its address erased),
 *    nothing goes out.
 * 2. Signs a fresh payment link (until the deadline) and the cancellation link.
 * 3. Sends the visitor what is owed, until when, and both links; replies go to the provider.
 */
export async function sendPaymentReminder(
  registrationId: string,
  activity: Activity,
  ports: PaymentReminderPorts,
): Promise<void> {
  const current = await ports.getRegistration(registrationId);
  // No address: anonymised meanwhile (a person's erasure), nobody to remind.
  if (current?.status !== "pending_payment" || !current.email) return;
  const links = await visitorLinks(ports.paymentLinks, ports.siteUrl, current, activity);
  await ports.sendEmail({
    to: current.email,
    replyTo: ports.providerEmail,
    ...paymentReminderEmail(current, activity, ports.siteUrl, links.payment, links.cancellation),
  });
}
