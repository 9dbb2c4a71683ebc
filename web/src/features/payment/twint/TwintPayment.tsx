import { useEffect } from "react";
import { useHydrated } from "../../../components/form/use-hydrated";
import type { PaymentSource } from "../payment-source";
import { type PaidFor, paidFor, TWINT_TEXTS as T } from "../payment-texts";
import { TwintDialog } from "./TwintDialog";
import { twintStage } from "./twint-machine";
import { useTwintPayment } from "./useTwintPayment";

interface TwintPaymentProps {
  /** What is paid: a registration's id, or a company's quote request (payment-source.ts). */
  source: PaymentSource;
  /** The button's text (default « Payer avec TWINT (QR code) »). */
  label?: string;
  /** While another payment method is being prepared. */
  disabled?: boolean;
  /** The id of the text that says what the button does. */
  describedBy?: string;
  /** Opens the dialog at once (the method was already chosen: the booking page's button). */
  openOnMount?: boolean;
  /** What the payment confirms, when the page knows better than the id (a booking: « réservation »). */
  confirms?: PaidFor;
}

/**
 * The button that opens the TWINT dialog, and the dialog. Once paid, the button gives way to the
 * confirmation (role=status).
 */
export function TwintPayment({
  source,
  label,
  disabled,
  describedBy,
  openOnMount,
  confirms,
}: TwintPaymentProps) {
  const [snapshot, send] = useTwintPayment(source);
  // Only the closed machine hears OPEN: a second run of this effect sends nothing more.
  useEffect(() => {
    if (openOnMount) send({ type: "OPEN" });
  }, [openOnMount, send]);
  const hydrated = useHydrated();
  const stage = twintStage(snapshot);
  return (
    <>
      {stage === "paid" ? (
        <p role="status" className="twint-paid">
          <strong>{T.paidNote(confirms ?? paidFor(snapshot.context.registrationId))}</strong>
        </p>
      ) : (
        <button
          type="button"
          className="button is-primary is-medium"
          disabled={!hydrated || disabled || stage !== "closed"}
          aria-describedby={describedBy}
          onClick={() => send({ type: "OPEN" })}
        >
          {label ?? T.button}
        </button>
      )}
      <TwintDialog snapshot={snapshot} send={send} confirms={confirms} />
    </>
  );
}
