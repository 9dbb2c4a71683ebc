import { useEffect, useRef } from "react";

/**
 * A refusal that is about no single field (Cognito's French message, the API's 409), at the top
 * of the form with the error summary: announced when it appears, and brought into view, since
 * the founder pressed the button at the bottom of the form.
 */
export function FormAlert({ message }: { message: string | null }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) box.current?.scrollIntoView?.({ block: "nearest" });
  }, [message]);
  return (
    <div role="alert" className="team-form-alert" ref={box}>
      {message ? <p className="notification is-danger is-light">{message}</p> : null}
    </div>
  );
}
