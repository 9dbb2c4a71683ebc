import { WALLET_STATUS_POLLING } from "@shared/constants/offer";
import type { PaymentStatus } from "@shared/payments/payment-status";
import { assign, fromPromise, type SnapshotFrom, setup } from "xstate";
import type { StartPaymentInput, StartPaymentResult } from "../api";
import { paymentStatusMachine } from "../payment-status-machine";
import { PAYPAL_TEXTS } from "./paypal-texts";

/**
 * The PayPal payment of the confirmation page, free of React, of the network and of the window:
 * idle -> creating (POST /api/payments) -> opening (PayPal's approval page in a new tab) ->
 * watching (our API asked every 3 s by the payment status machine, which the server answers by
 * capturing the approved order) -> succeeded, failed, or after 10 minutes stalled (« Vérifier à
 * nouveau »). A create failure goes back to idle with its toast. CANCEL stops the watch and closes
 * the dialog, CLOSE leaves the succeeded dialog for the paid page. Its hook (usePaypalPayment)
 * provides the actors and the effects (the tab, the toasts) through machine.provide.
 */

export interface PaypalContext {
  /** The registration paid; null for a company's quote request (its hook sends it, then pays). */
  registrationId: string | null;
  /** One per attempt: a retry after a failure is a new PayPal order. */
  idempotencyKey: string | null;
  paymentId: string | null;
  approvalUrl: string | null;
  /** The browser refused to open the tab: the dialog offers the link « Ouvrir PayPal » instead. */
  popupBlocked: boolean;
}

export type PaypalEvent =
  | { type: "PAY" }
  | { type: "CANCEL" }
  | { type: "CLOSE" }
  | { type: "CHECK_AGAIN" }
  | { type: "RETRY" };

export type Toast = { title: string; description?: string; variant: "default" | "destructive" };

const TOASTS = {
  createFailure: {
    title: PAYPAL_TEXTS.createFailureTitle,
    description: PAYPAL_TEXTS.createFailure,
    variant: "destructive",
  },
  redirecting: { title: PAYPAL_TEXTS.redirectingTitle, variant: "default" },
  failed: {
    title: PAYPAL_TEXTS.failedTitle,
    description: PAYPAL_TEXTS.failed,
    variant: "destructive",
  },
  paid: { title: PAYPAL_TEXTS.paidTitle, description: PAYPAL_TEXTS.paid, variant: "default" },
} as const satisfies Record<string, Toast>;

/** The started payment, when the answer is one PayPal can be opened on. */
function approvable(result: StartPaymentResult) {
  return result.kind === "started" && result.payment.redirectUrl
    ? { paymentId: result.payment.paymentId, approvalUrl: result.payment.redirectUrl }
    : null;
}

export const paypalMachine = setup({
  types: {
    context: {} as PaypalContext,
    events: {} as PaypalEvent,
    input: {} as { registrationId: string | null },
  },
  actors: {
    startPayment: fromPromise<StartPaymentResult, StartPaymentInput>(async () => {
      throw new Error("startPayment must be provided");
    }),
    /** Opens the approval page in a new tab; resolves false when the browser blocked it. */
    openApprovalPage: fromPromise<boolean, { url: string }>(async () => {
      throw new Error("openApprovalPage must be provided");
    }),
    /** The payment status machine; its hook provides its fetching actor. */
    watchPayment: paymentStatusMachine,
  },
  actions: {
    notify: (_, _params: Toast) => {},
    newAttempt: assign(() => ({
      idempotencyKey: crypto.randomUUID(),
      paymentId: null,
      approvalUrl: null,
      popupBlocked: false,
    })),
  },
  guards: {
    isCompleted: (_, params: { status: PaymentStatus | null }) => params.status === "completed",
  },
}).createMachine({
  id: "paypal",
  context: ({ input }) => ({
    registrationId: input.registrationId,
    idempotencyKey: null,
    paymentId: null,
    approvalUrl: null,
    popupBlocked: false,
  }),
  initial: "idle",
  states: {
    idle: {
      on: { PAY: { target: "creating", actions: "newAttempt" } },
    },
    creating: {
      invoke: {
        src: "startPayment",
        input: ({ context }) => ({
          registrationId: context.registrationId,
          method: "paypal",
          // Set by newAttempt, the only way in.
          idempotencyKey: context.idempotencyKey as string,
        }),
        onDone: [
          {
            guard: ({ event }) => approvable(event.output) !== null,
            target: "dialog",
            actions: assign(({ event }) => approvable(event.output) ?? {}),
          },
          { target: "idle", actions: { type: "notify", params: TOASTS.createFailure } },
        ],
        onError: { target: "idle", actions: { type: "notify", params: TOASTS.createFailure } },
      },
    },
    /** The dialog is open in every state of this one. */
    dialog: {
      initial: "opening",
      states: {
        opening: {
          entry: { type: "notify", params: TOASTS.redirecting },
          on: { CANCEL: "#paypal.idle" },
          invoke: {
            src: "openApprovalPage",
            input: ({ context }) => ({ url: context.approvalUrl ?? "" }),
            onDone: {
              target: "watching",
              actions: assign({ popupBlocked: ({ event }) => !event.output }),
            },
            onError: { target: "watching", actions: assign({ popupBlocked: true }) },
          },
        },
        watching: {
          on: { CANCEL: "#paypal.idle" },
          invoke: {
            src: "watchPayment",
            input: ({ context }) => ({
              paymentId: context.paymentId ?? "",
              polling: WALLET_STATUS_POLLING,
            }),
            onDone: [
              {
                guard: { type: "isCompleted", params: ({ event }) => event.output },
                target: "succeeded",
              },
              { target: "failed" },
            ],
            // Ten minutes without an outcome: the status machine rests; so does the dialog.
            onSnapshot: {
              guard: ({ event }) => event.snapshot.value === "slow",
              target: "stalled",
            },
          },
        },
        stalled: {
          on: { CHECK_AGAIN: "watching", CANCEL: "#paypal.idle" },
        },
        failed: {
          entry: { type: "notify", params: TOASTS.failed },
          on: {
            RETRY: { target: "#paypal.creating", actions: "newAttempt" },
            CANCEL: "#paypal.idle",
          },
        },
        succeeded: {
          entry: { type: "notify", params: TOASTS.paid },
          // No CANCEL here: a completed payment cannot be called off, only the dialog closed.
          on: { CLOSE: "#paypal.paid" },
        },
      },
    },
    /** The dialog closed on a completed payment: the page says it is paid. */
    paid: { type: "final" },
  },
});

export type PaypalSnapshot = SnapshotFrom<typeof paypalMachine>;

/** What the dialog shows in a state; closed outside the dialog states. */
export function paypalDialogView(snapshot: PaypalSnapshot): {
  open: boolean;
  title: string;
  /** The footer button: « Annuler » stops the watch, « Fermer » once paid. */
  dismissLabel: string;
  dismissEvent: "CANCEL" | "CLOSE";
} {
  const succeeded = snapshot.matches({ dialog: "succeeded" });
  const title = succeeded
    ? PAYPAL_TEXTS.paidTitle
    : snapshot.matches({ dialog: "failed" })
      ? PAYPAL_TEXTS.failedTitle
      : snapshot.matches({ dialog: "stalled" })
        ? PAYPAL_TEXTS.stalledTitle
        : PAYPAL_TEXTS.waitingTitle;
  return {
    open: snapshot.matches("dialog"),
    title,
    dismissLabel: succeeded ? PAYPAL_TEXTS.close : PAYPAL_TEXTS.cancel,
    dismissEvent: succeeded ? "CLOSE" : "CANCEL",
  };
}
