import type { Activity } from "@shared/schemas/activity";
import { type ReactNode, useCallback, useMemo, useState } from "react";
import { Deferred } from "../../components/deferred/Deferred";
import {
  deferredPart,
  type IntentHandlers,
  loadOnIntent,
} from "../../components/deferred/deferred-part";
import type { RegistrationDialogHostProps, RegistrationRequest } from "./RegistrationDialogHost";

// The dialog brings react-hook-form, zod and the registration machine: none of it is needed to
// show the outings, so it loads on intent (components/deferred/Deferred.tsx).
const registrationDialog = deferredPart<RegistrationDialogHostProps>(() =>
  import("./RegistrationDialogHost").then((m) => m.RegistrationDialogHost),
);
const intent = loadOnIntent(registrationDialog);

export interface RegistrationForActivitiesProps {
  /** Reloads the outings: called after a refusal, which most often means fewer places left. */
  refresh: () => Promise<Activity[]>;
  /**
   * Opens the waiting list of an outing found full in the open dialog (the page gives it: the
   * waiting list is its own feature).
   */
  onWaitlist?: (activity: Activity) => void;
  /**
   * The list of outings, given the function that opens registration for one of them and the
   * handlers its buttons spread so that the dialog's code starts loading on hover, focus or touch.
   */
  children: (openRegistration: (activity: Activity) => void, intent: IntentHandlers) => ReactNode;
}

/**
 * Registration for a list of outings: it opens the dialog for the chosen outing (on the first tap,
 * the dialog appearing as soon as its code is there) and, after a refusal, refreshes the places
 * shown on the cards and offered in the open form.
 */
export function RegistrationForActivities({
  refresh,
  onWaitlist,
  children,
}: RegistrationForActivitiesProps) {
  const [request, setRequest] = useState<RegistrationRequest | null>(null);
  const openRegistration = useCallback((activity: Activity) => setRequest({ activity }), []);
  // The list does not change when a dialog opens: the same element, so React renders the dialog
  // alone (the calendar behind it, its picker and cards, would cost the tap its next paint).
  const list = useMemo(() => children(openRegistration, intent), [children, openRegistration]);
  return (
    <>
      {list}
      {request ? (
        <Deferred part={registrationDialog} props={{ request, refresh, onWaitlist }} />
      ) : null}
    </>
  );
}
