import type { RefObject } from "react";
import { createActor } from "xstate";
import { createSubmitMachine, submitActor } from "./submit-machine";
import type { SubmitResult, SubmitSuccess } from "./submit-result";

export interface SubmitEffects<Success> {
  /** The form was taken (a notice, the next screen). */
  onSuccess?: (result: Success) => void;
  /** The form was not taken; its message is also in `failure`. */
  onFailure?: (message: string) => void;
}

/** What the machine reads at each attempt: the latest render's request and effects. */
export interface LatestSubmit<Payload, Success extends SubmitSuccess> {
  send: (payload: Payload, idempotencyKey: string) => Promise<SubmitResult<Success>>;
  effects: SubmitEffects<Success>;
}

/** What a form shows of its submission. */
export interface SubmitView {
  busy: boolean;
  failure: string | null;
  fieldErrors: Record<string, string>;
}

/**
 * The submit machine of a form without a dialog: open at once, and open again after each success
 * with a new Idempotency-Key. `answered` is called once each attempt has its outcome.
 */
export function formSubmitMachine<Payload, Success extends SubmitSuccess>(
  latest: RefObject<LatestSubmit<Payload, Success>>,
  answered: () => void,
) {
  return createSubmitMachine<Payload, Success>().provide({
    actors: {
      submit: submitActor((payload: Payload, key: string) => latest.current.send(payload, key)),
    },
    guards: { startsOpen: () => true, closesOnSuccess: () => true },
    actions: {
      notifySuccess: (_, { context }) => {
        latest.current.effects.onSuccess?.(context.result as Success);
        answered();
      },
      notifyFailure: (_, { message }) => {
        latest.current.effects.onFailure?.(message);
        answered();
      },
    },
  });
}

/** The machine started, each of its states told to `show` as the form's view. */
export function startFormSubmit<Payload, Success extends SubmitSuccess>(
  latest: RefObject<LatestSubmit<Payload, Success>>,
  answered: () => void,
  show: (view: SubmitView) => void,
) {
  const actor = createActor(formSubmitMachine(latest, answered));
  actor.subscribe((snapshot) =>
    show({
      busy: snapshot.matches("submitting"),
      failure: snapshot.context.error,
      fieldErrors: snapshot.context.fieldErrors,
    }),
  );
  return actor.start();
}

export type FormSubmitActor<Payload, Success extends SubmitSuccess> = ReturnType<
  typeof startFormSubmit<Payload, Success>
>;
