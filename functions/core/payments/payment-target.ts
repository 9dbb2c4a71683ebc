import type { Activity } from "@shared/schemas/activity";
import type { PaymentLinks } from "../registrations/links";
import { bankTransferBill, bankTransferDeadline } from "./bank/bank-transfer-bill";
import { checkoutRequest } from "./checkout-request";
import { companyPaymentTarget } from "./company-payment";
import { type Payable, type PayableRef, payableFrom } from "./payable";
import type { Payment, RegistrationForPayment } from "./payment";
import type { BankTransferBill, QrBillPort } from "./ports/bank-transfer";
import type { CheckoutRequest } from "./ports/checkout";
import type { PayableReader } from "./ports/payment-store";

/**
 * What starting a payment needs of its target, whatever its kind: built from the registration
 * (below) or the quote request (company-payment.ts).
 */
export interface PaymentTarget {
  payable: Payable;
  amountCentimes: number;
  activityId?: string;
  /** The provider's request for one of its payments (line, customer, return addresses). */
  checkoutRequest(payment: Payment): Promise<CheckoutRequest>;
  /** Bank transfer (registrations only): the QR-bill's reference, and the bill. */
  bankReference?(): Promise<string>;
  bill?(payment: Payment): Promise<BankTransferBill>;
  /** Bank transfer: the later payment deadline it earns, if any (registrations only). */
  bankTransferDeadline?(): Promise<string | undefined>;
}

export interface PaymentTargetPorts {
  store: PayableReader;
  /** The site's public address, for the provider's return pages. */
  siteUrl: string;
  qrBill: Pick<QrBillPort, "reference">;
  /** The return pages carry the registration's payment link, signed until the activity starts. */
  paymentLinks: Pick<PaymentLinks, "linkFor">;
  getActivity(id: string): Promise<Pick<Activity, "date" | "heure_rdv"> | undefined>;
}

/** The registration or quote request a payment is for; undefined when it does not exist. */
export async function loadTarget(
  ref: PayableRef,
  ports: PaymentTargetPorts,
): Promise<PaymentTarget | undefined> {
  if (ref.kind === "quote_request") {
    const quote = await ports.store.getQuoteRequest(ref.id);
    return quote && companyPaymentTarget(quote, ports.siteUrl);
  }
  const registration = await ports.store.getRegistration(ref.id);
  return registration && registrationTarget(registration, ports);
}

/** A registration pays its stored total; its return addresses carry its payment link. */
function registrationTarget(
  registration: RegistrationForPayment,
  ports: PaymentTargetPorts,
): PaymentTarget {
  return {
    payable: payableFrom({ kind: "registration", id: registration.id }, registration),
    amountCentimes: registration.total_centimes,
    activityId: registration.activity_id,
    // Before the provider is called: without the link's key, this fails with its name and the
    // stored payment waits, like one whose call never reached the provider, to be resumed.
    checkoutRequest: async (payment) =>
      checkoutRequest(
        payment,
        registration,
        ports.siteUrl,
        await paymentLinkJeton(registration, ports),
      ),
    bankReference: () => ports.qrBill.reference(registration.id),
    // Before the transfer is stored, the registration's deadline is not yet the later one it earns.
    bill: async (payment) =>
      bankTransferBill(
        payment,
        registration,
        (await bankTransferDeadline(registration, ports.getActivity)) ?? registration.deadline,
      ),
    bankTransferDeadline: () => bankTransferDeadline(registration, ports.getActivity),
  };
}

/** The jeton of the registration's payment link (the activity's meeting time bounds it). */
async function paymentLinkJeton(
  registration: RegistrationForPayment,
  ports: PaymentTargetPorts,
): Promise<string> {
  const activity = await ports.getActivity(registration.activity_id);
  if (!activity) throw new Error(`Activité ${registration.activity_id} introuvable`);
  return (await ports.paymentLinks.linkFor(registration, activity)).jeton;
}
