import { formatLongDate } from "@shared/date-format";
import { registrationNoun } from "@shared/registrations/registration-noun";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { HelpAndCalendarLink } from "../../components/HelpAndCalendarLink";
import { PAYMENT_STATUS_TEXTS, paymentStatusTexts } from "./payment-status-texts";
import { usePaymentStatus } from "./usePaymentStatus";
import "./payment.css";
import { PageHeading } from "../../components/PageHeading";

export interface PaymentStatusViewProps {
  paymentId: string;
  /** The last 8 characters of the provider's id (Stripe's session, PayPal's order), if known. */
  reference: string | null;
  /**
   * Where to pay the registration again after a payment that did not go through (its payment
   * link), or null when the address does not carry it.
   */
  payAgainPath: ((registrationId: string) => string) | null;
}

/**
 * The outcome of a card payment as our API knows it: a calm wait, then « Paiement réussi ! », a
 * failure with a way back to pay, or, when the confirmation is slow, the promise of an e-mail.
 * Changes are announced (role=status). A registration's payment names the outing, its day and
 * the registration's short reference (read over the phone) rather than the provider's id.
 */
export function PaymentStatusView({ paymentId, reference, payAgainPath }: PaymentStatusViewProps) {
  const [snapshot, send] = usePaymentStatus(paymentId);
  const { registrationId, registration } = snapshot.context;
  const T = paymentStatusTexts(registrationNoun(registration ?? {}));
  const [title, text] = snapshot.matches("completed")
    ? [T.completedTitle, T.completed]
    : snapshot.matches("unsuccessful")
      ? [T.unsuccessfulTitle, T.unsuccessful]
      : snapshot.matches("missing")
        ? [T.missingTitle, T.missing]
        : snapshot.matches("slow")
          ? [T.slowTitle, T.slow]
          : [T.waitingTitle, T.waiting];

  return (
    <>
      <PageHeading id="paiement-titre">{title}</PageHeading>
      <div role="status" className="payment-status">
        <p className="is-size-5">{text}</p>
      </div>
      <PaymentFacts>
        {registration ? (
          <dl className="paid-registration">
            <dt>Activité</dt>
            <dd>{registration.activityTitle}</dd>
            <dt>Date</dt>
            <dd>{formatLongDate(registration.activityDate)}</dd>
            <dt>{T.reference}</dt>
            <dd>
              <strong className="payment-code">{registration.reference}</strong>
            </dd>
          </dl>
        ) : reference ? (
          <PaymentReference reference={reference} />
        ) : null}
      </PaymentFacts>
      <div className="payment-status-action">
        {snapshot.matches("slow") ? (
          <p>
            <button
              type="button"
              className="button is-link is-medium"
              onClick={() => send({ type: "CHECK_AGAIN" })}
            >
              Vérifier à nouveau
            </button>
          </p>
        ) : null}
        {snapshot.matches("unsuccessful") && registrationId && payAgainPath ? (
          <p>
            <Link to={payAgainPath(registrationId)} className="button is-primary is-medium">
              Payer à nouveau
            </Link>
          </p>
        ) : null}
      </div>
      <HelpAndCalendarLink />
    </>
  );
}

/**
 * The wait for a payment's confirmation, as the page first shows (its prerendered frame): the
 * same title, announced wait and place for what was paid as PaymentStatusView's.
 */
export function PaymentStatusFrame() {
  return (
    <>
      <PageHeading id="paiement-titre">{PAYMENT_STATUS_TEXTS.waitingTitle}</PageHeading>
      <div role="status" className="payment-status">
        <p className="is-size-5">{PAYMENT_STATUS_TEXTS.waiting}</p>
      </div>
      <PaymentFacts />
      <div className="payment-status-action" />
      <HelpAndCalendarLink />
    </>
  );
}

/** What was paid (the outing, or the provider's reference), in a place held at its size. */
function PaymentFacts({ children }: { children?: ReactNode }) {
  return <div className="payment-facts">{children}</div>;
}

export function PaymentReference({ reference }: { reference: string }) {
  return (
    <p>
      {PAYMENT_STATUS_TEXTS.reference} : <strong className="payment-code">{reference}</strong>
    </p>
  );
}
