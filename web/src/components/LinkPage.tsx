import type { ReactNode } from "react";
import type { LinkPageStep } from "../lib/link-page-machine";
import { HelpAndCalendarLink } from "./HelpAndCalendarLink";
import { PageHeading } from "./PageHeading";

/**
 * The frame of a page opened from an e-mail's signed link (cancel a registration, a waiting-list
 * entry): its heading takes the focus with each new step, so screen readers hear it.
 */
export function LinkPageFrame({ title, children }: { title: string; children: ReactNode }) {
  const headingId = "page-lien-titre";
  return (
    <section className="section confirmation-page" aria-labelledby={headingId}>
      <div className="container content">
        <PageHeading id={headingId}>{title}</PageHeading>
        {children}
      </div>
    </section>
  );
}

/** A link without its id or jeton: the French explanation, before anything is asked. */
export function IncompleteLinkPage({
  texts,
}: {
  texts: { refusedTitle: string; incompleteLink: string };
}) {
  return (
    <LinkPageFrame title={texts.refusedTitle}>
      <p className="is-size-5">{texts.incompleteLink}</p>
      <HelpAndCalendarLink />
    </LinkPageFrame>
  );
}

interface LinkPageStepsProps<View> {
  step: LinkPageStep;
  view: View | null;
  /** The server's French message when it refused. */
  refusal: string | null;
  texts: {
    title: string;
    refusedTitle: string;
    /** When the server refused without a message. */
    refused: string;
    loading: string;
    loadFailed: string;
    retry: string;
  };
  onRetry: () => void;
  /** The outcome of the act. */
  done: () => ReactNode;
  /** The record and the act, while it is offered, sent, or got no answer. */
  ready: (view: View, step: "ready" | "acting" | "failed") => ReactNode;
}

/** A link page at each step: the refusal, the wait (or « no answer »), the record, the outcome. */
export function LinkPageSteps<View>(props: LinkPageStepsProps<View>) {
  const { step, view, refusal, texts } = props;
  if (step === "done") return props.done();
  if (step === "refused") {
    return (
      <LinkPageFrame title={texts.refusedTitle}>
        <p role="status" className="is-size-5">
          {refusal ?? texts.refused}
        </p>
        <HelpAndCalendarLink />
      </LinkPageFrame>
    );
  }
  if (!view || step === "loading" || step === "loadFailed") {
    const failed = step === "loadFailed";
    return (
      <LinkPageFrame title={texts.title}>
        <p role="status" className="is-size-5">
          {failed ? texts.loadFailed : texts.loading}
        </p>
        {failed ? (
          <p>
            <button type="button" className="button is-primary is-medium" onClick={props.onRetry}>
              {texts.retry}
            </button>
          </p>
        ) : null}
      </LinkPageFrame>
    );
  }
  return props.ready(view, step);
}

/**
 * The record with the visitor's act; after an act without answer, the alert under it. The
 * provider's contact and the calendar's link close every step but the wait.
 */
export function LinkPageRecord(props: {
  title: string;
  failed: string | null;
  children: ReactNode;
}) {
  return (
    <LinkPageFrame title={props.title}>
      {props.children}
      {props.failed ? (
        <p role="alert" className="is-size-5 has-text-danger-dark">
          {props.failed}
        </p>
      ) : null}
      <HelpAndCalendarLink />
    </LinkPageFrame>
  );
}

/** The button of a link page's act: it says what is being sent, and cannot be pressed twice. */
export function LinkPageActButton(props: {
  className: string;
  busy: boolean;
  busyLabel: string;
  onClick: () => void;
  children: ReactNode;
}) {
  const { busy } = props;
  return (
    <button
      type="button"
      className={props.className}
      onClick={props.onClick}
      disabled={busy}
      aria-busy={busy}
    >
      {busy ? props.busyLabel : props.children}
    </button>
  );
}
