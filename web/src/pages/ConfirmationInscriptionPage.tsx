import { type PaymentLinkParams, readPaymentLinkParams } from "@shared/payments/payment-link";
import { amountOwed, PLACE_HELD, paymentReminderPromise } from "@shared/registrations/amount-owed";
import { noDayBeforeReminderNotice } from "@shared/registrations/day-before-reminder";
import { registrationNoun } from "@shared/registrations/registration-noun";
import { type ReactNode, useMemo, useState } from "react";
import { Navigate, useLocation, useSearchParams } from "react-router-dom";
import { HelpAndCalendarLink } from "../components/HelpAndCalendarLink";
import { useInFrame } from "../components/page-frame";
import { ToastSlot } from "../components/toast/ToastProvider";
import { PaymentChoice } from "../features/payment/PaymentChoice";
import { PaypalOption } from "../features/payment/paypal/PaypalOption";
import { manualTwintState } from "../features/payment/twint/manual-twint-state";
import {
  ConfirmationSummary,
  ConfirmationSummaryFrame,
} from "../features/registration/ConfirmationSummary";
import {
  type ConfirmationState,
  readConfirmationState,
} from "../features/registration/confirmation-state";
import {
  confirmationTexts,
  CONFIRMATION_TEXTS as T,
} from "../features/registration/confirmation-texts";
import {
  type RegistrationByLinkState,
  useRegistrationByLink,
} from "../features/registration/useRegistrationByLink";
import "../features/registration/registration.css";
import { PageHeading } from "../components/PageHeading";

const WAITING = { status: "loading" } as const;

/**
 * /confirmation-inscription: the summary of a registration and the choice of how to pay it.
 * Reached with the navigation state set by the registration dialog (kept by the browser's history
 * when the visitor comes back), or through the registration's payment link
 * (?inscription=…&jeton=…: the e-mail's button, Stripe's « Refuser », « Payer à nouveau »), which
 * loads it from the API; otherwise, back to the calendar. Its prerendered frame is the wait for
 * that registration, which a payment link shows first.
 */
export default function ConfirmationInscriptionPage() {
  const location = useLocation();
  const [params] = useSearchParams();
  const fromNavigation = useMemo(() => readConfirmationState(location.state), [location.state]);
  const link = readPaymentLinkParams(params);
  if (useInFrame()) return <LinkAnswer state={WAITING} />;
  if (fromNavigation) {
    return <Confirmation summary={fromNavigation} status="pending_payment" justMade />;
  }
  if (link) return <ConfirmationFromLink link={link} />;
  return <Navigate to="/calendrier" replace />;
}

function PageFrame({
  title,
  waiting = false,
  children,
}: {
  title: string;
  /** While the registration loads: the frame holds the viewport, so nothing below it moves. */
  waiting?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      className={`section confirmation-page${waiting ? " is-waiting" : ""}`}
      aria-labelledby="confirmation-titre"
    >
      <div className="container content">
        <PageHeading id="confirmation-titre">{title}</PageHeading>
        {children}
      </div>
    </section>
  );
}

/** The registration a payment link names: a calm wait, then the page, or why it cannot be shown. */
function ConfirmationFromLink({ link }: { link: PaymentLinkParams }) {
  const { state, retry } = useRegistrationByLink(link);
  if (state.status === "found") {
    return <Confirmation summary={state.summary} status={state.summary.status} />;
  }
  return <LinkAnswer state={state} retry={retry} />;
}

/**
 * The calm wait (with the summary's skeleton at its size), or why the link shows nothing: one
 * frame whose announced line changes in place. The wait is also the page's prerendered frame.
 */
function LinkAnswer({
  state,
  retry,
}: {
  state: Exclude<RegistrationByLinkState, { status: "found" }>;
  retry?: () => void;
}) {
  const refused = state.status === "refused";
  const loading = state.status === "loading";
  return (
    <PageFrame title={refused ? T.refusedTitle : T.loadingTitle} waiting={loading}>
      <div role="status" className="is-size-5">
        <p>{refused ? T.refused : state.status === "failed" ? T.failed : T.loading}</p>
      </div>
      {loading ? <ConfirmationSummaryFrame /> : null}
      {refused ? <p className="is-size-5">{T.refusedHelp}</p> : null}
      {state.status === "failed" ? (
        <p>
          <button type="button" className="button is-primary is-medium" onClick={retry}>
            {T.retry}
          </button>
        </p>
      ) : null}
      {loading ? null : <HelpAndCalendarLink />}
    </PageFrame>
  );
}

/**
 * The state of the registration first (unpaid: what is owed and by when, the place held until
 * then; paid: paid), then the summary, then the payment choice while it waits for its payment.
 * The deadline is the server's, shown as it was sent.
 */
function Confirmation({
  summary,
  status,
  justMade = false,
}: {
  summary: ConfirmationState & { kind?: "booking" };
  status: string;
  /** Made a moment ago (the dialog's navigation): "now" is when it was made. */
  justMade?: boolean;
}) {
  const unpaid = status === "pending_payment";
  const words = registrationNoun(summary);
  const texts = confirmationTexts(words);
  // Made after 18:00 the day before (or on the day): no day-before reminder will come.
  const [madeAt] = useState(() => new Date().toISOString());
  const noReminder =
    justMade && summary.activity_date
      ? noDayBeforeReminderNotice(madeAt, summary.activity_date)
      : null;
  // The registration's deadline, then the later one a bank transfer earns once it is chosen.
  const [deadline, setDeadline] = useState(summary.deadline);
  return (
    <PageFrame
      title={status === "paid" ? texts.paidTitle : unpaid ? texts.title : texts.loadingTitle}
    >
      {unpaid ? (
        <div className="box confirmation-owed">
          <p className="is-size-5">
            <strong>{amountOwed(summary.amount, deadline, summary)}</strong>
          </p>
          <p>{PLACE_HELD}</p>
        </div>
      ) : null}
      {/* « Inscription réussie! », in the flow under what is owed: it covers nothing. */}
      {justMade ? <ToastSlot /> : null}
      <p className="is-size-5">
        {texts.recorded(summary.customer_name)} <strong>{summary.email}</strong>.
      </p>
      {noReminder ? <p className="is-size-5">{noReminder}</p> : null}
      <ConfirmationSummary summary={summary} />
      <h2 className="title is-4">Paiement</h2>
      {unpaid ? (
        <>
          <p>Choisissez votre mode de paiement.</p>
          <PaymentChoice
            registrationId={summary.inscription_id}
            onDeadline={setDeadline}
            manualTwint={manualTwintState({
              amountCentimes: summary.amount,
              activity: summary.activity_title,
              participants: summary.participants,
              registrationId: summary.inscription_id,
            })}
          />
          <PaypalOption source={summary.inscription_id} />
          {summary.remind_at ? <p>{paymentReminderPromise(summary.remind_at)}</p> : null}
        </>
      ) : (
        <p className="is-size-5">{status === "paid" ? texts.paid : texts.notPayable}</p>
      )}
      <HelpAndCalendarLink />
    </PageFrame>
  );
}
