import { WAITLIST_ERRORS, WAITLIST_TEXTS } from "@shared/messages/waitlist";
import type { WaitlistEntryView } from "@shared/schemas/waitlist";
import { readWaitlistLinkParams, type WaitlistLinkParams } from "@shared/waitlist/waitlist-link";
import { useSearchParams } from "react-router-dom";
import { HelpAndCalendarLink } from "../components/HelpAndCalendarLink";
import {
  IncompleteLinkPage,
  LinkPageFrame,
  LinkPageRecord,
  LinkPageSteps,
} from "../components/LinkPage";
import { useWaitlistEntry } from "../features/waitlist/useWaitlistEntry";
import { WaitlistEntryActions } from "../features/waitlist/WaitlistEntryActions";
import { WaitlistEntrySummary } from "../features/waitlist/WaitlistEntrySummary";
import { WAITLIST_ENTRY_STEPS } from "../features/waitlist/waitlist-entry-machine";
import { WAITLIST_PAGE_TEXTS as T } from "../features/waitlist/waitlist-texts";
import { linkPageStep } from "../lib/link-page-machine";
import "../features/registration/registration.css";

/**
 * /liste-attente?entree=…&jeton=…: the page of the waiting list's e-mails. It reads the entry
 * through its signed link (a read only: mail scanners open links) and shows the outing, the
 * places and where the entry stands; the visitor may leave the list, or pay or decline places
 * offered. A link without entry or jeton, or one the server refuses, gets the French explanation.
 */
export default function WaitlistPage() {
  const [params] = useSearchParams();
  const link = readWaitlistLinkParams(params);
  if (!link) return <IncompleteLinkPage texts={T} />;
  return <WaitlistFromLink link={link} />;
}

function WaitlistFromLink({ link }: { link: WaitlistLinkParams }) {
  const [snapshot, send] = useWaitlistEntry(link);
  const { view, refusal } = snapshot.context;
  return (
    <LinkPageSteps
      step={linkPageStep(snapshot.value, WAITLIST_ENTRY_STEPS)}
      view={view}
      refusal={refusal}
      texts={{ ...T, title: T.pageTitle, refused: WAITLIST_ERRORS.invalidLink }}
      onRetry={() => send({ type: "RETRY" })}
      done={() => (view ? <WaitlistWithdrawn view={view} /> : null)}
      ready={(view, step) => {
        const failed = step === "failed";
        return (
          <LinkPageRecord title={T.pageTitle} failed={failed ? T.withdrawFailed : null}>
            <WaitlistEntrySummary view={view} />
            <WaitlistEntryActions
              link={link}
              view={view}
              busy={step === "acting"}
              onWithdraw={() => send({ type: failed ? "RETRY" : "WITHDRAW" })}
            />
          </LinkPageRecord>
        );
      }}
    />
  );
}

/** The list left, or the places declined: the heading takes the focus of the button gone. */
function WaitlistWithdrawn({ view }: { view: WaitlistEntryView }) {
  const declined = view.status === "declined";
  return (
    <LinkPageFrame title={declined ? T.declinedTitle : T.leftTitle}>
      <p role="status" className="is-size-5">
        {declined ? WAITLIST_TEXTS.declined : WAITLIST_TEXTS.left}
      </p>
      <WaitlistEntrySummary view={view} />
      <HelpAndCalendarLink />
    </LinkPageFrame>
  );
}
