import {
  COMPANY_CANCEL_PARAM,
  COMPANY_PAYMENT_CENTIMES,
  COMPANY_PAYMENT_PRODUCT,
} from "@shared/payments/company-payment";
import { payableFrom } from "./payable";
import type { Payment, QuoteRequestForPayment } from "./payment";
import type { PaymentTarget } from "./payment-target";
import type { CheckoutRequest } from "./ports/checkout";
import { checkoutMethods, providerExpiry, providerPages } from "./provider-pages";

/** "2026-06-12" -> "12/06/2026" (the spec's dd/MM/yyyy), "" without a date. */
function customerDate(isoDate: string | undefined): string {
  const [year, month, day] = isoDate?.split("-") ?? [];
  return year && month && day ? `${day}/${month}/${year}` : "";
}

/**
 * The customer data the spec passes to the payment (section 3): name, email, phone, date
 * (dd/MM/yyyy or empty), participants, and the comments prefixed with the company name.
 */
export function companyCustomerData(quote: QuoteRequestForPayment): Record<string, string> {
  return {
    name: quote.contactName,
    email: quote.email,
    phone: quote.phone,
    date: customerDate(quote.date),
    participants: quote.participants,
    comments: quote.comments ? `${quote.companyName} – ${quote.comments}` : quote.companyName,
  };
}

/** Every parameter comes from the stored quote request, so a resumed call repeats the first. */
export function companyCheckoutRequest(
  payment: Payment,
  quote: QuoteRequestForPayment,
  siteUrl: string,
): CheckoutRequest {
  return {
    paymentId: payment.id,
    paymentMethods: checkoutMethods(payment.method),
    quoteRequestId: quote.id,
    lineItem: {
      name: `Sortie entreprise – ${quote.companyName}`,
      unitAmountCentimes: payment.amount_centimes,
      quantity: 1,
    },
    customerEmail: quote.email,
    productType: COMPANY_PAYMENT_PRODUCT,
    customerData: companyCustomerData(quote),
    expiresAt: providerExpiry(payment),
    ...companyPages(payment, siteUrl),
  };
}

/**
 * No payment link for a quote request: the provider's cancel lands on /payment-cancel, told that
 * a company left (its text is not a registration's, whose place is held).
 */
function companyPages(payment: Payment, siteUrl: string) {
  const pages = providerPages(payment, siteUrl);
  const { name, value } = COMPANY_CANCEL_PARAM;
  return { ...pages, cancelUrl: `${pages.cancelUrl}&${name}=${value}` };
}

/**
 * A company's quote request as the target of its direct payment: the fixed `entreprise` price
 * (CHF 149, set here on the server whatever the browser sends), paid by the company's contact.
 */
export function companyPaymentTarget(
  quote: QuoteRequestForPayment,
  siteUrl: string,
): PaymentTarget {
  return {
    payable: payableFrom({ kind: "quote_request", id: quote.id }, quote),
    amountCentimes: COMPANY_PAYMENT_CENTIMES,
    checkoutRequest: async (payment) => companyCheckoutRequest(payment, quote, siteUrl),
  };
}
