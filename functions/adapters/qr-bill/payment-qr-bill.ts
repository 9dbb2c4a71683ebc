import type { BankTransferBill, QrBillPort } from "@core/payments/ports/bank-transfer";
import { formatDate, formatDateTime } from "@shared/date-format";
import type { BankAccount } from "@shared/payments/bank-account";
import { deriveBankReference } from "@shared/payments/bank-reference";
import { registrationNoun } from "@shared/registrations/registration-noun";
import { billMessage, providerCreditor, type QrBillRequest } from "./bill-data";
import { qrBillDebtor } from "./debtor-address";

/** « à payer avant le 3 décembre 2026 à 14h30 »: the due date as the slip and the PDF print it. */
export function dueDateText(dueAt: string): string {
  return `à payer avant le ${formatDateTime(dueAt)}`;
}

/** The QR-bill module behind the payment use cases' port, paying into the configured account. */
export function paymentQrBill(account: BankAccount): QrBillPort {
  const creditor = providerCreditor(account);
  const request = (bill: BankTransferBill): QrBillRequest => {
    const debtor = qrBillDebtor(bill.payer);
    return {
      creditor,
      amountCentimes: bill.amountCentimes,
      currency: "CHF",
      reference: bill.reference,
      message: billMessage(
        bill.activityTitle,
        formatDate(bill.activityDate),
        bill.registrationReference,
        bill.dueAt ? dueDateText(bill.dueAt) : undefined,
      ),
      ...(debtor ? { debtor } : {}),
    };
  };
  return {
    reference: async (registrationId) =>
      (await deriveBankReference(registrationId, account.kind)).value,
    iban: () => account.iban,
    // The renderers load on the first bill they draw: a function's other routes never pay for
    // them (the SVG's ~70 KB; pdfkit's ~130 ms).
    svg: async (bill) => (await import("./svg")).renderQrBillSvg(request(bill)),
    pdf: async (bill) =>
      (await import("./pdf")).renderQrBillPdf(request(bill), {
        heading: `${registrationNoun(bill).Noun} : paiement par virement`,
        activityTitle: bill.activityTitle,
        activityDate: formatDate(bill.activityDate),
        participants: bill.participants,
        payerName: bill.payer.name,
        ...(bill.dueAt ? { dueDate: formatDateTime(bill.dueAt) } : {}),
      }),
  };
}
