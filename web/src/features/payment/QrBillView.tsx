import { BUSINESS } from "@shared/constants/business";
import { formatDateTime } from "@shared/date-format";
import { formatChf } from "@shared/money";
import { printedIban } from "@shared/payments/bank-account";
import { printedBankReference } from "@shared/payments/bank-reference";
import { amountOwed, PLACE_HELD } from "@shared/registrations/amount-owed";
import { useEffect, useRef } from "react";
import { CopyButton } from "../../components/CopyButton";
import type { QrBill } from "./payment-answer";

/** « 100.00 »: the amount as an e-banking form's field takes it, without the currency. */
function francs(centimes: number): string {
  return (centimes / 100).toFixed(2);
}

/**
 * The QR-bill of a bank transfer. On a phone, the one it is read on: the PDF to open in the
 * banking app, then what to copy into an e-banking form (amount, IBAN and reference, each with a
 * copy button), the due date; then the slip as the server drew it, for a computer's screen.
 * Its heading takes the focus when it appears, so that a screen reader goes on from there.
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
        Sur ce téléphone, ouvrez la QR-facture et partagez-la avec l'application de votre banque, ou
        copiez les informations ci-dessous dans votre e-banking. Sur un ordinateur, scannez le code
        QR avec l'application de votre banque. Nous vous l'avons aussi envoyée par e-mail, en PDF.
      </p>
      <p>
        <a
          className="button is-link is-medium qr-bill-open"
          href={bill.pdfPath}
          target="_blank"
          rel="noopener"
        >
          Ouvrir la QR-facture (PDF)
        </a>
        <span className="qr-bill-open-hint">S'ouvre dans un nouvel onglet.</span>
      </p>
      <dl className="qr-bill-facts">
        <dt>Montant</dt>
        <dd>
          <strong id="qr-facture-montant">{amount}</strong>
          <CopyButton
            text={francs(bill.amountCentimes)}
            label="Copier le montant"
            shownId="qr-facture-montant"
          />
        </dd>
        <dt>Compte (IBAN)</dt>
        <dd>
          <span id="qr-facture-iban" className="payment-code">
            {printedIban(bill.iban)}
          </span>
          <CopyButton text={bill.iban} label="Copier l'IBAN" shownId="qr-facture-iban" />
        </dd>
        <dt>Référence</dt>
        <dd>
          <span id="qr-facture-reference" className="payment-code">
            {reference}
          </span>
          <CopyButton
            text={bill.reference}
            label="Copier la référence"
            shownId="qr-facture-reference"
          />
        </dd>
        <dt>En faveur de</dt>
        <dd>{BUSINESS.bankAccountHolder}</dd>
        {bill.dueAt ? (
          <>
            <dt>À payer avant le</dt>
            <dd>{formatDateTime(bill.dueAt)}</dd>
          </>
        ) : null}
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
        <strong>{amountOwed(bill.amountCentimes, bill.dueAt ?? undefined)}</strong> {PLACE_HELD}
      </p>
    </section>
  );
}
