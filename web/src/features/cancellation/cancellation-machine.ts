import type { CancellationOutcome, CancellationView } from "@shared/schemas/cancellation";
import { assign, fromPromise, setup } from "xstate";
import type { CancellationAnswer, CancellationLoad } from "./api";

export interface CancellationContext {
  view: CancellationView | null;
  outcome: CancellationOutcome | null;
  /** The server's French message when it refused. */
  refusal: string | null;
}

export type CancellationEvent = { type: "CONFIRM" } | { type: "RETRY" };

/**
 * The page « Annuler mon inscription »: loading -> ready (the registration and the terms) ->
 * confirming -> done; or refused (the link is not valid, or the registration can no longer be
 * cancelled); or failed (no answer: RETRY asks again, the POST being safe to repeat). The actors
 * are provided by useCancellation (machine.provide): this file knows nothing of React or fetch.
 */
export const cancellationMachine = setup({
  types: {
    context: {} as CancellationContext,
    events: {} as CancellationEvent,
  },
  actors: {
    load: fromPromise<CancellationLoad>(async () => {
      throw new Error("load must be provided");
    }),
    confirm: fromPromise<CancellationAnswer>(async () => {
      throw new Error("confirm must be provided");
    }),
  },
  guards: {
    found: (_, answer: CancellationLoad) => answer.kind === "found",
    done: (_, answer: CancellationAnswer) => answer.kind === "done",
  },
}).createMachine({
  id: "cancellation",
  initial: "loading",
  context: { view: null, outcome: null, refusal: null },
  states: {
    loading: {
      invoke: {
        src: "load",
        onDone: [
          {
            guard: { type: "found", params: ({ event }) => event.output },
            target: "ready",
            actions: assign({
              view: ({ event }) => (event.output.kind === "found" ? event.output.view : null),
            }),
          },
          {
            target: "refused",
            actions: assign({
              refusal: ({ event }) =>
                event.output.kind === "refused" ? (event.output.message ?? null) : null,
            }),
          },
        ],
        onError: "loadFailed",
      },
    },
    loadFailed: { on: { RETRY: "loading" } },
    ready: { on: { CONFIRM: "confirming" } },
    confirming: {
      invoke: {
        src: "confirm",
        onDone: [
          {
            guard: { type: "done", params: ({ event }) => event.output },
            target: "done",
            actions: assign({
              outcome: ({ event }) => (event.output.kind === "done" ? event.output.outcome : null),
            }),
          },
          {
            target: "refused",
            actions: assign({
              refusal: ({ event }) =>
                event.output.kind === "refused" ? (event.output.message ?? null) : null,
            }),
          },
        ],
        onError: "confirmFailed",
      },
    },
    confirmFailed: { on: { RETRY: "confirming" } },
    refused: { type: "final" },
    done: { type: "final" },
  },
});
