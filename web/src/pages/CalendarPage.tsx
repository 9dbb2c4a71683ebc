import { CALENDAR_HEADING } from "../features/calendar/calendar-logic";
import { ActivitiesCalendar } from "./sections/ActivitiesCalendar";

/** /calendrier: the calendar of outings on its own page. */
export default function CalendarPage() {
  return (
    <>
      <header className="page-intro">
        <div className="container">
          <h1 id="calendrier-page-titre" className="title is-1">
            {CALENDAR_HEADING}
          </h1>
          <p className="page-lead">
            Choisissez une date pour voir les sorties prévues, puis inscrivez-vous en ligne.
          </p>
        </div>
      </header>
      <ActivitiesCalendar labelledBy="calendrier-page-titre" />
    </>
  );
}
