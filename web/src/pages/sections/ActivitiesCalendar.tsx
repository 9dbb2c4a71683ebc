import { CalendarSection } from "../../features/calendar/CalendarSection";
import { RegistrationForActivities } from "../../features/registration/RegistrationForActivities";

/** The calendar of outings whose cards open the registration dialog (home and /calendrier). */
export function ActivitiesCalendar() {
  return <CalendarSection registration={RegistrationForActivities} />;
}
