import type { UseFormRegisterReturn } from "react-hook-form";

/**
 * Anti-bot field: off screen, hidden from assistive technology and out of the tab order, so
 * people never fill it; bots that fill every input give themselves away (see shared/forms/honeypot).
 */
export function Honeypot({
  id,
  registration,
}: {
  id: string;
  registration: UseFormRegisterReturn;
}) {
  return (
    <div
      aria-hidden="true"
      style={{
        position: "absolute",
        left: "-10000px",
        top: "auto",
        width: "1px",
        height: "1px",
        overflow: "hidden",
      }}
    >
      <label htmlFor={id}>Ne pas remplir ce champ</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...registration} />
    </div>
  );
}
