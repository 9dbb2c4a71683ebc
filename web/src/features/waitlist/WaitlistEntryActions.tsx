import { WAITLIST_TEXTS } from "@shared/messages/waitlist";
import type { WaitlistEntryView } from "@shared/schemas/waitlist";
import type { WaitlistLinkParams } from "@shared/waitlist/waitlist-link";
import { useState } from "react";
import { LinkPageActButton } from "../../components/LinkPage";
import { WaitlistParticipantsForm } from "./WaitlistParticipantsForm";
import { entryChoice } from "./waitlist-answers";
import { WAITLIST_PAGE_TEXTS as T } from "./waitlist-texts";

interface WaitlistEntryActionsProps {
  link: WaitlistLinkParams;
  view: WaitlistEntryView;
  busy: boolean;
  onWithdraw: () => void;
}

/**
 * Where the entry stands and what the visitor may do: leave the list while waiting; for places
 * offered for several, name the others first; pay or decline the places offered; nothing once it is over (a sentence says how it ended).
 */
export function WaitlistEntryActions({
  link,
  view: loaded,
  busy,
  onWithdraw,
}: WaitlistEntryActionsProps) {
  // Once the others are named, the server's new view of the entry (it then offers the payment).
  const [named, setNamed] = useState<WaitlistEntryView | null>(null);
  const view = named ?? loaded;
  const choice = entryChoice(view);
  const withdraw = (label: string) => (
    <LinkPageActButton
      className="button is-danger is-outlined is-medium"
      busy={busy}
      busyLabel={T.withdrawing}
      onClick={onWithdraw}
    >
      {label}
    </LinkPageActButton>
  );
  if (choice.kind === "leave") {
    return (
      <>
        <p className="is-size-5">
          <strong>{T.waiting(view.rank)}</strong>
        </p>
        <p className="is-size-5">{T.waitingHow}</p>
        <p>{withdraw(WAITLIST_TEXTS.leaveButton)}</p>
      </>
    );
  }
  if (choice.kind === "name") {
    return (
      <>
        <h2 className="title is-4">{T.offeredTitle(view.places)}</h2>
        <p className="is-size-5">{T.offered(view.deadline, view.places)}</p>
        <WaitlistParticipantsForm
          link={link}
          view={view}
          others={choice.others}
          onNamed={setNamed}
        />
        <p className="mt-5">{withdraw(WAITLIST_TEXTS.declineButton)}</p>
      </>
    );
  }
  if (choice.kind === "offer") {
    return (
      <>
        <h2 className="title is-4">{T.offeredTitle(view.places)}</h2>
        <p className="is-size-5">{T.offered(view.deadline, view.places)}</p>
        <div className="buttons">
          {choice.paymentPath ? (
            <a className="button is-primary is-medium" href={choice.paymentPath}>
              {T.payNow}
            </a>
          ) : null}
          {withdraw(WAITLIST_TEXTS.declineButton)}
        </div>
      </>
    );
  }
  return <p className="is-size-5">{endedText(view)}</p>;
}

/** How an entry that is over ended. */
function endedText(view: WaitlistEntryView): string {
  return view.status === "waiting" || view.status === "offered" ? "" : T.ended[view.status];
}
