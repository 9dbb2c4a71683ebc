import { COMPANY_CANCEL_PARAM } from "@shared/payments/company-payment";
import { paymentLinkPath, readPaymentLinkParams } from "@shared/payments/payment-link";
import { Link, useSearchParams } from "react-router-dom";
import { HelpAndCalendarLink } from "../components/HelpAndCalendarLink";
import { PageHeading } from "../components/PageHeading";
import { useInFrame } from "../components/page-frame";

/**
 * /payment-cancel?payment_id=…&inscription=…&jeton=…: where PayPal sends the visitor who left its
 * page without paying (PayPal adds its token). Nothing was paid; the place stays held until the
 * deadline her e-mail gives (this page knows neither it nor whether a reminder is still to come:
 * an offer from the waiting list, or a date near the outing, has none at 24 h). The
 * registration's payment link leads back to the payment choice; without it (an address typed or
 * cut short), the calendar and the contact of HelpAndCalendarLink. A company that left PayPal
 * (`?pour=entreprise`, its direct payment from the quote dialog) reads that its request was sent.
 */
export default function PaymentCancelPage() {
  const [params] = useSearchParams();
  const link = readPaymentLinkParams(params);
  const company = params.get(COMPANY_CANCEL_PARAM.name) === COMPANY_CANCEL_PARAM.value;
  const inFrame = useInFrame();
  return (
    <section className="section" aria-labelledby="annulation-titre">
      <div className="container content">
        <PageHeading id="annulation-titre">Paiement non effectué</PageHeading>
        <p className="is-size-5">
          Vous avez quitté PayPal sans payer : aucun montant n'a été débité.
        </p>
        {/* What follows depends on the address (a company's request, a registration's link): its
            place is held in the prerendered frame, and filled once the browser reads the address. */}
        <div className="payment-cancel-next">
          {inFrame ? null : (
            <>
              <p className="is-size-5">
                {company
                  ? "Votre demande d'offre nous a bien été transmise : nous vous recontactons dans les 48 heures. Vous pouvez aussi choisir un autre moyen de paiement dans la fenêtre de la demande, restée ouverte dans l'autre onglet."
                  : "Votre place reste réservée pour le moment. Elle vous est gardée jusqu'au délai de paiement indiqué dans votre e-mail."}
              </p>
              {link ? (
                <p>
                  <Link to={paymentLinkPath(link)} className="button is-primary is-medium">
                    Choisir un mode de paiement
                  </Link>
                </p>
              ) : null}
            </>
          )}
        </div>
        <HelpAndCalendarLink />
      </div>
    </section>
  );
}
