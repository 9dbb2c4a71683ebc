import type { ComponentProps } from "react";
import { CalendarSection, type RegistrationSlot } from "../../features/calendar/CalendarSection";
import { RegistrationForActivities } from "../../features/registration/RegistrationForActivities";
import { WaitlistForActivities } from "../../features/waitlist/WaitlistForActivities";
import { offersWaitlist } from "../../lib/waitlist-offer";

/**
 * The calendar of outings whose cards open the registration dialog, or the waiting list's on a
 * full outing whose list is open (home and /calendrier, where the page's h1 is its heading:
 * `labelledBy`).
 */
export function ActivitiesCalendar({ labelledBy }: { labelledBy?: string }) {
  return <CalendarSection registration={OutingActions} labelledBy={labelledBy} />;
}

/** Registration and waiting list composed for the cards: each outing opens the one it offers. */
function OutingActions({ refresh, children }: ComponentProps<RegistrationSlot>) {
  return (
    <WaitlistForActivities>
      {(openWaitlist, waitlistIntent) => (
        <RegistrationForActivities refresh={refresh} onWaitlist={openWaitlist}>
          {(openRegistration, registerIntent) =>
            children(
              (activity) =>
                offersWaitlist(activity) ? openWaitlist(activity) : openRegistration(activity),
              (activity) => (offersWaitlist(activity) ? waitlistIntent : registerIntent),
            )
          }
        </RegistrationForActivities>
      )}
    </WaitlistForActivities>
  );
}
