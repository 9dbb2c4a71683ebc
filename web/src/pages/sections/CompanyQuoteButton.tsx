import { CompanyDirectPayment } from "../../features/payment/company/CompanyDirectPayment";
import { QuoteRequestButton } from "../../features/quote/QuoteRequestButton";

/**
 * The company quote dialog with its direct-payment buttons (spec section 2): the quote feature
 * and the payment feature put together here, since a feature does not import another.
 */
export function CompanyQuoteButton(props: { label: string; className?: string }) {
  return (
    <QuoteRequestButton
      {...props}
      directPayment={(prepareQuoteRequest) => (
        <CompanyDirectPayment prepareQuoteRequest={prepareQuoteRequest} />
      )}
    />
  );
}
