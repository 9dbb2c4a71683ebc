import { assign, fromPromise, setup } from "xstate";
import type { QuoteRequest } from "../../../../shared/schemas/quote";

/** Why a submission failed: the visitor's French message and, on a 400, per-field messages. */
export class QuoteSubmitError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

export interface QuoteContext {
  /** Changes each time the dialog closes: the form is remounted empty (reset on close). */
  generation: number;
  request: QuoteRequest | null;
  /** Field messages from the server's last refusal, shown beside their fields. */
  serverFieldErrors: Record<string, string>;
}

export type QuoteEvent =
  | { type: "OPEN" }
  | { type: "CLOSE" }
  | { type: "SUBMIT"; request: QuoteRequest };

/**
 * The company quote dialog: closed -> form -> submitting -> sent, back to form on failure.
 * Closing (from the form or the sent view) resets everything. While submitting the dialog stays
 * open so that the visitor sees the outcome. The sending actor and the notifications are
 * provided by its hook, useQuoteRequest (machine.provide), so this file knows nothing of React or
 * the network.
 */
export const quoteMachine = setup({
  types: {
    context: {} as QuoteContext,
    events: {} as QuoteEvent,
  },
  actors: {
    sendQuote: fromPromise<void, QuoteRequest>(async () => {
      throw new Error("sendQuote must be provided");
    }),
  },
  actions: {
    notifySent: () => {},
    notifyFailed: (_, _params: { error: unknown }) => {},
    reset: assign(({ context }) => ({
      generation: context.generation + 1,
      request: null,
      serverFieldErrors: {},
    })),
  },
}).createMachine({
  id: "quote",
  initial: "closed",
  context: { generation: 0, request: null, serverFieldErrors: {} },
  states: {
    closed: {
      on: { OPEN: "form" },
    },
    form: {
      on: {
        SUBMIT: {
          target: "submitting",
          actions: assign({ request: ({ event }) => event.request, serverFieldErrors: {} }),
        },
        CLOSE: { target: "closed", actions: "reset" },
      },
    },
    submitting: {
      invoke: {
        src: "sendQuote",
        input: ({ context }) => context.request as QuoteRequest,
        onDone: { target: "sent", actions: "notifySent" },
        onError: {
          target: "form",
          actions: [
            assign({
              serverFieldErrors: ({ event }) =>
                event.error instanceof QuoteSubmitError ? event.error.fields : {},
            }),
            { type: "notifyFailed", params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    sent: {
      on: { CLOSE: { target: "closed", actions: "reset" } },
    },
  },
});
