import type { ReactNode } from "react";
import type { Activity } from "../../../../shared/schemas/activity";
import { RegistrationDialog } from "./RegistrationDialog";
import { useRegistration } from "./useRegistration";

export interface RegistrationForActivitiesProps {
  /** Reloads the outings: called after a refusal, which most often means fewer places left. */
  refresh: () => Promise<Activity[]>;
  /** The list of outings, given the function that opens registration for one of them. */
  children: (openRegistration: (activity: Activity) => void) => ReactNode;
}

/**
 * Registration for a list of outings: it opens the dialog for the chosen outing and, after a
 * refusal, refreshes the places shown on the cards and offered in the open form.
 */
export function RegistrationForActivities({ refresh, children }: RegistrationForActivitiesProps) {
  const registration = useRegistration({
    onRefused: (activity) => {
      refresh()
        .then((activities) => {
          const fresh = activities.find((a) => a.id === activity.id);
          if (fresh) registration.send({ type: "ACTIVITY_UPDATED", activity: fresh });
        })
        .catch(() => {
          // The outings already shown stay; the next load will try again.
        });
    },
  });

  return (
    <>
      {children((activity) => registration.send({ type: "OPEN", activity }))}
      <RegistrationDialog actorRef={registration} />
    </>
  );
}
