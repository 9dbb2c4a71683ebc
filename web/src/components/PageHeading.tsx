import { type ReactNode, useEffect, useRef } from "react";

/**
 * The h1 of a page reached by a submit or a return from payment (the confirmation, the payment's
 * outcome): it takes the focus when it appears, so the keyboard and screen readers start on the
 * new page instead of <body>. Its text changing (a wait, then the outcome) moves the focus again.
 */
export function PageHeading({ id, children }: { id: string; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const text = typeof children === "string" ? children : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new text is a new step to announce
  useEffect(() => {
    heading.current?.focus();
  }, [text]);
  return (
    <h1 id={id} className="title is-2" ref={heading} tabIndex={-1}>
      {children}
    </h1>
  );
}
