import { formatChf } from "@shared/money";
import { registrationNoun } from "@shared/registrations/registration-noun";
import type { CancellationView } from "@shared/schemas/cancellation";
import { OutingSummary } from "../../components/OutingSummary";

/**
 * Whether the amount was paid, said the same way as what happens to the money below it: a
 * registration cancelled after paying was paid (its refund is said below), one cancelled unpaid
 * owes nothing.
 */
export function paidWords(view: Pick<CancellationView, "status" | "refund">): string {
  if (view.status === "paid") return " (payé)";
  if (view.status === "pending_payment") return " (pas encore payé)";
  return view.refund === "none" ? " (rien à payer)" : " (payé)";
}

/** The registration about to be cancelled: activity, date and time, participants, amount. */
export function CancellationSummary({ view }: { view: CancellationView }) {
  return (
    <OutingSummary title={<>Votre {registrationNoun(view).noun}</>} outing={view}>
      <dt>Participants</dt>
      <dd>{view.participants === 1 ? "1 personne" : `${view.participants} personnes`}</dd>
      <dt>Montant</dt>
      <dd>
        <strong>{formatChf(view.amount)}</strong>
        {paidWords(view)}
      </dd>
    </OutingSummary>
  );
}
