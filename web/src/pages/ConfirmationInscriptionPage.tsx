import { Link, Navigate, useLocation } from "react-router-dom";
import { BUSINESS } from "../../../shared/constants/business";
import { POLICY } from "../../../shared/constants/offer";
import { formatShortDate, formatTime } from "../../../shared/date-format";
import { formatChf } from "../../../shared/money";
import { readConfirmationState } from "../features/registration/confirmation-state";
import "../features/registration/registration.css";

/**
 * /confirmation-inscription: the summary of a registration that has just been stored. Reached only
 * with the navigation state set by the registration dialog; without it, back to the calendar.
 */
export default function ConfirmationInscriptionPage() {
  const location = useLocation();
  const confirmation = readConfirmationState(location.state);
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
        <p>
          Notre équipe vous envoie les informations de paiement (QR-facture pour un virement
          bancaire) par e-mail.
        </p>
        <p>
          {`Sans paiement dans les ${POLICY.paymentReminderHours} heures, nous vous enverrons un e-mail de rappel.`}
        </p>
        <p>
          Une question ? Écrivez-nous à <a href={`mailto:${BUSINESS.email}`}>{BUSINESS.email}</a> ou
          appelez le <a href={`tel:${BUSINESS.phoneE164}`}>{BUSINESS.phoneDisplay}</a>.
        </p>
        <p>
          <Link to="/calendrier" className="button is-primary is-medium">
            Retour au calendrier
          </Link>
        </p>
      </div>
    </section>
  );
}
