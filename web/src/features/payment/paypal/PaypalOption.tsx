import { useEffect } from "react";
import { Link } from "react-router-dom";
import { Dialog } from "../../../components/Dialog";
import { useHydrated } from "../../../components/form/use-hydrated";
import type { PaymentSource } from "../payment-source";
import { paypalDialogView } from "./paypal-machine";
import { PAYPAL_TEXTS as T } from "./paypal-texts";
import { usePaypalPayment } from "./usePaypalPayment";
import "../payment.css";

function paymentSuccessPath(paymentId: string): string {
  return `/payment-success?payment_id=${encodeURIComponent(paymentId)}`;
}

/**
 * « Payer avec PayPal » for a registration or a company's quote request (`source`): PayPal's page opens in a new tab while this one waits in a dialog for
 * our API to say the payment is completed. Once paid, the option gives way to the paid state.
 */
export function PaypalOption({
  source,
  startOnMount,
}: {
  source: PaymentSource;
  /** Starts at once (the method was already chosen: the booking page's button). */
  startOnMount?: boolean;
}) {
  const [snapshot, send] = usePaypalPayment(source);
  // Only the idle machine hears PAY: a second run of this effect sends nothing more.
  useEffect(() => {
    if (startOnMount) send({ type: "PAY" });
  }, [startOnMount, send]);
  const hydrated = useHydrated();
  const { context } = snapshot;
  const view = paypalDialogView(snapshot);
  const dismiss = () => send({ type: view.dismissEvent });

  if (snapshot.matches("paid") && context.paymentId) {
    return (
      <div className="box payment-method" role="status">
        <p className="is-size-5">
          <strong>{T.paidTitle}</strong> {T.paid}
        </p>
        <p>
          <Link to={paymentSuccessPath(context.paymentId)}>{T.receipt}</Link>
        </p>
      </div>
    );
  }

  return (
    <div className="box payment-method payment-paypal">
      <p id="paiement-paypal-aide">{T.description}</p>
      <button
        type="button"
        className="button is-medium is-link"
        disabled={!hydrated || !snapshot.matches("idle")}
        aria-describedby="paiement-paypal-aide"
        onClick={() => send({ type: "PAY" })}
      >
        {snapshot.matches("creating") ? T.preparing : T.button}
      </button>
      <Dialog
        open={view.open}
        title={view.title}
        onClose={dismiss}
        footer={
          <>
            {snapshot.matches({ dialog: "stalled" }) ? (
              <button
                type="button"
                className="button is-primary"
                onClick={() => send({ type: "CHECK_AGAIN" })}
              >
                {T.checkAgain}
              </button>
            ) : null}
            {snapshot.matches({ dialog: "failed" }) ? (
              <button
                type="button"
                className="button is-primary"
                onClick={() => send({ type: "RETRY" })}
              >
                {T.retry}
              </button>
            ) : null}
            <button type="button" className="button" onClick={dismiss}>
              {view.dismissLabel}
            </button>
          </>
        }
      >
        <div role="status">
          {snapshot.matches({ dialog: "succeeded" }) ? (
            <p className="is-size-5">{T.paid}</p>
          ) : snapshot.matches({ dialog: "failed" }) ? (
            <p className="is-size-5">{T.failed}</p>
          ) : snapshot.matches({ dialog: "stalled" }) ? (
            <p className="is-size-5">{T.stalled}</p>
          ) : (
            <p className="is-size-5">{T.waiting}</p>
          )}
        </div>
        {context.popupBlocked &&
        context.approvalUrl &&
        !snapshot.matches({ dialog: "succeeded" }) ? (
          <p>
            {T.popupBlocked}{" "}
            <a href={context.approvalUrl} target="_blank" rel="noopener noreferrer">
              {T.openPaypal}
            </a>
          </p>
        ) : null}
        {snapshot.matches({ dialog: "succeeded" }) && context.paymentId ? (
          <p>
            <Link to={paymentSuccessPath(context.paymentId)}>{T.receipt}</Link>
          </p>
        ) : null}
      </Dialog>
    </div>
  );
}
