import type { Activity } from "@shared/schemas/activity";
import { useActorRef } from "@xstate/react";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { submitActor } from "../../components/form/submit-machine";
import { useToast } from "../../components/toast/ToastProvider";
import { useLatest } from "../../lib/use-latest";
import { postRegistration } from "./api";
import { buildConfirmationState, CONFIRMATION_PATH } from "./confirmation-state";
import { registrationMachine } from "./registration-machine";
import { REGISTRATION_TEXTS } from "./registration-messages";

export interface RegistrationCallbacks {
  /**
   * The registration was not taken (refused, or no answer): the places left may have changed.
   * The page reloads them and sends { type: "SUBJECT_UPDATED", subject } with the fresh outing.
   */
  onRefused?: (activity: Activity) => void;
}

/**
 * The registration actor of a page. Its machine gets here what it must not know itself: the
 * sending actor (POST /api/inscriptions), the toasts, the move to the confirmation page and the
 * page's callbacks. Send it { type: "OPEN", subject: activity }.
 */
export function useRegistration(callbacks: RegistrationCallbacks = {}) {
  const toast = useToast();
  const navigate = useNavigate();
  // The machine is provided once; its actions read the latest toast, navigate and callbacks.
  const effects = useLatest({ toast, navigate, callbacks });
  const [machine] = useState(() =>
    registrationMachine.provide({
      actors: {
        submit: submitActor(postRegistration),
      },
      actions: {
        notifySuccess: (_, { context }) => {
          // In the confirmation page's flow: over it, it would cover the amount owed and the
          // buttons to pay on a phone or at 200 % zoom.
          effects.current.toast({
            title: REGISTRATION_TEXTS.successTitle,
            description: REGISTRATION_TEXTS.successDescription,
            placement: "page",
          });
          if (!context.payload || !context.result) return;
          effects.current.navigate(CONFIRMATION_PATH, {
            state: buildConfirmationState(context.payload, context.result, context.subject),
          });
        },
        notifyFailure: ({ context }, { message }) => {
          effects.current.toast({
            title: REGISTRATION_TEXTS.errorTitle,
            description: message,
            variant: "destructive",
          });
          if (context.subject) effects.current.callbacks.onRefused?.(context.subject);
        },
      },
    }),
  );
  return useActorRef(machine);
}

export type RegistrationActorRef = ReturnType<typeof useRegistration>;
