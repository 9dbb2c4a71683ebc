import { assign, fromPromise, setup } from "xstate";
import {
  afterRefusal,
  type SubmitFailure,
  type SubmitResult,
  type SubmitSuccess,
  UNEXPECTED_MESSAGE,
} from "./submit-result";

/**
 * The one submit machine of the site's forms, free of React and of the network:
 * closed -> open -> submitting -> submitted, or back to open with the refusal's message and field
 * messages. What differs between forms is given by each feature with machine.provide:
 * - actors.submit: sends { payload, idempotencyKey } and resolves with a SubmitResult;
 * - guards.startsOpen: a form shown at once (a page's form) opens without OPEN;
 * - guards.closesOnSuccess: the form closes as soon as it is taken (the next view is elsewhere);
 * - actions.notifySuccess / notifyFailure: toasts, navigation, the page's callbacks.
 */

export interface SubmitInput<Payload> {
  payload: Payload;
  idempotencyKey: string;
}

export interface SubmitContext<Payload, Success, Subject> {
  /** What the form is about, given on OPEN (the outing of a registration); null for most forms. */
  subject: Subject | null;
  /** One per attempt: kept when the first request may have been stored, new after a refusal. */
  idempotencyKey: string | null;
  payload: Payload | null;
  result: Success | null;
  error: string | null;
  fieldErrors: Record<string, string>;
  /** Bumped whenever the form must start again empty; the view keys the form on it. */
  formVersion: number;
}

export type SubmitEvent<Payload, Subject> =
  | { type: "OPEN"; subject?: Subject }
  | { type: "SUBMIT"; payload: Payload }
  | { type: "CANCEL" }
  | { type: "CLOSE" }
  /** Fresh data of the subject (an outing's places left); ignored for another subject. */
  | { type: "SUBJECT_UPDATED"; subject: Subject };

/** The sending actor a feature provides, over its api.ts request (payload, key) -> result. */
export function submitActor<Payload, Success extends SubmitSuccess>(
  send: (payload: Payload, idempotencyKey: string) => Promise<SubmitResult<Success>>,
) {
  return fromPromise<SubmitResult<Success>, SubmitInput<Payload>>(({ input }) =>
    send(input.payload, input.idempotencyKey),
  );
}

/** One machine per form type: the states and rules are these, whatever the form sends. */
export function createSubmitMachine<
  Payload,
  Success extends SubmitSuccess,
  Subject extends { id: string } = never,
>() {
  type Context = SubmitContext<Payload, Success, Subject>;
  const initialContext: Context = {
    subject: null,
    idempotencyKey: null,
    payload: null,
    result: null,
    error: null,
    fieldErrors: {},
    formVersion: 0,
  };
  return setup({
    types: {
      context: {} as Context,
      events: {} as SubmitEvent<Payload, Subject>,
    },
    actors: {
      submit: fromPromise<SubmitResult<Success>, SubmitInput<Payload>>(async () => {
        throw new Error("submit must be provided");
      }),
    },
    actions: {
      /** The form was taken: the feature shows it (toast, next page, sent view). */
      notifySuccess: (_, _params: { context: Context }) => {},
      /** The form was not taken: the feature shows the message. */
      notifyFailure: (_, _params: { message: string }) => {},
      openWith: assign(({ event }) => ({
        subject: event.type === "OPEN" ? (event.subject ?? null) : null,
        idempotencyKey: crypto.randomUUID(),
        payload: null,
        result: null,
        error: null,
        fieldErrors: {},
      })),
      reset: assign(({ context }) => ({
        ...initialContext,
        formVersion: context.formVersion + 1,
      })),
    },
    guards: {
      startsOpen: () => false,
      closesOnSuccess: () => false,
    },
  }).createMachine({
    id: "submit",
    context: initialContext,
    initial: "closed",
    states: {
      closed: {
        always: { guard: "startsOpen", target: "open", actions: "openWith" },
        on: { OPEN: { target: "open", actions: "openWith" } },
      },
      open: {
        on: {
          SUBMIT: {
            target: "submitting",
            actions: assign({
              payload: ({ event }) => event.payload,
              error: null,
              fieldErrors: {},
            }),
          },
          CANCEL: { target: "closed", actions: "reset" },
          CLOSE: { target: "closed", actions: "reset" },
          SUBJECT_UPDATED: {
            guard: ({ context, event }) => context.subject?.id === event.subject.id,
            actions: assign({ subject: ({ event }) => event.subject }),
          },
        },
      },
      submitting: {
        invoke: {
          src: "submit",
          input: ({ context }) => ({
            // Both are set on OPEN and SUBMIT; submitting is reachable only through them.
            payload: context.payload as Payload,
            idempotencyKey: context.idempotencyKey as string,
          }),
          onDone: [
            {
              guard: ({ event }) => event.output.kind === "success",
              target: "submitted",
              actions: assign({ result: ({ event }) => event.output as Success }),
            },
            {
              target: "open",
              actions: [
                assign(({ event, context }) =>
                  afterRefusal(event.output as SubmitFailure, context.idempotencyKey),
                ),
                {
                  type: "notifyFailure",
                  params: ({ event }) => ({ message: (event.output as SubmitFailure).message }),
                },
              ],
            },
          ],
          onError: {
            target: "open",
            actions: [
              // An answer outside the contract, or a bug: the form starts again empty. The key is
              // kept: the request may have been stored, and a retry must not store it twice.
              assign(({ context }) => ({
                error: UNEXPECTED_MESSAGE,
                fieldErrors: {},
                payload: null,
                formVersion: context.formVersion + 1,
              })),
              { type: "notifyFailure", params: { message: UNEXPECTED_MESSAGE } },
            ],
          },
        },
      },
      submitted: {
        entry: { type: "notifySuccess", params: ({ context }) => ({ context }) },
        always: { guard: "closesOnSuccess", target: "closed", actions: "reset" },
        on: { CLOSE: { target: "closed", actions: "reset" } },
      },
    },
  });
}
