import { type ComponentProps, memo, useMemo } from "react";
import { DayPicker, type Modifiers } from "react-day-picker";
import { fr } from "react-day-picker/locale";
import "react-day-picker/style.css";
import { formatLongDate } from "@shared/date-format";
import { DATE_GRID_HINT, isoToLocalDate, localDateToIso, monthOf } from "./calendar-logic";

interface ActivityDatePickerProps {
  /** yyyy-mm-dd -> number of outings that day. */
  activitiesPerDay: ReadonlyMap<string, number>;
  selected: string | null;
  onSelect: (date: string | null) => void;
  /** The month shown (yyyy-mm); the list beside the picker follows it. */
  month: string;
  onMonthChange: (month: string) => void;
}

/** One date picker per page: its keyboard hint can have a fixed id. */
const HINT_ID = "calendrier-clavier";

/** The grid's description says how to use it with the keyboard (the arrows are not guessable). */
function MonthGrid(props: ComponentProps<"table">) {
  return <table {...props} aria-describedby={HINT_ID} />;
}

const GRID_COMPONENTS = { MonthGrid };

/** The accessible name of a day: its full French date, then whether outings are planned. */
function dayLabel(date: Date, modifiers: Modifiers, activitiesPerDay: ReadonlyMap<string, number>) {
  const day = localDateToIso(date);
  let label = formatLongDate(day);
  if (modifiers.today) label = `Aujourd'hui, ${label}`;
  const count = activitiesPerDay.get(day) ?? 0;
  if (count === 1) label = `${label}, 1 activité prévue`;
  if (count > 1) label = `${label}, ${count} activités prévues`;
  if (modifiers.selected) label = `${label}, sélectionné`;
  return label;
}

/**
 * One month (six weeks high), weeks starting on Monday, in French. Days with outings carry a marker (bold number
 * and a dot below it) and say so in their accessible name, so colour is never the only cue.
 */
export const ActivityDatePicker = memo(function ActivityDatePicker({
  activitiesPerDay,
  selected,
  onSelect,
  month,
  onMonthChange,
}: ActivityDatePickerProps) {
  // One lookup per day shown (a list of dates would compare each day with every outing's date).
  const hasActivity = useMemo(
    () => (date: Date) => activitiesPerDay.has(localDateToIso(date)),
    [activitiesPerDay],
  );

  return (
    <div className="outing-date-picker">
      <DayPicker
        mode="single"
        locale={fr}
        weekStartsOn={1}
        numberOfMonths={1}
        // Always six rows: every month, and the prerendered frame, take the same height.
        fixedWeeks
        month={isoToLocalDate(`${month}-01`)}
        onMonthChange={(shown) => onMonthChange(monthOf(localDateToIso(shown)))}
        components={GRID_COMPONENTS}
        selected={selected ? isoToLocalDate(selected) : undefined}
        onSelect={(date) => onSelect(date ? localDateToIso(date) : null)}
        modifiers={{ hasActivity }}
        modifiersClassNames={{ hasActivity: "has-outing" }}
        labels={{
          labelDayButton: (date, modifiers) => dayLabel(date, modifiers, activitiesPerDay),
        }}
      />
      <p className="outing-date-picker-legend">
        <span className="legend-marker" aria-hidden="true" /> Jour avec au moins une activité
      </p>
      <p id={HINT_ID} className="outing-date-picker-hint">
        {DATE_GRID_HINT}
      </p>
    </div>
  );
});
