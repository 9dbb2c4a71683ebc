import { paymentSchedule } from "@shared/registrations/payment-deadlines";
import type { Activity } from "@shared/schemas/activity";
import { participantName } from "../../registrations/person";
import type { Payment, RegistrationForPayment } from "../payment";
import type { BankTransferBill, QrBillPort } from "../ports/bank-transfer";

/** The QR-bill as the answer to a bank-transfer payment shows it. */
export interface QrBillAnswer {
  svg: string;
  reference: string;
  iban: string;
  amount_centimes: number;
  /** When the transfer must have reached the provider (ISO instant), printed on the bill. */
  due_at?: string;
}

/**
 * The QR-bill of a bank-transfer payment (the notifier renders the same one as a PDF). Its due
 * date is the registration's deadline, `dueAt` when the caller knows a later one not yet stored
 * (the answer to the request that opens the transfer).
 */
export function bankTransferBill(
  payment: Payment,
  registration: RegistrationForPayment,
  dueAt: string | undefined = registration.deadline,
): BankTransferBill {
  return {
    reference: payment.bank_reference ?? "",
    amountCentimes: payment.amount_centimes,
    activityTitle: registration.activity_title,
    activityDate: registration.activity_date,
    participants: registration.nombre_participants,
    ...(dueAt ? { dueAt } : {}),
    ...(registration.kind === "booking" ? { kind: "booking" as const } : {}),
    payer: {
      name: participantName(registration),
      address:
        registration.kind === "booking" ? registration.address : registration.adresse_complete,
    },
    // An older registration has none: its message names the outing alone, as before.
    ...(registration.short_reference
      ? { registrationReference: registration.short_reference }
      : {}),
  };
}

/** The bill drawn, with the account it pays into. */
export async function qrBillAnswer(
  bill: BankTransferBill,
  qrBill: Pick<QrBillPort, "svg" | "iban">,
): Promise<QrBillAnswer> {
  return {
    svg: await qrBill.svg(bill),
    reference: bill.reference,
    iban: qrBill.iban(),
    amount_centimes: bill.amountCentimes,
    ...(bill.dueAt ? { due_at: bill.dueAt } : {}),
  };
}

/**
 * A bank transfer takes longer to reach the provider: its deadline (the one rule,
 * paymentSchedule) when that is later than the registration's; undefined otherwise, and for
 * places offered from a waiting list (the next entry waits: docs/waitlist.md).
 */
export async function bankTransferDeadline(
  registration: RegistrationForPayment,
  getActivity: (id: string) => Promise<Pick<Activity, "date" | "heure_rdv"> | undefined>,
): Promise<string | undefined> {
  if (!registration.deadline) return undefined;
  // Places offered from a waiting list are paid within their own deadline, whatever the method.
  if ((registration as { waitlist_entry_id?: string }).waitlist_entry_id) return undefined;
  const activity = await getActivity(registration.activity_id);
  if (!activity) return undefined;
  const { deadline } = paymentSchedule({
    createdAt: new Date(registration.created_at),
    activity,
    method: "virement",
  });
  return deadline.getTime() > Date.parse(registration.deadline)
    ? deadline.toISOString()
    : undefined;
}
