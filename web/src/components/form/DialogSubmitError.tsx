/**
 * A dialog form's refusal, shown in the dialog too: the toasts lie behind the modal while it is
 * open. The live region stays in place, so the message is announced when it comes.
 */
export function DialogSubmitError({
  error,
  submitting,
}: {
  error: string | null | undefined;
  submitting: boolean;
}) {
  return (
    <div role="alert" className="registration-server-error">
      {error && !submitting ? <p className="notification is-danger is-light">{error}</p> : null}
    </div>
  );
}
