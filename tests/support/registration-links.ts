/**
 * A registration through the payment world's stack, with the two links of its confirmation
 * e-mail (pay, cancel): what the cancellation and provider-fault tests start from.
 */
import { readPaymentLinkParams } from "@shared/payments/payment-link";
import { readSentEmails } from "./aws";
import { cancellationLinkInEmail } from "./cancellation";
import { runNotifier } from "./form-fixtures";
import { paymentLinkInEmail } from "./payment-link-email";
import { type PaymentWorld, registerVisitor } from "./payment-world";

const VISITOR = "monique.favre@example.ch";

/** Registers (as the sample visitor), and reads the two links of the confirmation e-mail. */
export async function registerWithLinks(
  world: PaymentWorld,
  participants = 2,
  extra: Record<string, unknown> = {},
) {
  const registered = await registerVisitor(world, participants, 7500, extra);
  await runNotifier();
  const email = (await readSentEmails()).find(
    (e) =>
      e.to.includes(VISITOR) &&
      e.subject.startsWith("Inscription enregistrée") &&
      e.text.includes(registered.registrationId),
  );
  const text = email?.text ?? "";
  const cancelUrl = cancellationLinkInEmail(text);
  const link = readPaymentLinkParams(cancelUrl.searchParams);
  if (!link) throw new Error("the cancellation link has no id or jeton");
  return {
    ...registered,
    cancelUrl,
    jeton: link.jeton,
    paymentJeton: readPaymentLinkParams(paymentLinkInEmail(text).searchParams)?.jeton ?? "",
  };
}
