import { useEffect, useRef } from "react";
import { BUSINESS } from "../../../../shared/constants/business";
import { formatChf } from "../../../../shared/money";
import { printedIban } from "../../../../shared/payments/bank-account";
import { printedBankReference } from "../../../../shared/payments/bank-reference";
import { amountOwed, PLACE_HELD } from "../../../../shared/registrations/amount-owed";
import type { QrBill } from "./payment-answer";

/**
 * The QR-bill of a bank transfer: what to type into an e-banking form (amount, IBAN and
 * reference in groups), the slip as the server drew it, and the PDF. Its heading takes the focus
 * when it appears, so that a screen reader goes on from there.
 */
export function QrBillView({ bill }: { bill: QrBill }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const amount = formatChf(bill.amountCentimes);
  const reference = printedBankReference(bill.reference);
  return (
    <section className="qr-bill box" aria-labelledby="qr-facture-titre">
      <h3 id="qr-facture-titre" className="title is-4" tabIndex={-1} ref={heading}>
        Votre QR-facture
      </h3>
      <p>
        Payez-la avec l'application de votre banque en scannant le code QR, ou dans votre e-banking
        avec les informations ci-dessous. Nous vous l'avons aussi envoyée par e-mail, en PDF.
      </p>
      <dl className="qr-bill-facts">
        <dt>Montant</dt>
        <dd>
          <strong>{amount}</strong>
        </dd>
        <dt>Compte (IBAN)</dt>
        <dd className="payment-code">{printedIban(bill.iban)}</dd>
        <dt>Référence</dt>
        <dd className="payment-code">{reference}</dd>
        <dt>En faveur de</dt>
        <dd>{BUSINESS.bankAccountHolder}</dd>
      </dl>
      <div
        className="qr-bill-slip"
        role="img"
        aria-label={`QR-facture de ${amount} en faveur de ${BUSINESS.bankAccountHolder}, référence ${reference}`}
        // The slip is the server's own SVG (swissqrbill), read as one image.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: markup produced by our API, not by a visitor
        dangerouslySetInnerHTML={{ __html: bill.svg }}
      />
      <p>
        <a className="button is-link is-medium" href={bill.pdfPath} download>
          Télécharger la QR-facture (PDF)
        </a>
      </p>
      <p>
        <strong>{amountOwed(bill.amountCentimes, bill.deadline)}</strong> {PLACE_HELD}
      </p>
    </section>
  );
}
