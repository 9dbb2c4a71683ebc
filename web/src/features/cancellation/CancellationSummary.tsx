import { formatChf } from "@shared/money";
import { registrationNoun } from "@shared/registrations/registration-noun";
import type { CancellationView } from "@shared/schemas/cancellation";
import { OutingSummary } from "../../components/OutingSummary";

/** The registration about to be cancelled: activity, date and time, participants, amount. */
export function CancellationSummary({ view }: { view: CancellationView }) {
  return (
    <OutingSummary title={<>Votre {registrationNoun(view).noun}</>} outing={view}>
      <dt>Participants</dt>
      <dd>{view.participants === 1 ? "1 personne" : `${view.participants} personnes`}</dd>
      <dt>Montant</dt>
      <dd>
        <strong>{formatChf(view.amount)}</strong>
        {view.status === "paid" ? " (payé)" : " (pas encore payé)"}
      </dd>
    </OutingSummary>
  );
}
