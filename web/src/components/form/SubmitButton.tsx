import type { ReactNode } from "react";
import { useHydrated } from "./use-hydrated";

interface SubmitButtonProps {
  /** While the form is being sent: the label says so, and a second press does nothing. */
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
  /** The form's id, when the button sits outside it (a dialog's footer). */
  form?: string;
  "aria-describedby"?: string;
}

/**
 * The submit button of every form: never disabled for what the visitor typed (a disabled button
 * gives no reason and is skipped by the keyboard); pressing it shows the errors. While sending it
 * stays focusable and says so (aria-disabled). It is disabled only until the page's script runs,
 * so that an early press cannot send the fields in the address.
 */
export function SubmitButton({ busy, busyLabel, children, ...attributes }: SubmitButtonProps) {
  const hydrated = useHydrated();
  return (
    <button
      type="submit"
      className="button is-primary is-medium"
      disabled={!hydrated}
      aria-disabled={busy || undefined}
      {...attributes}
    >
      {busy ? busyLabel : children}
    </button>
  );
}
