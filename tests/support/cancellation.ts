/**
 * Helpers of the cancellation tests: the links of the confirmation e-mail, a clock that tests set,
 * and the instants around the 72 h rule of an activity.
 */
import { readPaymentLinkParams } from "../../shared/payments/payment-link";
import { freeCancellationUntil } from "../../shared/registrations/cancellation-terms";
import { readSentEmails } from "./aws";
import { runNotifier } from "./form-fixtures";
import { paymentLinkInEmail } from "./payment-link-email";
import { type PaymentWorld, registerVisitor } from "./payment-world";

const VISITOR = "monique.favre@example.ch";

/** The cancellation link of a visitor e-mail: the address under « Annuler mon inscription ». */
export function cancellationLinkInEmail(text: string): URL {
  const url = /Annuler mon inscription :\r?\n(\S+)/.exec(text)?.[1];
  if (!url) throw new Error("no « Annuler mon inscription » link in this e-mail");
  return new URL(url);
}

/** Real time until a test sets it; `reset` goes back to real time. */
export function settableClock() {
  let fixed: Date | undefined;
  return {
    now: () => fixed ?? new Date(),
    set(at: Date) {
      fixed = at;
    },
    reset() {
      fixed = undefined;
    },
  };
}

const HOUR = 3_600_000;

/** `hours` before the meeting time of the activity (Europe/Zurich). */
export function hoursBeforeMeeting(activity: { date: string; heure_rdv: string }, hours: number) {
  // freeCancellationUntil is 72 h before the meeting.
  return new Date(freeCancellationUntil(activity).getTime() + (72 - hours) * HOUR);
}

/** Registers (as the sample visitor), and reads the two links of the confirmation e-mail. */
export async function registerWithLinks(world: PaymentWorld, participants = 2) {
  const registered = await registerVisitor(world, participants);
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
