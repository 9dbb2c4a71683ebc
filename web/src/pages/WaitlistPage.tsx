import type { ReactNode } from "react";
import { useSearchParams } from "react-router-dom";
import { WAITLIST_ERRORS, WAITLIST_TEXTS } from "../../../shared/messages/waitlist";
import {
  readWaitlistLinkParams,
  type WaitlistLinkParams,
} from "../../../shared/waitlist/waitlist-link";
import { HelpAndCalendarLink } from "../components/HelpAndCalendarLink";
import { PageHeading } from "../components/PageHeading";
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
      <PageFrame title={T.refusedTitle}>
        <p className="is-size-5">{T.incompleteLink}</p>
        <HelpAndCalendarLink />
      </PageFrame>
    );
  }
  return <WaitlistFromLink link={link} />;
}

/** The page's frame; its heading takes the focus with each new step (screen readers hear it). */
function PageFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="section confirmation-page" aria-labelledby="liste-attente-titre">
      <div className="container content">
        <PageHeading id="liste-attente-titre">{title}</PageHeading>
        {children}
      </div>
    </section>
  );
}

function WaitlistFromLink({ link }: { link: WaitlistLinkParams }) {
  const [snapshot, send] = useWaitlistEntry(link);
  const { view, refusal } = snapshot.context;

  if (snapshot.matches("refused")) {
    return (
      <PageFrame title={T.refusedTitle}>
        <p role="status" className="is-size-5">
          {refusal ?? WAITLIST_ERRORS.invalidLink}
        </p>
        <HelpAndCalendarLink />
      </PageFrame>
    );
  }
  if (!view) {
    const failed = snapshot.matches("loadFailed");
    return (
      <PageFrame title={T.pageTitle}>
        <p role="status" className="is-size-5">
          {failed ? T.loadFailed : T.loading}
        </p>
        {failed ? (
          <p>
            <button
              type="button"
              className="button is-primary is-medium"
              onClick={() => send({ type: "RETRY" })}
            >
              {T.retry}
            </button>
          </p>
        ) : null}
      </PageFrame>
    );
  }
  if (snapshot.matches("withdrawn")) {
    return (
      <PageFrame title={T.pageTitle}>
        <p role="status" className="is-size-5">
          {view.status === "declined" ? WAITLIST_TEXTS.declined : WAITLIST_TEXTS.left}
        </p>
        <WaitlistEntrySummary view={view} />
        <HelpAndCalendarLink />
      </PageFrame>
    );
  }
  const failed = snapshot.matches("withdrawFailed");
  return (
    <PageFrame title={T.pageTitle}>
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
    </PageFrame>
  );
}
