import type { WaitlistEntryView } from "@shared/schemas/waitlist";
import { OutingSummary } from "../../components/OutingSummary";

/** The entry the link names: the outing, its date and meeting time, the places wanted. */
export function WaitlistEntrySummary({ view }: { view: WaitlistEntryView }) {
  return (
    <OutingSummary title="Votre inscription sur la liste d'attente" outing={view}>
      <dt>Places souhaitées</dt>
      <dd>{view.places === 1 ? "1 place" : `${view.places} places`}</dd>
    </OutingSummary>
  );
}
