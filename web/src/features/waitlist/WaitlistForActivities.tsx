import type { Activity } from "@shared/schemas/activity";
import { type ReactNode, useCallback, useMemo, useState } from "react";
import { Deferred } from "../../components/deferred/Deferred";
import {
  deferredPart,
  type IntentHandlers,
  loadOnIntent,
} from "../../components/deferred/deferred-part";
import type { WaitlistDialogHostProps, WaitlistRequest } from "./WaitlistDialogHost";

// The dialog brings react-hook-form, zod and its machine: none of it is needed to show the
// outings, so it loads on intent (components/deferred/Deferred.tsx), as the registration does.
const waitlistDialog = deferredPart<WaitlistDialogHostProps>(() =>
  import("./WaitlistDialogHost").then((m) => m.WaitlistDialogHost),
);
const intent = loadOnIntent(waitlistDialog);

export interface WaitlistForActivitiesProps {
  /**
   * The list of outings, given the function that opens the waiting list of a full one and the
   * handlers its button spreads so that the dialog's code starts loading on hover, focus or touch.
   */
  children: (openWaitlist: (activity: Activity) => void, intent: IntentHandlers) => ReactNode;
}

/** The waiting list for a list of outings: opens its dialog for the chosen full outing. */
export function WaitlistForActivities({ children }: WaitlistForActivitiesProps) {
  const [request, setRequest] = useState<WaitlistRequest | null>(null);
  const openWaitlist = useCallback((activity: Activity) => setRequest({ activity }), []);
  // Opening the dialog renders the dialog alone, not the list behind it (the same element).
  const list = useMemo(() => children(openWaitlist, intent), [children, openWaitlist]);
  return (
    <>
      {list}
      {request ? <Deferred part={waitlistDialog} props={{ request }} /> : null}
    </>
  );
}
