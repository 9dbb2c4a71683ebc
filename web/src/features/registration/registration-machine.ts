import { assign, fromPromise, setup } from "xstate";
import type { Activity } from "../../../../shared/schemas/activity";
import type { Registration } from "../../../../shared/schemas/registration";
import {
  afterRefusal,
  REGISTRATION_TEXTS,
  type RegistrationFailure,
  type RegistrationSuccess,
} from "./registration-messages";

/**
 * The registration dialog's states, free of React and of the network: closed -> open ->
 * submitting -> success (then closed) or back to open with an error. Its hook (useRegistration)
 * provides the sending actor and the side effects (toast, navigation, the page's callbacks)
 * through machine.provide({ actors, actions }).
 */

export interface SubmitInput {
  payload: Registration;
  idempotencyKey: string;
}

export type SubmitResult = RegistrationSuccess | RegistrationFailure;

export interface RegistrationContext {
  activity: Activity | null;
  /** One key per opened form, reused when the same attempt is retried. */
  idempotencyKey: string | null;
  payload: Registration | null;
  result: RegistrationSuccess | null;
  error: string | null;
  fieldErrors: Record<string, string>;
  /** Bumped whenever the form must start again empty; the view keys the form on it. */
  formVersion: number;
}

export type RegistrationEvent =
  | { type: "OPEN"; activity: Activity }
  | { type: "SUBMIT"; payload: Registration }
  | { type: "CANCEL" }
  /** Fresh data of the outing (places left) after a refusal; ignored for another outing. */
  | { type: "ACTIVITY_UPDATED"; activity: Activity }
  | { type: "CLOSE" };

function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

const initialContext: RegistrationContext = {
  activity: null,
  idempotencyKey: null,
  payload: null,
  result: null,
  error: null,
  fieldErrors: {},
  formVersion: 0,
};

export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
  },
  actors: {
    submitRegistration: fromPromise<SubmitResult, SubmitInput>(async () => {
      throw new Error("submitRegistration must be provided");
    }),
  },
  actions: {
    /** The registration was taken: the hook shows the toast and the confirmation page. */
    notifySuccess: (_, _params: { context: RegistrationContext }) => {},
    /** The registration was not taken: the hook shows the error and tells the page. */
    notifyFailure: (_, _params: { message: string }) => {},
    openWith: assign(({ event, context }) => {
      if (event.type !== "OPEN") return {};
      return {
        activity: event.activity,
        idempotencyKey: newIdempotencyKey(),
        payload: null,
        result: null,
        error: null,
        fieldErrors: {},
        formVersion: context.formVersion + 1,
      };
    }),
    reset: assign(({ context }) => ({
      ...initialContext,
      formVersion: context.formVersion + 1,
    })),
  },
  guards: {
    succeeded: (_, result: SubmitResult) => result.kind === "success",
  },
}).createMachine({
  id: "registration",
  context: initialContext,
  initial: "closed",
  states: {
    closed: {
      on: { OPEN: { target: "open", actions: "openWith" } },
    },
    open: {
      on: {
        SUBMIT: {
          target: "submitting",
          actions: assign({ payload: ({ event }) => event.payload, error: null, fieldErrors: {} }),
        },
        CANCEL: { target: "closed", actions: "reset" },
        ACTIVITY_UPDATED: {
          guard: ({ context, event }) => context.activity?.id === event.activity.id,
          actions: assign({ activity: ({ event }) => event.activity }),
        },
        CLOSE: { target: "closed", actions: "reset" },
      },
    },
    submitting: {
      invoke: {
        src: "submitRegistration",
        input: ({ context }) => ({
          // Both are set on OPEN and SUBMIT; submitting is reachable only through them.
          payload: context.payload as Registration,
          idempotencyKey: context.idempotencyKey as string,
        }),
        onDone: [
          {
            guard: { type: "succeeded", params: ({ event }) => event.output },
            target: "success",
            actions: assign({
              result: ({ event }) => (event.output.kind === "success" ? event.output : null),
            }),
          },
          {
            target: "open",
            actions: [
              assign(({ event, context }) =>
                // The key is set on OPEN; submitting is reachable only after it.
                afterRefusal(event.output as RegistrationFailure, context.idempotencyKey as string),
              ),
              {
                type: "notifyFailure",
                params: ({ event }) => ({ message: (event.output as RegistrationFailure).message }),
              },
            ],
          },
        ],
        onError: {
          target: "open",
          actions: [
            // Spec: an unexpected exception resets the form. The key is kept: the request may
            // have been stored, and a retry must not book twice.
            assign(({ context }) => ({
              error: REGISTRATION_TEXTS.unexpected,
              fieldErrors: {},
              payload: null,
              formVersion: context.formVersion + 1,
            })),
            { type: "notifyFailure", params: { message: REGISTRATION_TEXTS.unexpected } },
          ],
        },
      },
    },
    success: {
      entry: { type: "notifySuccess", params: ({ context }) => ({ context }) },
      always: { target: "closed", actions: "reset" },
    },
  },
});
