import type { PaymentMethod } from "@shared/payments/payment-methods";
import { assign, fromPromise, setup } from "xstate";
import type { StartPaymentInput, StartPaymentResult } from "./api";
import type { QrBill } from "./payment-answer";
import { PAYMENT_TEXTS } from "./payment-texts";

/**
 * The payment choice of the confirmation page, free of React and of the network:
 * choosing -> creating -> redirecting (card: off to the provider's page) or showingBill (bank
 * transfer: the QR-bill), or failed with the message to show; from failed or the bill the visitor
 * chooses again. Its hook (usePaymentChoice) provides the creating actor (POST /api/payments)
 * and the effects (the redirection, the error toast) through machine.provide.
 */

export interface PaymentChoiceContext {
  /** The registration paid; null for a company's quote request (its hook sends it, then pays). */
  registrationId: string | null;
  method: PaymentMethod | null;
  /** One per attempt: a second click while creating sends nothing, a new choice gets a new key. */
  idempotencyKey: string | null;
  redirectUrl: string | null;
  bill: QrBill | null;
  error: string | null;
}

export type PaymentChoiceEvent =
  | { type: "CHOOSE"; method: PaymentMethod }
  /** The page is shown again from the browser's back-forward cache after leaving for the provider. */
  | { type: "RETURNED" };

/** What the server's answer means for the visitor: where to go, the bill, or the message. */
function settle(
  result: StartPaymentResult,
  method: PaymentMethod,
): Pick<PaymentChoiceContext, "redirectUrl" | "bill" | "error"> {
  const none = { redirectUrl: null, bill: null, error: null };
  if (result.kind === "refused") {
    return { ...none, error: PAYMENT_TEXTS.serverError(result.message) };
  }
  const { payment } = result;
  // Card (Stripe) and the shop's checkout (Shopify) are pages of the provider to go to.
  if (method === "card" || method === "shopify") {
    return payment.redirectUrl
      ? { ...none, redirectUrl: payment.redirectUrl }
      : { ...none, error: PAYMENT_TEXTS.noUrl };
  }
  return payment.bill
    ? { ...none, bill: payment.bill }
    : { ...none, error: PAYMENT_TEXTS.billException };
}

function exceptionMessage(method: PaymentMethod | null): string {
  return method === "virement" ? PAYMENT_TEXTS.billException : PAYMENT_TEXTS.cardException;
}

export const paymentMachine = setup({
  types: {
    context: {} as PaymentChoiceContext,
    events: {} as PaymentChoiceEvent,
    input: {} as { registrationId: string | null },
  },
  actors: {
    startPayment: fromPromise<StartPaymentResult, StartPaymentInput>(async () => {
      throw new Error("startPayment must be provided");
    }),
  },
  actions: {
    /** Sends the browser to the provider's payment page. */
    redirect: (_, _params: { url: string }) => {},
    /** Shows the failure (the spec's destructive toast « Erreur de paiement »). */
    notifyFailure: (_, _params: { message: string }) => {},
    startAttempt: assign(({ event }) => {
      if (event.type !== "CHOOSE") return {};
      return {
        method: event.method,
        idempotencyKey: crypto.randomUUID(),
        redirectUrl: null,
        bill: null,
        error: null,
      };
    }),
  },
}).createMachine({
  id: "paymentChoice",
  context: ({ input }) => ({
    registrationId: input.registrationId,
    method: null,
    idempotencyKey: null,
    redirectUrl: null,
    bill: null,
    error: null,
  }),
  initial: "choosing",
  // CHOOSE is heard only where a choice is open: creating and redirecting ignore a second click.
  states: {
    choosing: {
      on: { CHOOSE: { target: "creating", actions: "startAttempt" } },
    },
    creating: {
      invoke: {
        src: "startPayment",
        input: ({ context }) => ({
          registrationId: context.registrationId,
          // Both are set by startAttempt, the only way in.
          method: context.method as PaymentMethod,
          idempotencyKey: context.idempotencyKey as string,
        }),
        onDone: {
          target: "settling",
          actions: assign(({ event, context }) =>
            settle(event.output, context.method as PaymentMethod),
          ),
        },
        onError: {
          target: "failed",
          actions: assign({ error: ({ context }) => exceptionMessage(context.method) }),
        },
      },
    },
    /** Passed through at once: the answer, read by settle, says where to go. */
    settling: {
      always: [
        { guard: ({ context }) => context.redirectUrl !== null, target: "redirecting" },
        { guard: ({ context }) => context.bill !== null, target: "showingBill" },
        { target: "failed" },
      ],
    },
    redirecting: {
      entry: { type: "redirect", params: ({ context }) => ({ url: context.redirectUrl ?? "" }) },
      on: { RETURNED: "choosing" },
    },
    showingBill: {
      on: { CHOOSE: { target: "creating", actions: "startAttempt" } },
    },
    failed: {
      entry: { type: "notifyFailure", params: ({ context }) => ({ message: context.error ?? "" }) },
      on: { CHOOSE: { target: "creating", actions: "startAttempt" } },
    },
  },
});
