import type { ReactNode } from "react";

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
