import type { WaitlistEntryView } from "@shared/schemas/waitlist";
import { assign, fromPromise, setup } from "xstate";
import type { WaitlistEntryAnswer } from "./api";

export interface WaitlistEntryContext {
  view: WaitlistEntryView | null;
  /** The server's French message when it refused (a bad link, places already paid). */
  refusal: string | null;
}

export type WaitlistEntryEvent = { type: "WITHDRAW" } | { type: "RETRY" };

const viewOf = (answer: WaitlistEntryAnswer) => (answer.kind === "found" ? answer.view : null);
const refusalOf = (answer: WaitlistEntryAnswer) =>
  answer.kind === "refused" ? (answer.message ?? null) : null;

/**
 * The page of an entry's link: loading -> ready (the entry and what one may do) -> withdrawing ->
 * withdrawn (the entry with its new status); or refused (the server's message: a bad link, places
 * already paid); or failed (no answer: RETRY asks again, both calls being safe to repeat). Only
 * WITHDRAW, a visitor's press, changes anything: the load is a read. The actors are provided by
 * useWaitlistEntry: this file knows nothing of React or fetch.
 */
export const waitlistEntryMachine = setup({
  types: {
    context: {} as WaitlistEntryContext,
    events: {} as WaitlistEntryEvent,
  },
  actors: {
    load: fromPromise<WaitlistEntryAnswer>(async () => {
      throw new Error("load must be provided");
    }),
    withdraw: fromPromise<WaitlistEntryAnswer>(async () => {
      throw new Error("withdraw must be provided");
    }),
  },
  guards: {
    found: (_, answer: WaitlistEntryAnswer) => answer.kind === "found",
  },
}).createMachine({
  id: "waitlistEntry",
  initial: "loading",
  context: { view: null, refusal: null },
  states: {
    loading: {
      invoke: {
        src: "load",
        onDone: [
          {
            guard: { type: "found", params: ({ event }) => event.output },
            target: "ready",
            actions: assign({ view: ({ event }) => viewOf(event.output) }),
          },
          {
            target: "refused",
            actions: assign({ refusal: ({ event }) => refusalOf(event.output) }),
          },
        ],
        onError: "loadFailed",
      },
    },
    loadFailed: { on: { RETRY: "loading" } },
    ready: { on: { WITHDRAW: "withdrawing" } },
    withdrawing: {
      invoke: {
        src: "withdraw",
        onDone: [
          {
            guard: { type: "found", params: ({ event }) => event.output },
            target: "withdrawn",
            actions: assign({ view: ({ event }) => viewOf(event.output) }),
          },
          {
            target: "refused",
            actions: assign({ refusal: ({ event }) => refusalOf(event.output) }),
          },
        ],
        onError: "withdrawFailed",
      },
    },
    withdrawFailed: { on: { RETRY: "withdrawing" } },
    refused: { type: "final" },
    withdrawn: { type: "final" },
  },
});
