/** The calendar of outings (section id "calendrier"), built by the calendar feature. */
export function CalendarSection() {
  return (
    <section id="calendrier" className="section" aria-labelledby="calendrier-titre">
      <div className="container">
        <h2 id="calendrier-titre" className="title is-2">
          Calendrier des activités
        </h2>
      </div>
    </section>
  );
}
