import type { PaymentChoiceContext } from "./payment-machine";

/**
 * What the payment choice says under its buttons: the provider's page, should the browser not
 * open it, and why a payment could not be created (beside the buttons, after the toast has gone).
 */
export function PaymentChoiceNotes({
  redirecting,
  failed,
  context,
}: {
  redirecting: boolean;
  failed: boolean;
  context: PaymentChoiceContext;
}) {
  return (
    <>
      {redirecting && context.redirectUrl ? (
        <p>
          La page de paiement ne s'ouvre pas ?{" "}
          <a href={context.redirectUrl}>Ouvrir la page de paiement</a>
        </p>
      ) : null}
      {failed && context.error ? <p className="payment-error">{context.error}</p> : null}
    </>
  );
}
