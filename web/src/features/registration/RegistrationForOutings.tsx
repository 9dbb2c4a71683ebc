import { type ReactNode, useEffect } from "react";
import type { Activity } from "../../../../shared/schemas/activity";
import { RegistrationDialog } from "./RegistrationDialog";
import { useRegistration } from "./useRegistration";

export interface RegistrationForOutingsProps {
  /** Reloads the outings: called after a refusal, which most often means fewer places left. */
  refresh: () => Promise<Activity[]>;
  /** The list of outings, given the function that opens registration for one of them. */
  children: (openRegistration: (activity: Activity) => void) => ReactNode;
}

/**
 * Registration for a list of outings: it opens the dialog for the chosen outing and, after a
 * refusal, refreshes the places shown on the cards and offered in the open form.
 */
export function RegistrationForOutings({ refresh, children }: RegistrationForOutingsProps) {
  const registration = useRegistration();

  useEffect(() => {
    let wasSubmitting = false;
    const subscription = registration.subscribe((snapshot) => {
      const refused = wasSubmitting && snapshot.matches("open");
      wasSubmitting = snapshot.matches("submitting");
      if (!refused) return;
      refresh()
        .then((activities) => {
          const current = registration.getSnapshot().context.activity;
          const fresh = activities.find((a) => a.id === current?.id);
          if (fresh) registration.send({ type: "ACTIVITY_UPDATED", activity: fresh });
        })
        .catch(() => {
          // The outings already shown stay; the next load will try again.
        });
    });
    return () => subscription.unsubscribe();
  }, [registration, refresh]);

  return (
    <>
      {children((activity) => registration.send({ type: "OPEN", activity }))}
      <RegistrationDialog actorRef={registration} />
    </>
  );
}
