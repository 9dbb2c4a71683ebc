/** Paying by bank transfer: the QR-bill of the payment. */

/** What a bank-transfer payment's QR-bill says, besides the provider's own account. */
export interface BankTransferBill {
  reference: string;
  amountCentimes: number;
  activityTitle: string;
  /** yyyy-mm-dd */
  activityDate: string;
  participants: number;
  /** When the transfer must have reached the provider (ISO instant); absent: no deadline. */
  dueAt?: string;
  /** Who pays, as the registration gave it: the name, and the address as typed (free text). */
  payer: { name: string; address: string };
  /** The registration's short reference (« JV-7K3M-Q9 »), printed in the bill's message. */
  registrationReference?: string;
  /** A booking of /reservation-vtt: the PDF's heading says « Réservation ». */
  kind?: "booking";
}

/** The QR-bill module, seen from the payment use cases. */
export interface QrBillPort {
  /** The structured reference (QRR or SCOR) of a registration, electronic form (no spaces). */
  reference(registrationId: string): Promise<string>;
  /** The account the bill pays into (IBAN or QR-IBAN), electronic form. */
  iban(): string;
  svg(bill: BankTransferBill): Promise<string>;
  pdf(bill: BankTransferBill): Promise<Uint8Array>;
}
