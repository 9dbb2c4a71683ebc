import { type ReactNode, useEffect, useRef } from "react";

/** One sign-in task per screen: its heading (focused when the screen changes), then the task. */
export function SignInFrame({ title, children }: { title: string; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <div className="team-sign-in">
      <h1 className="title is-2" tabIndex={-1} ref={heading}>
        {title}
      </h1>
      {children}
    </div>
  );
}
