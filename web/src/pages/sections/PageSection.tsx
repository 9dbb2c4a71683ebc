import type { ReactNode } from "react";
import { Link } from "react-router-dom";

/** A content page's section: its heading (level 2, named by `id`), then its content. */
export function PageSection(props: {
  id: string;
  title: string;
  /** The mist background, for a section that follows a white one. */
  mist?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      className={props.mist ? "section has-background-mist" : "section"}
      aria-labelledby={props.id}
    >
      <div className="container">
        <h2 id={props.id} className="title is-2">
          {props.title}
        </h2>
        {props.children}
      </div>
    </section>
  );
}

/**
 * A content page's section of boxes, each a title and a sentence (the winter activities, the
 * bike options), then the links to the calendar and to the contact form.
 */
export function TitledBoxesSection(props: {
  id: string;
  title: string;
  mist?: boolean;
  items: readonly { title: string; text: string }[];
  calendarLabel: string;
}) {
  return (
    <PageSection id={props.id} title={props.title} mist={props.mist}>
      <ul className="formula-grid">
        {props.items.map((item) => (
          <li key={item.title} className="box">
            <h3 className="title is-4">{item.title}</h3>
            <p>{item.text}</p>
          </li>
        ))}
      </ul>
      <div className="button-row mt-5">
        <Link className="button is-primary is-medium" to="/calendrier">
          {props.calendarLabel}
        </Link>
        <Link className="button is-primary is-outlined is-medium" to="/contact">
          Nous contacter
        </Link>
      </div>
    </PageSection>
  );
}
