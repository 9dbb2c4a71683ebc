import { WAITLIST_ERRORS, WAITLIST_TEXTS } from "@shared/messages/waitlist";
import { readWaitlistLinkParams, type WaitlistLinkParams } from "@shared/waitlist/waitlist-link";
import { useSearchParams } from "react-router-dom";
import { HelpAndCalendarLink } from "../components/HelpAndCalendarLink";
import { LinkPageFrame, LinkPageLoading } from "../components/LinkPage";
import { useWaitlistEntry } from "../features/waitlist/useWaitlistEntry";
import { WaitlistEntryActions } from "../features/waitlist/WaitlistEntryActions";
import { WaitlistEntrySummary } from "../features/waitlist/WaitlistEntrySummary";
import { WAITLIST_PAGE_TEXTS as T } from "../features/waitlist/waitlist-texts";
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
  if (!link) {
    return (
      <LinkPageFrame title={T.refusedTitle}>
        <p className="is-size-5">{T.incompleteLink}</p>
        <HelpAndCalendarLink />
      </LinkPageFrame>
    );
  }
  return <WaitlistFromLink link={link} />;
}

function WaitlistFromLink({ link }: { link: WaitlistLinkParams }) {
  const [snapshot, send] = useWaitlistEntry(link);
  const { view, refusal } = snapshot.context;

  if (snapshot.matches("refused")) {
    return (
      <LinkPageFrame title={T.refusedTitle}>
        <p role="status" className="is-size-5">
          {refusal ?? WAITLIST_ERRORS.invalidLink}
        </p>
        <HelpAndCalendarLink />
      </LinkPageFrame>
    );
  }
  if (!view) {
    const failed = snapshot.matches("loadFailed");
    return (
      <LinkPageFrame title={T.pageTitle}>
        <LinkPageLoading failed={failed} texts={T} onRetry={() => send({ type: "RETRY" })} />
      </LinkPageFrame>
    );
  }
  if (snapshot.matches("withdrawn")) {
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
  const failed = snapshot.matches("withdrawFailed");
  return (
    <LinkPageFrame title={T.pageTitle}>
      <WaitlistEntrySummary view={view} />
      <WaitlistEntryActions
        view={view}
        busy={snapshot.matches("withdrawing")}
        onWithdraw={() => send({ type: failed ? "RETRY" : "WITHDRAW" })}
      />
      {failed ? (
        <p role="alert" className="is-size-5 has-text-danger-dark">
          {T.withdrawFailed}
        </p>
      ) : null}
      <HelpAndCalendarLink />
    </LinkPageFrame>
  );
}
