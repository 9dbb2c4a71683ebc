import { BUSINESS } from "@shared/constants/business";
import { POLICY } from "@shared/constants/offer";
import { formatChf } from "@shared/money";
import { useMemo } from "react";
import { Navigate, useLocation, useNavigate } from "react-router-dom";
import { useInFrame } from "../components/page-frame";
import { readManualTwintState } from "../features/payment/twint/manual-twint-state";
import { TwintPayment } from "../features/payment/twint/TwintPayment";
import "../features/payment/payment.css";
import { PageHeading } from "../components/PageHeading";

const TITLE = "Payer par TWINT";

/**
 * /paiement-twint: paying a registration by TWINT by hand, to the provider's TWINT number, with
 * the registration number in the message; the provider records it and the confirmation e-mail
 * follows within 24 h. Or the QR code instead, recognised at once. Reached with the navigation
 * state of the confirmation page's TWINT option; otherwise, back to the calendar (spec).
 */
export default function ManualTwintPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const state = useMemo(() => readManualTwintState(location.state), [location.state]);
  // The prerendered frame: the title, the place of the instructions held (they come from the
  // navigation state, which only the browser knows).
  if (useInFrame()) {
    return (
      <section className="section manual-twint-page is-waiting" aria-labelledby="twint-titre">
        <div className="container content">
          <PageHeading id="twint-titre">{TITLE}</PageHeading>
        </div>
      </section>
    );
  }
  if (!state) return <Navigate to="/calendrier" replace />;

  const amount = formatChf(Math.round(state.amount * 100));
  const participants = state.participants === 1 ? "1 personne" : `${state.participants} personnes`;
  return (
    <section className="section manual-twint-page" aria-labelledby="twint-titre">
      <div className="container content">
        <PageHeading id="twint-titre">{TITLE}</PageHeading>
        <p className="is-size-5">
          Montant à payer : <strong className="payment-code">{amount}</strong>
        </p>
        <p>{`${state.activity}, ${participants}.`}</p>

        <h2 className="title is-4">Payer à la main dans l'application TWINT</h2>
        <ol className="manual-twint-steps">
          <li>Ouvrez l'application TWINT sur votre téléphone.</li>
          <li>
            Choisissez « Envoyer » et saisissez le numéro{" "}
            <strong className="payment-code">{BUSINESS.twintNumber}</strong> ({BUSINESS.name}).
          </li>
          <li>
            Saisissez le montant : <strong className="payment-code">{amount}</strong>.
          </li>
          <li>
            Dans le message, écrivez votre numéro d'inscription :{" "}
            <strong className="payment-code twint-reference">{state.inscription_id}</strong>. Il
            nous permet de reconnaître votre paiement.
          </li>
          <li>Confirmez le paiement dans l'application.</li>
        </ol>
        <p>
          {`Dès réception de votre paiement, nous vous envoyons un e-mail de confirmation dans les ${POLICY.manualPaymentConfirmationHours} heures.`}
        </p>

        <h2 className="title is-4">Plus rapide : le code QR</h2>
        <p id="twint-qr-aide">
          Scannez un code QR avec l'application TWINT : votre paiement est reconnu tout de suite et
          la confirmation arrive aussitôt par e-mail.
        </p>
        <TwintPayment
          source={state.inscription_id}
          label="Payer maintenant avec le code QR"
          describedBy="twint-qr-aide"
        />

        <h2 className="title is-4">Nous contacter</h2>
        <ul className="manual-twint-contact">
          <li>
            Téléphone : <a href={`tel:${BUSINESS.phoneE164}`}>{BUSINESS.phoneDisplay}</a>
          </li>
          <li>
            E-mail : <a href={`mailto:${BUSINESS.email}`}>{BUSINESS.email}</a>
          </li>
          <li>{BUSINESS.contactHours}</li>
        </ul>
        <p>
          {/* Back in history: the confirmation page keeps its state there. */}
          <button type="button" className="button is-text is-medium" onClick={() => navigate(-1)}>
            Choisir un autre moyen de paiement
          </button>
        </p>
      </div>
    </section>
  );
}
