import { paymentLinkPath } from "@shared/payments/payment-link";
import { useSearchParams } from "react-router-dom";
import { HelpAndCalendarLink } from "../components/HelpAndCalendarLink";
import { PageHeading } from "../components/PageHeading";
import { useInFrame } from "../components/page-frame";
import {
  PaymentReference,
  PaymentStatusFrame,
  PaymentStatusView,
} from "../features/payment/PaymentStatusView";
import { PAYMENT_STATUS_TEXTS } from "../features/payment/payment-status-texts";

/**
 * /payment-success?session_id=…&payment_id=…&jeton=…: where the card payment page sends the
 * visitor back; /payment-callback, with the same query, where a phone comes back from TWINT (the
 * same page); PayPal comes back as /payment-success?payment_id=…&jeton=…&token=…&PayerID=… (no
 * session_id). The reference shown is the registration's short reference once our API names it;
 * until then, and for a payment without registration, the last 8 characters of the provider's
 * own id: Stripe's session_id (spec), else PayPal's token (its order id, the one PayPal shows
 * the payer). The
 * outcome is our API's: its answer to our poll is also where the server captures an approved
 * PayPal order. The jeton is the registration's payment link, offered again (« Payer à nouveau »)
 * when the payment did not go through. Without payment_id (an address typed or cut short) the
 * page says what it can. Its prerendered frame is the wait for our API, which a return shows first.
 */
export default function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const paymentId = params.get("payment_id");
  const providerRef = params.get("session_id") ?? params.get("token");
  const reference = providerRef ? providerRef.slice(-8) : null;
  const jeton = params.get("jeton");
  const payAgainPath = jeton
    ? (registrationId: string) => paymentLinkPath({ registrationId, jeton })
    : null;
  const inFrame = useInFrame();
  return (
    <section className="section payment-status-page" aria-labelledby="paiement-titre">
      <div className="container content">
        {inFrame ? (
          <PaymentStatusFrame />
        ) : paymentId ? (
          <PaymentStatusView
            paymentId={paymentId}
            reference={reference}
            payAgainPath={payAgainPath}
          />
        ) : (
          <>
            <PageHeading id="paiement-titre">{PAYMENT_STATUS_TEXTS.missingTitle}</PageHeading>
            <p className="is-size-5">{PAYMENT_STATUS_TEXTS.missing}</p>
            {reference ? <PaymentReference reference={reference} /> : null}
            <HelpAndCalendarLink />
          </>
        )}
      </div>
    </section>
  );
}
