import { CalendarSection } from "../../features/calendar/CalendarSection";
import { RegistrationForOutings } from "../../features/registration/RegistrationForOutings";

/** The calendar of outings whose cards open the registration dialog (home and /calendrier). */
export function OutingsCalendar() {
  return <CalendarSection registration={RegistrationForOutings} />;
}
