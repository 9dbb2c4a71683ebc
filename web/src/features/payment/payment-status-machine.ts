import { PAYMENT_STATUS_POLLING } from "@shared/constants/offer";
import type { PaymentStatus } from "@shared/payments/payment-status";
import { assign, fromPromise, setup } from "xstate";
import type { PaymentStatusResult } from "./api";
import type { PaidRegistration } from "./payment-answer";

/**
 * The return from the provider's payment page (/payment-success): the provider's word is not
 * enough, the page waits until our API says the payment is completed (its webhook has arrived).
 * polling (checking <-> waiting, every 2 s unless the input says otherwise) ends in completed,
 * unsuccessful (failed, expired or canceled), missing (the API does not know the payment), or,
 * after a minute (or the input's stopAfterMs), slow: the e-mail will tell. From slow the visitor may ask again. The fetching actor is provided by the hook
 * (usePaymentStatus); the delays are named so that tests run them on fake timers.
 */

export interface PaymentStatusContext {
  paymentId: string;
  status: PaymentStatus | null;
  /** The registration the payment is for: the way back to pay again. */
  registrationId: string | null;
  /** What the page names once paid: the outing, its day and the registration's reference. */
  registration: PaidRegistration | null;
  polling: StatusPolling;
}

/** How often the API is asked, and for how long before the machine rests in slow. */
export interface StatusPolling {
  intervalMs: number;
  stopAfterMs: number;
  /** Wait one interval before the first question (a TWINT code just made cannot be paid yet). */
  firstCheckAfterInterval?: boolean;
}

export interface PaymentStatusInput {
  paymentId: string;
  /** The card return's rhythm unless told (the PayPal dialog asks every 3 s for 10 minutes). */
  polling?: StatusPolling;
}

export type PaymentStatusEvent = { type: "CHECK_AGAIN" };

export const paymentStatusMachine = setup({
  types: {
    context: {} as PaymentStatusContext,
    events: {} as PaymentStatusEvent,
    input: {} as PaymentStatusInput,
    output: {} as { status: PaymentStatus | null },
  },
  actors: {
    fetchStatus: fromPromise<PaymentStatusResult, { paymentId: string }>(async () => {
      throw new Error("fetchStatus must be provided");
    }),
  },
  delays: {
    pollInterval: ({ context }) => context.polling.intervalMs,
    giveUpAfter: ({ context }) => context.polling.stopAfterMs,
  },
  guards: {
    is: ({ context }, params: { status: PaymentStatus }) => context.status === params.status,
    isUnknown: (_, params: { result: PaymentStatusResult }) => params.result.kind === "unknown",
  },
}).createMachine({
  id: "paymentStatus",
  context: ({ input }) => ({
    paymentId: input.paymentId,
    status: null,
    registrationId: null,
    registration: null,
    polling: input.polling ?? PAYMENT_STATUS_POLLING,
  }),
  initial: "polling",
  // What a parent machine (the PayPal dialog) reads when this one ends.
  output: ({ context }) => ({ status: context.status }),
  states: {
    polling: {
      initial: "starting",
      after: { giveUpAfter: "slow" },
      states: {
        starting: {
          always: [
            {
              guard: ({ context }) => context.polling.firstCheckAfterInterval === true,
              target: "waiting",
            },
            { target: "checking" },
          ],
        },
        checking: {
          invoke: {
            src: "fetchStatus",
            input: ({ context }) => ({ paymentId: context.paymentId }),
            onDone: [
              {
                guard: { type: "isUnknown", params: ({ event }) => ({ result: event.output }) },
                target: "#paymentStatus.missing",
              },
              {
                target: "deciding",
                actions: assign(({ event }) =>
                  event.output.kind === "known"
                    ? {
                        status: event.output.status,
                        registrationId: event.output.registrationId,
                        registration: event.output.registration ?? null,
                      }
                    : {},
                ),
              },
            ],
            // A passing failure (offline for a moment, a 5xx): ask again at the next tick.
            onError: "waiting",
          },
        },
        deciding: {
          always: [
            {
              guard: { type: "is", params: { status: "completed" } },
              target: "#paymentStatus.completed",
            },
            { guard: { type: "is", params: { status: "pending" } }, target: "waiting" },
            { target: "#paymentStatus.unsuccessful" },
          ],
        },
        waiting: {
          after: { pollInterval: "checking" },
        },
      },
    },
    completed: { type: "final" },
    unsuccessful: { type: "final" },
    missing: { type: "final" },
    slow: {
      on: { CHECK_AGAIN: "polling" },
    },
  },
});
