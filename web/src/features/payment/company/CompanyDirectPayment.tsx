import { formatChf } from "@shared/money";
import { COMPANY_PAYMENT_CENTIMES } from "@shared/payments/company-payment";
import { useId } from "react";
import { useHydrated } from "../../../components/form/use-hydrated";
import { PaymentChoiceNotes } from "../PaymentChoiceNotes";
import type { PaymentSource } from "../payment-source";
import { PAYMENT_TEXTS } from "../payment-texts";
import { PaypalOption } from "../paypal/PaypalOption";
import { TwintPayment } from "../twint/TwintPayment";
import { usePaymentChoice } from "../usePaymentChoice";
import { COMPANY_PAYMENT_TEXTS as T } from "./company-payment-texts";
import "../payment.css";

/**
 * The quote dialog's direct payment (spec section 2): « Réserver et payer » (card at the shop's
 * Shopify checkout), « Payer avec Twint » (the TWINT QR dialog) and « Payer avec PayPal » (PayPal
 * in a new tab), each the same component, machine and hook as a registration's. Pressing one sends
 * the quote request (`prepareQuoteRequest`, once) and pays it at the fixed price the server sets.
 */
export function CompanyDirectPayment({
  prepareQuoteRequest,
}: {
  prepareQuoteRequest: () => Promise<string>;
}) {
  const uid = useId();
  const source: PaymentSource = { prepareQuoteRequest };
  const headingId = `paiement-entreprise-${uid}`;
  return (
    <section className="company-direct-payment" aria-labelledby={headingId}>
      <h3 id={headingId} className="title is-5">
        {T.heading}
      </h3>
      <p>{T.intro(formatChf(COMPANY_PAYMENT_CENTIMES))}</p>
      <ul className="payment-methods">
        <li className="box payment-method">
          <p id={`${headingId}-carte`}>{T.cardDescription}</p>
          <ShopifyCheckoutButton source={source} describedBy={`${headingId}-carte`} />
        </li>
        <li className="box payment-method">
          <p id={`${headingId}-twint`}>{T.twintDescription}</p>
          <TwintPayment source={source} label={T.twintButton} describedBy={`${headingId}-twint`} />
        </li>
        <li>
          <PaypalOption source={source} />
        </li>
      </ul>
    </section>
  );
}

/** « Réserver et payer »: the shop's checkout, through the payment choice's machine. */
function ShopifyCheckoutButton({
  source,
  describedBy,
}: {
  source: PaymentSource;
  describedBy: string;
}) {
  const [snapshot, send] = usePaymentChoice(source);
  const hydrated = useHydrated();
  const creating = snapshot.matches("creating");
  const redirecting = snapshot.matches("redirecting");
  const { context } = snapshot;
  return (
    <>
      <button
        type="button"
        className="button is-primary is-medium"
        disabled={!hydrated || creating || redirecting}
        aria-describedby={describedBy}
        onClick={() => send({ type: "CHOOSE", method: "shopify" })}
      >
        {creating
          ? PAYMENT_TEXTS.cardPreparing
          : redirecting
            ? PAYMENT_TEXTS.redirecting
            : T.cardButton}
      </button>
      <PaymentChoiceNotes
        redirecting={redirecting}
        failed={snapshot.matches("failed")}
        context={context}
      />
    </>
  );
}
