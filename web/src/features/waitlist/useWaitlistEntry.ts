import type { WaitlistLinkParams } from "@shared/waitlist/waitlist-link";
import { useMachine } from "@xstate/react";
import { useState } from "react";
import { fromPromise } from "xstate";
import { unlessAborted } from "../../lib/api-client";
import { fetchWaitlistEntry, postWaitlistWithdraw } from "./api";
import { waitlistEntryMachine } from "./waitlist-entry-machine";

/**
 * The link page's machine, given here what it must not know itself: the API calls of the link it
 * was opened with. Returns [snapshot, send] as useMachine does.
 */
export function useWaitlistEntry(link: WaitlistLinkParams) {
  const [machine] = useState(() =>
    waitlistEntryMachine.provide({
      actors: {
        // Its own abort (React's double mount) is no outcome, not « Le serveur ne répond pas ».
        load: fromPromise(({ signal }) => unlessAborted(fetchWaitlistEntry(link, signal), signal)),
        withdraw: fromPromise(() => postWaitlistWithdraw(link)),
      },
    }),
  );
  return useMachine(machine);
}
