import { useEffect } from "react";
import { PaymentChoiceNotes } from "./PaymentChoiceNotes";
import { PAYMENT_TEXTS } from "./payment-texts";
import { QrBillView } from "./QrBillView";
import { usePaymentChoice } from "./usePaymentChoice";
import "./payment.css";

interface PayNowProps {
  registrationId: string;
  /** The shop's card checkout (a page to go to), or the bank transfer (the QR-bill). */
  method: "shopify" | "virement";
  /** The button's text to try again after a failure. */
  retryLabel: string;
}

/**
 * One method already chosen (the booking page's pay-and-reserve button): the payment starts at
 * once through the payment choice's machine, then the provider's page opens, or the QR-bill
 * shows. A failure says why (the spec's toast and the same text here) and offers to try again.
 */
export function PayNow({ registrationId, method, retryLabel }: PayNowProps) {
  const [snapshot, send] = usePaymentChoice(registrationId);
  const { context } = snapshot;
  // The machine ignores a second CHOOSE while creating (React's strict mode runs this twice).
  useEffect(() => send({ type: "CHOOSE", method }), [send, method]);
  const redirecting = snapshot.matches("redirecting");
  const failed = snapshot.matches("failed");

  return (
    <div className="payment-choice">
      {snapshot.matches("creating") || redirecting ? (
        <p role="status" className="is-size-5">
          {redirecting || method === "shopify"
            ? PAYMENT_TEXTS.redirecting
            : PAYMENT_TEXTS.billPreparing}
        </p>
      ) : null}
      <PaymentChoiceNotes redirecting={redirecting} failed={failed} context={context} />
      {failed ? (
        <button
          type="button"
          className="button is-primary is-medium"
          onClick={() => send({ type: "CHOOSE", method })}
        >
          {retryLabel}
        </button>
      ) : null}
      {snapshot.matches("showingBill") && context.bill ? <QrBillView bill={context.bill} /> : null}
    </div>
  );
}
