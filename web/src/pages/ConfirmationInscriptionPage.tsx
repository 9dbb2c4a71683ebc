import { useEffect, useMemo } from "react";
import { Navigate, useLocation, useSearchParams } from "react-router-dom";
import { POLICY } from "../../../shared/constants/offer";
import { formatShortDate, formatTime } from "../../../shared/date-format";
import { formatChf } from "../../../shared/money";
import { HelpAndCalendarLink } from "../components/HelpAndCalendarLink";
import { PaymentChoice } from "../features/payment/PaymentChoice";
import { PaypalOption } from "../features/payment/paypal/PaypalOption";
import {
  readConfirmationState,
  recallConfirmation,
  rememberConfirmation,
} from "../features/registration/confirmation-state";
import "../features/registration/registration.css";

/**
 * /confirmation-inscription: the summary of a registration that has just been stored, and the
 * choice of how to pay it. Reached with the navigation state set by the registration dialog (kept
 * by the browser's history when the visitor comes back), or through the payment provider's link
 * back for the registration this tab remembers; otherwise, back to the calendar.
 */
export default function ConfirmationInscriptionPage() {
  const location = useLocation();
  const [params] = useSearchParams();
  const inscriptionParam = params.get("inscription_id");
  const confirmation = useMemo(
    () => readConfirmationState(location.state) ?? recallConfirmation(inscriptionParam),
    [location.state, inscriptionParam],
  );
  useEffect(() => {
    if (confirmation) rememberConfirmation(confirmation);
  }, [confirmation]);
  if (!confirmation) return <Navigate to="/calendrier" replace />;

  const participantsText =
    confirmation.participants === 1 ? "1 personne" : `${confirmation.participants} personnes`;
  return (
    <section className="section confirmation-page" aria-labelledby="confirmation-titre">
      <div className="container content">
        <h1 id="confirmation-titre" className="title is-2">
          Inscription confirmée
        </h1>
        <p className="is-size-5">
          Merci {confirmation.customer_name}, votre inscription est bien enregistrée. Un e-mail de
          confirmation avec l'invitation pour votre agenda a été envoyé à{" "}
          <strong>{confirmation.email}</strong>.
        </p>

        <div className="box confirmation-summary">
          <h2 className="title is-4">Récapitulatif</h2>
          <dl>
            <dt>Activité</dt>
            <dd>{confirmation.activity_title}</dd>
            {confirmation.activity_date ? (
              <>
                <dt>Date</dt>
                <dd>
                  {formatShortDate(confirmation.activity_date)}
                  {confirmation.heure_rdv
                    ? `, rendez-vous à ${formatTime(confirmation.heure_rdv)}`
                    : null}
                </dd>
              </>
            ) : null}
            <dt>Participants</dt>
            <dd>{participantsText}</dd>
            <dt>Montant total</dt>
            <dd>
              <strong>{formatChf(confirmation.amount)}</strong>
            </dd>
            <dt>E-mail</dt>
            <dd>{confirmation.email}</dd>
          </dl>
        </div>

        <h2 className="title is-4">Paiement</h2>
        <p>Choisissez votre mode de paiement.</p>
        <PaymentChoice inscriptionId={confirmation.inscription_id} />
        <PaypalOption inscriptionId={confirmation.inscription_id} />
        <p>
          {`Sans paiement dans les ${POLICY.paymentReminderHours} heures, nous vous enverrons un e-mail de rappel.`}
        </p>
        <HelpAndCalendarLink />
      </div>
    </section>
  );
}
