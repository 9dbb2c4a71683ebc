/**
 * A refusal that is about no single field (Cognito's French message, the API's 409), at the top
 * of the form with the error summary, announced when it appears.
 */
export function FormAlert({ message }: { message: string | null }) {
  return (
    <div role="alert" className="team-form-alert">
      {message ? <p className="notification is-danger is-light">{message}</p> : null}
    </div>
  );
}
