import type { Activity } from "@shared/schemas/activity";
import { useEffect } from "react";
import { RegistrationDialog } from "./RegistrationDialog";
import { useRegistration } from "./useRegistration";

/** One click on « S'inscrire »: a new object for every click, so a second click reopens. */
export interface RegistrationRequest {
  activity: Activity;
}

export interface RegistrationDialogHostProps {
  request: RegistrationRequest;
  /** Reloads the outings: called after a refusal, which most often means fewer places left. */
  refresh: () => Promise<Activity[]>;
  /** Offered in the dialog when the outing turns out full and its waiting list is open. */
  onWaitlist?: (activity: Activity) => void;
}

/**
 * The registration actor and its dialog, opened for each request. Its code (form, schema, state
 * machine) loads on intent: RegistrationForActivities renders it as a deferred part once the
 * visitor first asks for it, and after a refusal it refreshes the places shown and offered.
 */
export function RegistrationDialogHost({
  request,
  refresh,
  onWaitlist,
}: RegistrationDialogHostProps) {
  const registration = useRegistration({
    onRefused: (activity) => {
      refresh()
        .then((activities) => {
          const fresh = activities.find((a) => a.id === activity.id);
          if (fresh) registration.send({ type: "SUBJECT_UPDATED", subject: fresh });
        })
        .catch(() => {
          // The outings already shown stay; the next load will try again.
        });
    },
  });
  useEffect(() => {
    registration.send({ type: "OPEN", subject: request.activity });
  }, [registration, request]);

  return <RegistrationDialog actorRef={registration} onWaitlist={onWaitlist} />;
}
