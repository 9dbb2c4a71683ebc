import { type ComponentType, type ReactNode, useMemo, useState } from "react";
import { formatLongDate } from "../../../../shared/date-format";
import type { Activity } from "../../../../shared/schemas/activity";
import { isUpcomingDate, zurichToday } from "../../../../shared/time";
import type { IntentHandlers } from "../../components/deferred/deferred-part";
import { ActivityDatePicker } from "./ActivityDatePicker";
import { ActivityList } from "./ActivityList";
import { CalendarErrorBoundary } from "./CalendarErrorBoundary";
import { type CalendarTab, CalendarTabs } from "./CalendarTabs";
import {
  activitiesOn,
  activitiesPerDay,
  initialPickerMonth,
  splitActivities,
} from "./calendar-logic";
import { EventJsonLd } from "./EventJsonLd";
import { PastActivities } from "./PastActivities";
import { PickerFrame } from "./PickerFrame";
import { useActivities } from "./useActivities";
import "./calendar.css";

/**
 * What the calendar needs from registration, without knowing it: a component that is given the
 * outings' refresh and renders the cards with the function that opens registration for one (and
 * the handlers that start loading the registration dialog's code on the visitor's intent).
 * Pages compose the two features (web/src/pages/sections/ActivitiesCalendar.tsx).
 */
export type RegistrationSlot = ComponentType<{
  refresh: () => Promise<Activity[]>;
  children: (openRegistration: (activity: Activity) => void, intent: IntentHandlers) => ReactNode;
}>;

/** The calendar of outings (section id "calendrier"): date picker, tabs, cards. */
export function CalendarSection({ registration }: { registration: RegistrationSlot }) {
  return (
    <section
      id="calendrier"
      className="section calendar-section"
      aria-labelledby="calendrier-titre"
    >
      <div className="container">
        <h2 id="calendrier-titre" className="title is-2">
          Calendrier des activités
        </h2>
        <CalendarErrorBoundary>
          <CalendarContent registration={registration} />
        </CalendarErrorBoundary>
      </div>
    </section>
  );
}

function CalendarContent({ registration: Registration }: { registration: RegistrationSlot }) {
  const { state, refresh } = useActivities();

  if (state.status === "loading") {
    // The prerendered page shows this: the picker's exact space (an invisible frame of six weeks,
    // like the real picker) and the list's, so that filling them in moves nothing.
    return (
      <CalendarLayout picker={<PickerFrame />}>
        <p className="calendar-message" role="status">
          Chargement des activités...
        </p>
      </CalendarLayout>
    );
  }
  if (state.status === "error") {
    return (
      <div className="notification is-warning is-light calendar-message" role="alert">
        <p>Connexion à la base de données en cours...</p>
        <p>{state.message}</p>
      </div>
    );
  }
  return (
    <Registration refresh={refresh}>
      {(openRegistration, intent) => (
        <LoadedCalendar
          activities={state.activities}
          onRegister={openRegistration}
          registerIntent={intent}
        />
      )}
    </Registration>
  );
}

/** Picker beside the list (stacked on phones); the list's column is at least a screen high. */
function CalendarLayout({ picker, children }: { picker: ReactNode; children: ReactNode }) {
  return (
    <div className="columns calendar-layout">
      <div className="column is-narrow">{picker}</div>
      <div className="column calendar-list-column">{children}</div>
    </div>
  );
}

function LoadedCalendar({
  activities,
  onRegister,
  registerIntent,
}: {
  activities: readonly Activity[];
  onRegister: (activity: Activity) => void;
  registerIntent: IntentHandlers;
}) {
  const [selected, setSelected] = useState<string | null>(null);
  const [tab, setTab] = useState<CalendarTab>("upcoming");
  const split = useMemo(() => splitActivities(activities), [activities]);
  const perDay = useMemo(() => activitiesPerDay(activities), [activities]);
  const [initialMonth] = useState(() => initialPickerMonth(split, zurichToday()));

  function select(date: string | null) {
    setSelected(date);
    // Spec: picking a past date switches to the past tab (seen once the selection is cleared).
    if (date) setTab(isUpcomingDate(date) ? "upcoming" : "past");
  }

  const dayActivities = selected ? activitiesOn(activities, selected) : [];

  return (
    <>
      <CalendarLayout
        picker={
          <ActivityDatePicker
            activitiesPerDay={perDay}
            selected={selected}
            onSelect={select}
            initialMonth={initialMonth}
          />
        }
      >
        {selected ? (
          <div className="calendar-day">
            <div className="calendar-day-head">
              <p className="calendar-day-title" role="status">
                {capitalize(formatLongDate(selected))}
                {" : "}
                {dayActivities.length === 0
                  ? "Aucune activité prévue pour cette date."
                  : `${dayActivities.length} ${dayActivities.length === 1 ? "activité" : "activités"}`}
              </p>
              <button
                type="button"
                className="button is-medium is-dark is-outlined"
                onClick={() => setSelected(null)}
              >
                Toutes les activités
              </button>
            </div>
            {dayActivities.length > 0 ? (
              <ActivityList
                activities={dayActivities}
                onRegister={onRegister}
                registerIntent={registerIntent}
              />
            ) : null}
          </div>
        ) : (
          <CalendarTabs
            active={tab}
            onChange={setTab}
            upcomingCount={split.upcoming.length}
            pastCount={split.past.length}
          >
            {tab === "upcoming" ? (
              split.upcoming.length === 0 ? (
                <p className="calendar-message">
                  Aucune activité à venir programmée pour le moment.
                </p>
              ) : (
                <ActivityList
                  activities={split.upcoming}
                  onRegister={onRegister}
                  registerIntent={registerIntent}
                />
              )
            ) : (
              <PastActivities
                past={split.past}
                onRegister={onRegister}
                registerIntent={registerIntent}
              />
            )}
          </CalendarTabs>
        )}
      </CalendarLayout>
      <EventJsonLd upcoming={split.upcoming} />
    </>
  );
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
