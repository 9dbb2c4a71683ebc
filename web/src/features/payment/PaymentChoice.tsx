import type { PaymentMethod } from "@shared/payments/payment-methods";
import { useEffect } from "react";
import { Link } from "react-router-dom";
import { useHydrated } from "../../components/form/use-hydrated";
import { PaymentChoiceNotes } from "./PaymentChoiceNotes";
import type { PaymentChoiceContext } from "./payment-machine";
import { PAYMENT_TEXTS, TWINT_TEXTS } from "./payment-texts";
import { QrBillView } from "./QrBillView";
import { MANUAL_TWINT_PATH, type ManualTwintState } from "./twint/manual-twint-state";
import { TwintPayment } from "./twint/TwintPayment";
import { usePaymentChoice } from "./usePaymentChoice";
import "./payment.css";

const METHODS: readonly { method: PaymentMethod; label: string; description: string }[] = [
  {
    method: "card",
    label: PAYMENT_TEXTS.cardButton,
    description:
      "Vous êtes dirigé vers la page de paiement sécurisée de notre prestataire Stripe : carte de crédit, carte de débit ou TWINT.",
  },
  {
    method: "virement",
    label: PAYMENT_TEXTS.billButton,
    description:
      "Vous recevez une QR-facture à payer depuis votre e-banking, l'application de votre banque ou au guichet postal.",
  },
];

/** The label of a method's button: what happens right now, when it is the one chosen. */
function buttonLabel(
  entry: (typeof METHODS)[number],
  state: "creating" | "redirecting" | "other",
  context: PaymentChoiceContext,
): string {
  if (context.method !== entry.method) return entry.label;
  if (state === "redirecting") return PAYMENT_TEXTS.redirecting;
  if (state === "creating") {
    return entry.method === "card" ? PAYMENT_TEXTS.cardPreparing : PAYMENT_TEXTS.billPreparing;
  }
  return entry.label;
}

/**
 * The payment methods of a registration, and the QR-bill once the bank transfer is chosen. TWINT
 * opens its own dialog (a QR code), or, with `manualTwint`, leads to /paiement-twint to pay by
 * hand (spec: the mobile option, with the amount in CHF, the activity and the participants).
 * `onDeadline` hears the later deadline a bank transfer earns (stored by the server), so that the
 * page says one deadline only.
 */
export function PaymentChoice({
  registrationId,
  manualTwint,
  onDeadline,
}: {
  registrationId: string;
  manualTwint?: ManualTwintState;
  onDeadline?: (deadline: string) => void;
}) {
  const [snapshot, send] = usePaymentChoice(registrationId);
  const billDeadline = snapshot.context.bill?.dueAt;
  useEffect(() => {
    if (billDeadline) onDeadline?.(billDeadline);
  }, [billDeadline, onDeadline]);
  const hydrated = useHydrated();
  const { context } = snapshot;
  const state = snapshot.matches("creating")
    ? "creating"
    : snapshot.matches("redirecting")
      ? "redirecting"
      : "other";
  const busy = state !== "other";
  const showingBill = snapshot.matches("showingBill") && context.bill !== null;
  // The bill replaces its own button; the card stays offered beside it.
  const offered = METHODS.filter((entry) => !(showingBill && entry.method === "virement"));

  return (
    <div className="payment-choice">
      <ul className="payment-methods">
        {offered.map((entry) => (
          <li key={entry.method} className="box payment-method">
            <p id={`paiement-${entry.method}-aide`}>{entry.description}</p>
            <button
              type="button"
              className={`button is-medium ${entry.method === "card" ? "is-primary" : "is-link"}`}
              disabled={!hydrated || busy}
              aria-describedby={`paiement-${entry.method}-aide`}
              onClick={() => send({ type: "CHOOSE", method: entry.method })}
            >
              {buttonLabel(entry, state, context)}
            </button>
          </li>
        ))}
        <li className="box payment-method">
          <p id="paiement-twint-aide">{TWINT_TEXTS.description}</p>
          <TwintPayment source={registrationId} disabled={busy} describedBy="paiement-twint-aide" />
          {manualTwint ? (
            <p className="twint-manual-link">
              <Link to={MANUAL_TWINT_PATH} state={manualTwint}>
                {TWINT_TEXTS.manualLink}
              </Link>
            </p>
          ) : null}
        </li>
      </ul>
      <PaymentChoiceNotes
        redirecting={snapshot.matches("redirecting")}
        failed={snapshot.matches("failed")}
        context={context}
      />
      {showingBill && context.bill ? <QrBillView bill={context.bill} /> : null}
    </div>
  );
}
