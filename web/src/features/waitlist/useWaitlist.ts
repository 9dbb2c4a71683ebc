import { useActorRef } from "@xstate/react";
import { useState } from "react";
import { submitActor } from "../../components/form/submit-machine";
import { useToast } from "../../components/toast/ToastProvider";
import { useLatest } from "../../lib/use-latest";
import { postWaitlistJoin } from "./api";
import { waitlistMachine } from "./waitlist-machine";
import { WAITLIST_PAGE_TEXTS as T } from "./waitlist-texts";

/**
 * The waiting-list actor of a page, given the sending actor (POST /api/liste-attente) and the
 * toast of a refusal. The success is shown in the dialog itself (the rank). Send it
 * { type: "OPEN", subject: activity }.
 */
export function useWaitlist() {
  const toast = useToast();
  const effects = useLatest({ toast });
  const [machine] = useState(() =>
    waitlistMachine.provide({
      actors: { submit: submitActor(postWaitlistJoin) },
      actions: {
        notifyFailure: (_, { message }) =>
          effects.current.toast({
            title: T.errorTitle,
            description: message,
            variant: "destructive",
          }),
      },
    }),
  );
  return useActorRef(machine);
}

export type WaitlistActorRef = ReturnType<typeof useWaitlist>;
