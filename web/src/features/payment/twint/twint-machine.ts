import { TWINT_QR } from "@shared/constants/offer";
import type { PaymentStatus } from "@shared/payments/payment-status";
import { assign, fromPromise, type SnapshotFrom, setup } from "xstate";
import type { StartPaymentResult } from "../api";
import { paymentStatusMachine, type StatusPolling } from "../payment-status-machine";
import { TWINT_TEXTS } from "../payment-texts";

/**
 * The TWINT dialog (spec sections 4 and 8), free of React and of the network:
 * closed -> creating -> pending -> completed | failed | expired.
 * pending shows the QR code and a countdown to the payment's deadline (ticking every second)
 * while our API is asked every 2 s (the payment status machine, invoked); asking stops on completed or failed, or after 10 minutes.
 * Closing while pending (« Annuler ») stops asking and tells the server to cancel. From failed,
 * expired or a creation that failed, « Créer un nouveau code » starts a new attempt: the countdown
 * is never the only way through (WCAG 2.2.1). While pending, « J'ai besoin de plus de temps »
 * restarts it: pending -> renewing (the server closes the code first, and says whether it was
 * paid just before) -> creating a new code with its own 10 minutes. Closing first is what makes
 * the new code a new payment (the server answers an open code again) and what keeps the old one
 * from being paid beside it. Its hook (useTwintPayment) provides the actors (POST /api/payments,
 * GET /api/payments/{id}, POST /api/payments/{id}/cancel) and the effects (toasts, the server's
 * cancel on « Annuler »).
 */

/** A code just made cannot be paid yet: the first question waits one interval. */
const TWINT_STATUS_POLLING: StatusPolling = {
  intervalMs: TWINT_QR.pollIntervalMs,
  stopAfterMs: TWINT_QR.stopPollingAfterMs,
  firstCheckAfterInterval: true,
};

export interface TwintQrPayment {
  paymentId: string;
  qrCode: string;
  /** The provider's page: « Ouvrir TWINT » on a phone. */
  url: string | null;
  amountCentimes: number;
  /** Epoch milliseconds. */
  expiresAt: number;
}

export interface TwintContext {
  /** The registration paid; null for a company's quote request (its hook sends it, then pays). */
  registrationId: string | null;
  /** The clock the countdown reads (Date.now; tests give theirs). */
  now: () => number;
  /** One per attempt: a repeated request of the same attempt gets the first answer. */
  idempotencyKey: string | null;
  payment: TwintQrPayment | null;
  /** Until the payment's deadline, for the countdown; never below 0. */
  remainingMs: number;
  /** Why no code could be made (the server's French text, or the specification's). */
  error: string | null;
  /** Codes made again at the visitor's request (« J'ai besoin de plus de temps »). */
  renewals: number;
  /** From that request until its new code (or the reason there is none) is known. */
  renewing: boolean;
}

export type TwintEvent =
  /** The visitor opens the dialog: a code is made. */
  | { type: "OPEN" }
  /** « Annuler », « Fermer », Escape or the dialog's close button. */
  | { type: "CLOSE" }
  /** « Créer un nouveau code » (or « Réessayer »). */
  | { type: "NEW_CODE" }
  /** « J'ai besoin de plus de temps », while a code waits: a new code, a new 10 minutes. */
  | { type: "MORE_TIME" };

export interface CreateTwintInput {
  registrationId: string | null;
  idempotencyKey: string;
}

/** What the server's answer means: a code to show, or the message to show instead. */
function readAnswer(
  result: StartPaymentResult,
): { payment: TwintQrPayment; error: null } | { payment: null; error: string } {
  if (result.kind === "refused") return { payment: null, error: result.message };
  const { payment } = result;
  const expiresAt = payment.expiresAt ? Date.parse(payment.expiresAt) : Number.NaN;
  if (payment.status !== "pending" || !payment.qrCode || Number.isNaN(expiresAt)) {
    return { payment: null, error: TWINT_TEXTS.toastCreationFailed };
  }
  return {
    payment: {
      paymentId: payment.paymentId,
      qrCode: payment.qrCode,
      url: payment.redirectUrl,
      amountCentimes: payment.amountCentimes,
      expiresAt,
    },
    error: null,
  };
}

/** « 9:05 »: minutes and seconds left, rounded up (0:00 only once the time is up). */
export function countdownText(remainingMs: number): string {
  const seconds = Math.max(0, Math.ceil(remainingMs / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

export const twintMachine = setup({
  types: {
    context: {} as TwintContext,
    events: {} as TwintEvent,
    input: {} as { registrationId: string | null; now?: () => number },
  },
  actors: {
    createPayment: fromPromise<StartPaymentResult, CreateTwintInput>(async () => {
      throw new Error("createPayment must be provided");
    }),
    /** The payment status machine; its hook provides its fetching actor. */
    watchPayment: paymentStatusMachine,
    /** Closes the code on the server; resolves with the payment's status it answers. */
    closeCode: fromPromise<PaymentStatus | null, { paymentId: string }>(async () => {
      throw new Error("closeCode must be provided");
    }),
  },
  actions: {
    /** « Paiement Twint créé » (scan the QR code). */
    notifyCreated: () => {},
    /** « Erreur Twint » / « Impossible de créer le paiement Twint. Veuillez réessayer. » */
    notifyCreationFailed: () => {},
    /** « Paiement échoué » / « Le paiement Twint a échoué. Veuillez réessayer. » */
    notifyFailed: () => {},
    /** « Paiement réussi ! » */
    notifyPaid: () => {},
    /** Tells the server the visitor gave up this payment (its page is closed). */
    cancelOnServer: (_, _params: { paymentId: string }) => {},
    startAttempt: assign({
      idempotencyKey: () => crypto.randomUUID(),
      payment: null,
      error: null,
      remainingMs: 0,
    }),
    updateRemaining: assign({
      remainingMs: ({ context }) =>
        context.payment ? Math.max(0, context.payment.expiresAt - context.now()) : 0,
    }),
  },
  delays: {
    stopPollingAfter: TWINT_QR.stopPollingAfterMs,
    tick: 1000,
  },
  guards: {
    hasCode: ({ context }) => context.payment !== null,
    isStatus: (_, params: { status: PaymentStatus | null; is: PaymentStatus }) =>
      params.status === params.is,
  },
}).createMachine({
  id: "twint",
  context: ({ input }) => ({
    registrationId: input.registrationId,
    now: input.now ?? Date.now,
    idempotencyKey: null,
    payment: null,
    remainingMs: 0,
    error: null,
    renewals: 0,
    renewing: false,
  }),
  initial: "closed",
  states: {
    closed: {
      on: { OPEN: { target: "creating", actions: "startAttempt" } },
    },
    creating: {
      invoke: {
        src: "createPayment",
        input: ({ context }) => ({
          registrationId: context.registrationId,
          // Set by startAttempt, the only way in.
          idempotencyKey: context.idempotencyKey as string,
        }),
        onDone: {
          target: "answered",
          actions: assign(({ event }) => readAnswer(event.output)),
        },
        onError: {
          target: "creationFailed",
          actions: assign({ error: TWINT_TEXTS.toastCreationFailed, renewing: false }),
        },
      },
      // Closed while the code is being made: nothing to show, nothing to cancel yet.
      on: { CLOSE: { target: "closed", actions: assign({ renewing: false }) } },
    },
    /** Passed through at once: a code to show, or why there is none. */
    answered: {
      entry: assign({ renewing: false }),
      always: [{ guard: "hasCode", target: "pending" }, { target: "creationFailed" }],
    },
    pending: {
      type: "parallel",
      entry: ["updateRemaining", "notifyCreated"],
      after: { stopPollingAfter: "expired" },
      on: {
        CLOSE: {
          target: "closed",
          actions: {
            type: "cancelOnServer",
            params: ({ context }) => ({ paymentId: context.payment?.paymentId ?? "" }),
          },
        },
        MORE_TIME: { target: "renewing", actions: assign({ renewing: true }) },
      },
      states: {
        /** Our API asked every 2 s by the payment status machine, for 10 minutes at most. */
        polling: {
          invoke: {
            src: "watchPayment",
            input: ({ context }) => ({
              paymentId: context.payment?.paymentId ?? "",
              polling: TWINT_STATUS_POLLING,
            }),
            onDone: [
              {
                guard: {
                  type: "isStatus",
                  params: ({ event }) => ({ ...event.output, is: "completed" }),
                },
                target: "#twint.completed",
              },
              {
                guard: {
                  type: "isStatus",
                  params: ({ event }) => ({ ...event.output, is: "failed" }),
                },
                target: "#twint.failed",
              },
              // Expired or canceled by the server, or a payment it no longer knows.
              { target: "#twint.expired" },
            ],
          },
        },
        countdown: {
          initial: "ticking",
          states: {
            ticking: {
              after: {
                tick: { target: "ticking", reenter: true, actions: "updateRemaining" },
              },
            },
          },
        },
      },
    },
    /**
     * The code is closed on the server before a new one is asked for. Paid just before: the
     * payment is completed (or about to be, by its webhook: the server then answers the same open
     * code, and the dialog keeps waiting on it). Whatever else the server says, or if it does not
     * answer, a new attempt follows: the server makes a new payment only once the old one is
     * closed, and answers the open one otherwise, so that nothing is ever paid twice.
     */
    renewing: {
      invoke: {
        src: "closeCode",
        input: ({ context }) => ({ paymentId: context.payment?.paymentId ?? "" }),
        onDone: [
          {
            guard: {
              type: "isStatus",
              params: ({ event }) => ({ status: event.output, is: "completed" }),
            },
            target: "completed",
            actions: assign({ renewing: false }),
          },
          {
            target: "creating",
            actions: ["startAttempt", assign({ renewals: ({ context }) => context.renewals + 1 })],
          },
        ],
        onError: {
          target: "creating",
          actions: ["startAttempt", assign({ renewals: ({ context }) => context.renewals + 1 })],
        },
      },
      // The server is closing the code already: nothing more to cancel.
      on: { CLOSE: { target: "closed", actions: assign({ renewing: false }) } },
    },
    completed: {
      entry: "notifyPaid",
      on: { CLOSE: "paid" },
    },
    /** Paid and the dialog closed: the page says so instead of offering TWINT again. */
    paid: {},
    failed: {
      entry: "notifyFailed",
      on: {
        NEW_CODE: { target: "creating", actions: "startAttempt" },
        CLOSE: "closed",
      },
    },
    expired: {
      on: {
        NEW_CODE: { target: "creating", actions: "startAttempt" },
        CLOSE: "closed",
      },
    },
    creationFailed: {
      entry: "notifyCreationFailed",
      on: {
        NEW_CODE: { target: "creating", actions: "startAttempt" },
        CLOSE: "closed",
      },
    },
  },
});

export type TwintSnapshot = SnapshotFrom<typeof twintMachine>;

/** Where the dialog stands, as the view reads it. */
export type TwintStage =
  | "closed"
  | "renewing"
  | "creating"
  | "pending"
  | "completed"
  | "paid"
  | "failed"
  | "expired"
  | "creationFailed";

export function twintStage(snapshot: TwintSnapshot): TwintStage {
  // The new code asked for with « J'ai besoin de plus de temps » reads as one step until shown.
  if (snapshot.context.renewing) return "renewing";
  const stages: TwintStage[] = ["creating", "pending", "completed", "paid", "failed", "expired"];
  if (snapshot.matches("answered")) return "creating";
  if (snapshot.matches("creationFailed")) return "creationFailed";
  return stages.find((stage) => snapshot.matches(stage)) ?? "closed";
}

/** The dialog's main button (spec): « Annuler » unless completed, then « Fermer ». */
export function closeButtonLabel(stage: TwintStage): string {
  return stage === "completed" ? TWINT_TEXTS.close : TWINT_TEXTS.cancel;
}

/** The status line of the dialog (spec's three texts while a code exists). */
export function statusText(stage: TwintStage): string | null {
  switch (stage) {
    case "renewing":
      return TWINT_TEXTS.renewing;
    case "creating":
      return TWINT_TEXTS.creating;
    case "pending":
      return TWINT_TEXTS.pending;
    case "completed":
      return TWINT_TEXTS.completed;
    case "failed":
      return TWINT_TEXTS.failed;
    case "expired":
      return TWINT_TEXTS.expired;
    case "creationFailed":
      return TWINT_TEXTS.creationFailedTitle;
    default:
      return null;
  }
}
