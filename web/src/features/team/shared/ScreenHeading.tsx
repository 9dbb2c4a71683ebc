import { type ReactNode, useEffect, useRef } from "react";
import { formatLongDate } from "./team-format";

/**
 * A signed-in screen's heading: the document's title follows it, and it takes the focus when the
 * screen opens, so that a screen reader starts reading the new screen. A screen about one outing
 * names it below the title once it is loaded.
 */
export function ScreenHeading({
  title,
  outing,
  children,
}: {
  title: string;
  outing?: { titre: string; date: string } | undefined;
  children?: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${title} | Espace équipe`;
    heading.current?.focus();
  }, [title]);
  return (
    <h1 className="title is-2" tabIndex={-1} ref={heading}>
      {outing ? (
        <>
          {title}
          <span className="team-subtitle">
            {outing.titre}, {formatLongDate(outing.date)}
          </span>
        </>
      ) : (
        (children ?? title)
      )}
    </h1>
  );
}
