import { BUSINESS } from "@shared/constants/business";
import { formatChf } from "@shared/money";
import { printedBankReference } from "@shared/payments/bank-reference";
import PDFDocument from "pdfkit";
import { SwissQRBill } from "swissqrbill/pdf";
import { type QrBillRequest, toSwissQrBillData } from "./bill-data";

/** What the page above the slip recalls, in words the payer recognises. */
export interface QrBillPdfSummary {
  /** « Inscription : paiement par virement » (« Réservation : … » for a booking). */
  heading: string;
  activityTitle: string;
  /** As shown to people, e.g. « 12 mars 2026 » (the caller formats it in Europe/Zurich). */
  activityDate: string;
  participants: number;
  /** Who the registration names; printed even when no address could fill « Payable par ». */
  payerName?: string;
  /** The deadline as shown to people, e.g. « 3 mars 2026 à 14h30 »; absent: none. */
  dueDate?: string;
}

const MARGIN = 56;

/**
 * One A4 page for the e-mail attachment: a short French header (provider, activity, date,
 * participants, payer, amount, due date), then the payment part and receipt at the foot of the page, where Swiss
 * banks expect it. Throws before drawing anything when the data is not a valid QR-bill.
 */
export async function renderQrBillPdf(
  request: QrBillRequest,
  summary: QrBillPdfSummary,
): Promise<Buffer> {
  const bill = new SwissQRBill(toSwissQrBillData(request), { language: "FR" });
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    info: { Title: `QR-facture – ${summary.activityTitle}`, Author: BUSINESS.name },
  });
  const done = collect(doc);

  writeHeader(doc, request, summary);
  bill.attachTo(doc);
  doc.end();
  return done;
}

function writeHeader(
  doc: PDFKit.PDFDocument,
  request: QrBillRequest,
  summary: QrBillPdfSummary,
): void {
  doc.font("Helvetica-Bold").fontSize(16).text(BUSINESS.name);
  doc.font("Helvetica").fontSize(10);
  const street = [BUSINESS.streetAddress, BUSINESS.buildingNumber].filter(Boolean).join(" ");
  doc.text(`${street}, ${BUSINESS.postalCode} ${BUSINESS.locality}`);
  doc.text(`${BUSINESS.email} · ${BUSINESS.phoneDisplay}`);
  doc.moveDown(2);
  doc.font("Helvetica-Bold").fontSize(14).text(summary.heading);
  doc.moveDown(0.5);
  const rows: [string, string][] = [
    ["Activité", summary.activityTitle],
    ["Date", summary.activityDate],
    ["Participants", String(summary.participants)],
    ...(summary.payerName ? ([["Au nom de", summary.payerName]] as [string, string][]) : []),
    ["Montant", formatChf(request.amountCentimes)],
    ...(summary.dueDate ? ([["Délai de paiement", summary.dueDate]] as [string, string][]) : []),
    ["Référence", printedBankReference(request.reference)],
  ];
  for (const [label, value] of rows) {
    doc.font("Helvetica-Bold").fontSize(11).text(`${label} : `, { continued: true });
    doc.font("Helvetica").text(value);
  }
  doc.moveDown();
  doc
    .fontSize(11)
    .text(
      "Pour payer, scannez le code QR ci-dessous avec l'application de votre banque, ou recopiez " +
        "le compte, le montant et la référence dans votre e-banking. La référence permet de " +
        "reconnaître votre paiement : merci de ne pas la modifier.",
    );
}

function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
}
