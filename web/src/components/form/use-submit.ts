import { useMachine } from "@xstate/react";
import { type RefObject, useRef, useState } from "react";
import { useLatest } from "../../lib/use-latest";
import { createSubmitMachine, submitActor } from "./submit-machine";
import type { SubmitResult, SubmitSuccess } from "./submit-result";

export interface SubmitEffects<Success> {
  /** The form was taken (a notice, the next screen). */
  onSuccess?: (result: Success) => void;
  /** The form was not taken; its message is also in `failure`. */
  onFailure?: (message: string) => void;
}

/** What the machine reads at each attempt: the latest render's request and effects. */
interface Latest<Payload, Success extends SubmitSuccess> {
  send: (payload: Payload, idempotencyKey: string) => Promise<SubmitResult<Success>>;
  effects: SubmitEffects<Success>;
}

/**
 * The submit machine of a form without a dialog: open at once, and open again after each success
 * with a new Idempotency-Key. `answered` is called once each attempt has its outcome.
 */
export function formSubmitMachine<Payload, Success extends SubmitSuccess>(
  latest: RefObject<Latest<Payload, Success>>,
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

/**
 * The one submit path of a form without a dialog (formSubmitMachine). `send` resolves with a
 * SubmitResult (it throws for nothing but a bug). Gives what the form shows: `busy` for its
 * SubmitButton, the refusal's `failure` and `fieldErrors` (Form's `serverErrors`), `submit` for
 * Form's `onValid` or a button's press (it resolves once the attempt is answered, at once when one
 * is already being sent), and `reset` to clear the refusal when the form is left (« Annuler »).
 */
export function useSubmit<Payload, Success extends SubmitSuccess = SubmitSuccess>(
  send: (payload: Payload, idempotencyKey: string) => Promise<SubmitResult<Success>>,
  effects: SubmitEffects<Success> = {},
) {
  const latest = useLatest({ send, effects });
  const pending = useRef<(() => void) | null>(null);
  const [machine] = useState(() =>
    formSubmitMachine(latest, () => {
      pending.current?.();
      pending.current = null;
    }),
  );
  const [snapshot, sendEvent, actor] = useMachine(machine);
  return {
    submit: (payload: Payload) =>
      new Promise<void>((resolve) => {
        if (!actor.getSnapshot().matches("open")) return resolve();
        pending.current = resolve;
        sendEvent({ type: "SUBMIT", payload });
      }),
    reset: () => sendEvent({ type: "CANCEL" }),
    busy: snapshot.matches("submitting"),
    failure: snapshot.context.error,
    fieldErrors: snapshot.context.fieldErrors,
  };
}
