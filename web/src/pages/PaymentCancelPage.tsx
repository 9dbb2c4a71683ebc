import { Link, useSearchParams } from "react-router-dom";
import { POLICY } from "../../../shared/constants/offer";
import { paymentLinkPath, readPaymentLinkParams } from "../../../shared/payments/payment-link";
import { HelpAndCalendarLink } from "../components/HelpAndCalendarLink";

/**
 * /payment-cancel?payment_id=…&inscription=…&jeton=…: where PayPal sends the visitor who left its
 * page without paying (PayPal adds its token). Nothing was paid; the place stays held for now (we
 * have no deadline to promise here), and the reminder e-mail comes within 24 hours. The
 * registration's payment link leads back to the payment choice; without it (an address typed or
 * cut short), the calendar and the contact of HelpAndCalendarLink.
 */
export default function PaymentCancelPage() {
  const [params] = useSearchParams();
  const link = readPaymentLinkParams(params);
  return (
    <section className="section" aria-labelledby="annulation-titre">
      <div className="container content">
        <h1 id="annulation-titre" className="title is-2">
          Paiement non effectué
        </h1>
        <p className="is-size-5">
          Vous avez quitté PayPal sans payer : aucun montant n'a été débité.
        </p>
        <p className="is-size-5">
          {`Votre place reste réservée pour le moment. Sans paiement, nous vous enverrons un e-mail de rappel dans les ${POLICY.paymentReminderHours} heures.`}
        </p>
        {link ? (
          <p>
            <Link to={paymentLinkPath(link)} className="button is-primary is-medium">
              Choisir un mode de paiement
            </Link>
          </p>
        ) : null}
        <HelpAndCalendarLink />
      </div>
    </section>
  );
}
