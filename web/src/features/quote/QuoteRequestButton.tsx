import { QUOTE_MESSAGES as M } from "@shared/schemas/quote";
import { useEffect, useRef } from "react";
import { Dialog } from "../../components/Dialog";
import { type DirectPaymentSlot, QuoteForm } from "./QuoteForm";
import { useQuoteRequest } from "./useQuoteRequest";

/**
 * A button that opens the company quote dialog « Demander une offre personnalisée ». Unlike the
 * forms' submit buttons it stays enabled before hydration: as a type="button" it cannot submit
 * anything natively. In the activities section it is a deferred part
 * (components/deferred/Deferred.tsx): a tap made before its code has hydrated, which React would
 * drop, is caught there and replayed on this button once it has.
 */
export function QuoteRequestButton({
  label,
  className,
  directPayment,
}: {
  label: string;
  className?: string;
  /**
   * The direct-payment buttons, shown once the five required fields are filled. They come from
   * the payment feature through the page (a feature does not import another).
   */
  directPayment?: DirectPaymentSlot;
}) {
  const [snapshot, send, sendForPayment] = useQuoteRequest();
  const open = !snapshot.matches("closed");
  const close = () => send({ type: "CLOSE" });

  return (
    <>
      <button
        type="button"
        className={className ?? "button is-primary"}
        aria-haspopup="dialog"
        onClick={() => send({ type: "OPEN" })}
      >
        {label}
      </button>
      <Dialog open={open} title="Demander une offre personnalisée" onClose={close} wide>
        {snapshot.matches("submitted") ? (
          <SentView onClose={close} />
        ) : (
          <QuoteForm
            key={snapshot.context.formVersion}
            submitting={snapshot.matches("submitting")}
            serverFieldErrors={snapshot.context.fieldErrors}
            onSubmit={(request) => send({ type: "SUBMIT", payload: request })}
            onCancel={close}
            directPayment={directPayment}
            sendForPayment={sendForPayment}
          />
        )}
      </Dialog>
    </>
  );
}

/** « Demande envoyée ! »: focus moves to its heading so that the outcome is read at once. */
function SentView({ onClose }: { onClose: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="quote-sent">
      <h3 ref={heading} tabIndex={-1} className="title is-4">
        {M.sentTitle}
      </h3>
      <p>{M.sentDescription}</p>
      <p>Un e-mail de confirmation vous a été envoyé avec le récapitulatif de votre demande.</p>
      <button type="button" className="button is-primary is-medium mt-4" onClick={onClose}>
        Fermer
      </button>
    </div>
  );
}
