import { DATE_GRID_HINT } from "./calendar-logic";

const WEEKDAYS = ["lu", "ma", "me", "je", "ve", "sa", "di"];
const WEEKS = [0, 1, 2, 3, 4, 5];

/**
 * The date picker's space while the outings load: the same markup and classes as DayPicker's six
 * weeks (ActivityDatePicker), so the same stylesheet gives it the same size, but static and
 * invisible. Rendering the real DayPicker here cost one long task at hydration (its render is one
 * block of work that React cannot slice).
 */
export function PickerFrame() {
  return (
    <div className="calendar-picker-frame" aria-hidden="true" inert>
      <div className="outing-date-picker">
        <div className="rdp-root">
          <div className="rdp-months">
            {/* A div, not DayPicker's nav: a placeholder hidden from everyone is no landmark. */}
            <div className="rdp-nav">
              <button type="button" className="rdp-button_previous" tabIndex={-1} disabled>
                <Chevron />
              </button>
              <button type="button" className="rdp-button_next" tabIndex={-1} disabled>
                <Chevron />
              </button>
            </div>
            <div className="rdp-month">
              <div className="rdp-month_caption">
                <span className="rdp-caption_label">{"\u00a0"}</span>
              </div>
              <table className="rdp-month_grid">
                <thead>
                  <tr className="rdp-weekdays">
                    {WEEKDAYS.map((day) => (
                      <th key={day} className="rdp-weekday" scope="col">
                        {day}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="rdp-weeks">
                  {WEEKS.map((week) => (
                    <tr key={week} className="rdp-week">
                      {WEEKDAYS.map((day) => (
                        <td key={day} className="rdp-day">
                          <button type="button" className="rdp-day_button" tabIndex={-1} disabled>
                            {"\u00a0"}
                          </button>
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        </div>
        <p className="outing-date-picker-legend">
          <span className="legend-marker" /> Jour avec au moins une activité
        </p>
        <p className="outing-date-picker-hint">{DATE_GRID_HINT}</p>
      </div>
    </div>
  );
}

function Chevron() {
  return <svg className="rdp-chevron" width="24" height="24" viewBox="0 0 24 24" />;
}
