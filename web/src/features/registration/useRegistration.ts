import { useActorRef } from "@xstate/react";
import { useRef, useState } from "react";
import { useNavigate } from "react-router-dom";
import { useToast } from "../../components/toast/ToastProvider";
import { buildConfirmationState, CONFIRMATION_PATH } from "./confirmation-state";
import { registrationMachine } from "./registration-machine";
import { REGISTRATION_TEXTS } from "./registration-messages";

/**
 * The registration actor of a page, with its side effects wired: the success toast and the
 * move to the confirmation page, or the error toast. Send it { type: "OPEN", activity }.
 */
export function useRegistration() {
  const toast = useToast();
  const navigate = useNavigate();
  // The machine is provided once; refs keep its actions on the latest toast and navigate.
  const effects = useRef({ toast, navigate });
  effects.current = { toast, navigate };
  const [machine] = useState(() =>
    registrationMachine.provide({
      actions: {
        notifySuccess: (_, { context }) => {
          effects.current.toast({
            title: REGISTRATION_TEXTS.successTitle,
            description: REGISTRATION_TEXTS.successDescription,
          });
          if (!context.payload || !context.result) return;
          effects.current.navigate(CONFIRMATION_PATH, {
            state: buildConfirmationState(context.payload, context.result, context.activity),
          });
        },
        notifyFailure: (_, { message }) => {
          effects.current.toast({
            title: REGISTRATION_TEXTS.errorTitle,
            description: message,
            variant: "destructive",
          });
        },
      },
    }),
  );
  return useActorRef(machine);
}

export type RegistrationActorRef = ReturnType<typeof useRegistration>;
