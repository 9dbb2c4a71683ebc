import { useEffect, useRef } from "react";

/**
 * An act's answer on the line it was done on: read out, brought into view and given the focus, so
 * a founder at the bottom of a long list sees it where she pressed.
 */
export function LineConfirmation({ message }: { message: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView({ block: "nearest" });
    ref.current?.focus();
  }, []);
  return (
    <p
      ref={ref}
      tabIndex={-1}
      role="status"
      className="notification is-success is-light team-line-confirmation"
    >
      {message}
    </p>
  );
}
