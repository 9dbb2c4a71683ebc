import { useEffect, useRef, useState } from "react";
import { useLatest } from "../../lib/use-latest";
import type { FormSubmitActor, SubmitEffects, SubmitView } from "./form-submit-machine";
import type { SubmitResult, SubmitSuccess } from "./submit-result";

const NOTHING_SENT: SubmitView = { busy: false, failure: null, fieldErrors: {} };

/**
 * The one submit path of a form without a dialog (formSubmitMachine). `send` resolves with a
 * SubmitResult (it throws for nothing but a bug). Gives what the form shows: `busy` for its
 * SubmitButton, the refusal's `failure` and `fieldErrors` (Form's `serverErrors`), `submit` for
 * Form's `onValid` or a button's press (it resolves once the attempt is answered, at once when one
 * is already being sent), and `reset` to clear the refusal when the form is left (« Annuler »).
 *
 * The machine and xstate are loaded by the first attempt, or earlier by `prepare` (the form's
 * first focus): a public page with a form (/contact, the newsletter) carries none of it until the
 * visitor starts on the form.
 */
export function useSubmit<Payload, Success extends SubmitSuccess = SubmitSuccess>(
  send: (payload: Payload, idempotencyKey: string) => Promise<SubmitResult<Success>>,
  effects: SubmitEffects<Success> = {},
) {
  const latest = useLatest({ send, effects });
  const [view, setView] = useState(NOTHING_SENT);
  const pending = useRef<(() => void) | null>(null);
  const actor = useRef<Promise<FormSubmitActor<Payload, Success>> | null>(null);
  const answered = () => {
    pending.current?.();
    pending.current = null;
  };
  const started = () => {
    actor.current ??= import("./form-submit-machine").then(({ startFormSubmit }) =>
      startFormSubmit(latest, answered, setView),
    );
    return actor.current;
  };
  useEffect(
    () => () => {
      void actor.current?.then((running) => running.stop());
      actor.current = null;
    },
    [],
  );
  return {
    submit: async (payload: Payload) => {
      const running = await started();
      if (!running.getSnapshot().matches("open")) return;
      await new Promise<void>((resolve) => {
        pending.current = resolve;
        running.send({ type: "SUBMIT", payload });
      });
    },
    reset: () => {
      void actor.current?.then((running) => running.send({ type: "CANCEL" }));
    },
    prepare: () => {
      void started();
    },
    ...view,
  };
}
