import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { POLICY } from "../../../shared/constants/offer";
import { HelpAndCalendarLink } from "../components/HelpAndCalendarLink";
import { fetchPaymentStatus } from "../features/payment/api";
import {
  confirmationPathFor,
  recallConfirmation,
} from "../features/registration/confirmation-state";

/**
 * The registration's confirmation page, when this tab remembers it (a tab opened by the site
 * gets a copy of its session storage): our API names the registration of the payment. Without
 * it (another browser, an address typed), the calendar and the contact of HelpAndCalendarLink.
 */
function useConfirmationPathOf(paymentId: string | null): string | null {
  const [path, setPath] = useState<string | null>(null);
  useEffect(() => {
    if (!paymentId) return;
    const controller = new AbortController();
    fetchPaymentStatus(paymentId, controller.signal)
      .then((result) => {
        if (result.kind === "known" && recallConfirmation(result.inscriptionId)) {
          setPath(confirmationPathFor(result.inscriptionId));
        }
      })
      // No answer: the page still says what matters, and the calendar is there.
      .catch(() => {});
    return () => controller.abort();
  }, [paymentId]);
  return path;
}

/**
 * /payment-cancel?payment_id=…: where PayPal sends the visitor who left its page without paying.
 * Nothing was paid; the place stays held for now (we have no deadline to promise here), and the
 * reminder e-mail comes within 24 hours.
 */
export default function PaymentCancelPage() {
  const [params] = useSearchParams();
  const confirmationPath = useConfirmationPathOf(params.get("payment_id"));
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
        <p>
          Pour payer maintenant, revenez à la page de votre inscription et choisissez votre mode de
          paiement.
        </p>
        {confirmationPath ? (
          <p>
            <Link to={confirmationPath} className="button is-primary is-medium">
              Choisir un mode de paiement
            </Link>
          </p>
        ) : null}
        <HelpAndCalendarLink />
      </div>
    </section>
  );
}
