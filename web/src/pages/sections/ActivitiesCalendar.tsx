import { CalendarSection } from "../../features/calendar/CalendarSection";
import { RegistrationForActivities } from "../../features/registration/RegistrationForActivities";

/**
 * The calendar of outings whose cards open the registration dialog (home and /calendrier, where
 * the page's h1 is its heading: `labelledBy`).
 */
export function ActivitiesCalendar({ labelledBy }: { labelledBy?: string }) {
  return <CalendarSection registration={RegistrationForActivities} labelledBy={labelledBy} />;
}
