import { type ReactNode, useEffect, useRef } from "react";

/**
 * A signed-in screen's heading: the document's title follows it, and it takes the focus when the
 * screen opens, so that a screen reader starts reading the new screen.
 */
export function ScreenHeading({ title, children }: { title: string; children?: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${title} | Espace équipe`;
    heading.current?.focus();
  }, [title]);
  return (
    <h1 className="title is-2" tabIndex={-1} ref={heading}>
      {children ?? title}
    </h1>
  );
}
