import type { ReactNode } from "react";
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

/** While the link's data loads: the waiting line, or « no answer » with a button to try again. */
export function LinkPageLoading({
  failed,
  texts,
  onRetry,
}: {
  failed: boolean;
  texts: { loading: string; loadFailed: string; retry: string };
  onRetry: () => void;
}) {
  return (
    <>
      <p role="status" className="is-size-5">
        {failed ? texts.loadFailed : texts.loading}
      </p>
      {failed ? (
        <p>
          <button type="button" className="button is-primary is-medium" onClick={onRetry}>
            {texts.retry}
          </button>
        </p>
      ) : null}
    </>
  );
}
