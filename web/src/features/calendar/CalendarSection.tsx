import { formatLongDate, formatMonth } from "@shared/date-format";
import type { Activity } from "@shared/schemas/activity";
import { zurichToday } from "@shared/time";
import {
  type ComponentType,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { prefersReducedMotion } from "../../lib/scroll";
import type { ActivityIntent } from "./ActivityCard";
import { ActivityDatePicker } from "./ActivityDatePicker";
import { ActivityList } from "./ActivityList";
import { CalendarErrorBoundary } from "./CalendarErrorBoundary";
import { type CalendarTab, CalendarTabs } from "./CalendarTabs";
import {
  activitiesInMonth,
  activitiesOn,
  activitiesPerDay,
  CALENDAR_HEADING,
  dayAnnouncement,
  followMonth,
  initialPickerMonth,
  monthAnnouncement,
  monthOf,
  needsPast,
  pastCount,
  pastCoversMonth,
  SKIP_TO_LIST,
  splitActivities,
} from "./calendar-logic";
import { CardHeadingLevel } from "./card-heading-level";
import { EventJsonLd } from "./EventJsonLd";
import { PastActivities } from "./PastActivities";
import { PickerFrame } from "./PickerFrame";
import { useActivities } from "./useActivities";
import { usePastActivities } from "./usePastActivities";
import "./calendar.css";

/**
 * What the calendar needs from registration, without knowing it: a component that is given the
 * outings' refresh and renders the cards with the function that opens registration for one (or
 * the waiting list of a full one), and the handlers, per outing, that start loading that dialog's
 * code on the visitor's intent. Pages compose the features
 * (web/src/pages/sections/ActivitiesCalendar.tsx).
 */
export type RegistrationSlot = ComponentType<{
  refresh: () => Promise<Activity[]>;
  children: (openRegistration: (activity: Activity) => void, intent: ActivityIntent) => ReactNode;
}>;

/**
 * The calendar of outings (section id "calendrier"): date picker, tabs, cards. Its one heading is
 * « Calendrier des activités »: its own h2 on the home page, or the page's h1 (`labelledBy`) on
 * /calendrier, never both.
 */
export function CalendarSection({
  registration,
  labelledBy,
}: {
  registration: RegistrationSlot;
  labelledBy?: string;
}) {
  return (
    <section
      id="calendrier"
      className="section calendar-section"
      aria-labelledby={labelledBy ?? "calendrier-titre"}
    >
      <div className="container">
        {labelledBy ? null : (
          <h2 id="calendrier-titre" className="title is-2">
            {CALENDAR_HEADING}
          </h2>
        )}
        <CardHeadingLevel value={labelledBy ? 2 : 3}>
          <CalendarErrorBoundary>
            <CalendarContent registration={registration} />
          </CalendarErrorBoundary>
        </CardHeadingLevel>
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

/** A chosen day or a shown month, whose outings the live region counts. */
type Announced = { day: string } | { month: string };

function LoadedCalendar({
  activities,
  onRegister,
  registerIntent,
}: {
  activities: readonly Activity[];
  onRegister: (activity: Activity) => void;
  registerIntent: ActivityIntent;
}) {
  const [selected, setSelected] = useState<string | null>(null);
  const [tab, setTab] = useState<CalendarTab>("upcoming");
  const today = zurichToday();
  const split = useMemo(() => splitActivities(activities), [activities]);
  const { past: loadedPast, loadMore: loadMorePast } = usePastActivities();
  // The past pages from the API, after any outing the upcoming list gave that is past by now.
  const allPast = useMemo(() => {
    const ids = new Set(split.past.map((a) => a.id));
    return [...split.past, ...loadedPast.activities.filter((a) => !ids.has(a.id))];
  }, [split, loadedPast.activities]);
  const all = useMemo(() => [...split.upcoming, ...allPast], [split, allPast]);
  const perDay = useMemo(() => activitiesPerDay(all), [all]);
  const [month, setMonth] = useState(() => monthOf(initialPickerMonth(split, today)));
  const [announcement, setAnnouncement] = useState("");
  // A day or month whose count waits for the past outings it needs.
  const pendingAnnouncement = useRef<Announced | null>(null);
  const results = useRef<HTMLDivElement>(null);
  const scrollPending = useRef(false);

  // The results (the day's or the month's cards) follow the visitor's choice in a second render
  // that React may interrupt: the tap's own answer (the tab, the day or the month in the picker)
  // paints first, the cards right after.
  const listTab = useDeferredValue(tab);
  const listDay = useDeferredValue(selected);
  const listMonth = useDeferredValue(month);
  const dayActivities = useMemo(() => (listDay ? activitiesOn(all, listDay) : []), [all, listDay]);
  const { upcoming, past } = useMemo(
    () => followMonth({ upcoming: split.upcoming, past: allPast }, listMonth),
    [split, allPast, listMonth],
  );
  // Past outings load only as far back as the month shown, and only once they are needed.
  const wantsPast = needsPast(tab, selected, month, today);
  const pastCovered = pastCoversMonth(loadedPast, month, today);
  useEffect(() => {
    if (wantsPast && !pastCovered && loadedPast.status === "idle") void loadMorePast();
  }, [wantsPast, pastCovered, loadedPast.status, loadMorePast]);

  /** What the live region says of a chosen day or a shown month, from the outings loaded. */
  const countOf = useCallback(
    (what: Announced) =>
      "day" in what
        ? dayAnnouncement(what.day, activitiesOn(all, what.day).length)
        : monthAnnouncement(what.month, activitiesInMonth(all, what.month).length),
    [all],
  );
  useEffect(() => {
    const pending = pendingAnnouncement.current;
    if (!pending || !pastCovered) return;
    pendingAnnouncement.current = null;
    setAnnouncement(countOf(pending));
  }, [pastCovered, countOf]);

  /** Says it now when the outings it counts are loaded, else once they are. */
  function announce(what: Announced, ready: boolean) {
    pendingAnnouncement.current = ready ? null : what;
    if (ready) setAnnouncement(countOf(what));
  }

  function select(date: string | null) {
    setSelected(date);
    if (!date) return;
    // Spec: picking a past date switches to the past tab (seen once the selection is cleared).
    const isPast = date < today;
    setTab(isPast ? "past" : "upcoming");
    announce({ day: date }, !isPast || pastCoversMonth(loadedPast, monthOf(date), today));
    scrollPending.current = true;
  }

  function showMonth(next: string) {
    setMonth(next);
    setSelected(null);
    announce(
      { month: next },
      !needsPast(tab, null, next, today) || pastCoversMonth(loadedPast, next, today),
    );
  }
  // The same functions on every render, so that the picker (memo) renders only when its own
  // props change: a tab switched or a dialog opened does not redraw the month's 42 days.
  const onSelect = useLatest(select);
  const onMonthChange = useLatest(showMonth);

  // A day tapped or clicked brings its outings into view (on a phone they sit below the picker).
  // A day chosen with the keyboard keeps its focus in view instead: scrolling to the outings would
  // carry the focused day off the screen while the next key moves through the grid; the live
  // region says how many there are, and Tab reaches them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once the chosen day has rendered
  useEffect(() => {
    if (!scrollPending.current) return;
    scrollPending.current = false;
    if (document.activeElement?.matches(":focus-visible")) return;
    if (results.current) bringIntoView(results.current);
  }, [listDay]);

  /** Past the picker and the tabs: the first outing's heading, or the list's message. */
  function skipToList(event: MouseEvent<HTMLAnchorElement>) {
    const list = results.current;
    if (!list) return;
    event.preventDefault();
    const target =
      list.querySelector<HTMLElement>(".activity-card .title") ??
      list.querySelector<HTMLElement>(".calendar-tabpanel, .calendar-day") ??
      list;
    if (target.tabIndex < 0 && !target.hasAttribute("tabindex")) target.tabIndex = -1;
    target.focus();
  }

  return (
    <>
      {/* biome-ignore lint/a11y/useValidAnchor: a skip link to #calendrier-liste; the script takes the focus one step further, onto the first outing's name */}
      <a className="calendar-skip" href="#calendrier-liste" onClick={skipToList}>
        {SKIP_TO_LIST}
      </a>
      <CalendarLayout
        picker={
          <ActivityDatePicker
            activitiesPerDay={perDay}
            // The chosen day is marked with its cards, in the second render: the tap paints first.
            selected={listDay}
            onSelect={onSelect}
            month={month}
            onMonthChange={onMonthChange}
          />
        }
      >
        <p className="visually-hidden calendar-announcement" role="status">
          {announcement}
        </p>
        <div ref={results} id="calendrier-liste" className="calendar-results" tabIndex={-1}>
          {listDay ? (
            <div className="calendar-day">
              <div className="calendar-day-head">
                <p className="calendar-day-title">
                  {capitalize(formatLongDate(listDay))}
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
            <>
              <p className="calendar-month-title">
                {listTab === "upcoming"
                  ? `Activités à venir dès ${formatMonth(listMonth)}`
                  : `Activités passées jusqu'en ${formatMonth(listMonth)}`}
              </p>
              <CalendarTabs
                active={tab}
                onChange={setTab}
                upcomingCount={upcoming.length}
                pastCount={pastCount(past.length, loadedPast)}
              >
                {listTab === "upcoming" ? (
                  upcoming.length === 0 ? (
                    <p className="calendar-message">
                      {split.upcoming.length === 0
                        ? "Aucune activité à venir programmée pour le moment."
                        : `Aucune activité à venir dès ${formatMonth(listMonth)}.`}
                    </p>
                  ) : (
                    <ActivityList
                      activities={upcoming}
                      onRegister={onRegister}
                      registerIntent={registerIntent}
                    />
                  )
                ) : (
                  <PastActivities
                    key={listMonth}
                    past={past}
                    more={loadedPast.next !== null}
                    status={
                      loadedPast.next === undefined && loadedPast.status === "idle"
                        ? "waiting"
                        : loadedPast.status
                    }
                    emptyText={
                      allPast.length > 0
                        ? `Aucune activité passée jusqu'en ${formatMonth(listMonth)}.`
                        : "Aucune activité passée."
                    }
                    onLoadMore={loadMorePast}
                    onAnnounce={setAnnouncement}
                    onRegister={onRegister}
                    registerIntent={registerIntent}
                  />
                )}
              </CalendarTabs>
            </>
          )}
        </div>
      </CalendarLayout>
      <EventJsonLd upcoming={split.upcoming} />
    </>
  );
}

/** A function of the same identity on every render that calls the latest `handler`. */
function useLatest<A extends unknown[]>(handler: (...args: A) => void): (...args: A) => void {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}

/**
 * Scrolls the results to the top of the screen (below the sticky header, see scroll-margin in
 * calendar.css) unless their start is already in the upper half; smoothly unless the visitor
 * asked for less motion.
 */
function bringIntoView(element: HTMLElement) {
  const top = element.getBoundingClientRect().top;
  if (top >= 0 && top < window.innerHeight / 2) return;
  element.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
