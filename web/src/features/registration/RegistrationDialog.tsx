import { useSelector } from "@xstate/react";
import { useId } from "react";
import { Dialog } from "../../components/Dialog";
import { SubmitButton } from "../../components/form/SubmitButton";
import { RegistrationForm } from "./RegistrationForm";
import type { RegistrationActorRef } from "./useRegistration";
import "./registration.css";

/** « Inscription à {titre} »: the form of the registration actor, open while it is not closed. */
export function RegistrationDialog({ actorRef }: { actorRef: RegistrationActorRef }) {
  const formId = useId();
  const open = useSelector(actorRef, (s) => !s.matches("closed"));
  const submitting = useSelector(actorRef, (s) => s.matches("submitting"));
  const activity = useSelector(actorRef, (s) => s.context.subject);
  const error = useSelector(actorRef, (s) => s.context.error);
  const fieldErrors = useSelector(actorRef, (s) => s.context.fieldErrors);
  const formVersion = useSelector(actorRef, (s) => s.context.formVersion);

  const close = () => {
    // While sending, the answer decides: closing now would hide the outcome.
    if (!submitting) actorRef.send({ type: "CLOSE" });
  };

  return (
    <Dialog
      open={open && activity !== null}
      title={activity ? `Inscription à ${activity.titre}` : "Inscription"}
      onClose={close}
      wide
      footer={
        <div className="buttons registration-buttons">
          <button
            type="button"
            className="button is-medium is-light"
            disabled={submitting}
            onClick={() => actorRef.send({ type: "CANCEL" })}
          >
            Annuler
          </button>
          <SubmitButton busy={submitting} busyLabel="Inscription en cours..." form={formId}>
            S'inscrire
          </SubmitButton>
        </div>
      }
    >
      {/* Shown here too: the toasts lie behind the modal while it is open. */}
      <div role="alert" className="registration-server-error">
        {error && !submitting ? <p className="notification is-danger is-light">{error}</p> : null}
      </div>
      {activity ? (
        <div aria-busy={submitting}>
          <RegistrationForm
            key={formVersion}
            formId={formId}
            activity={activity}
            serverFieldErrors={fieldErrors}
            onSubmit={(payload) => actorRef.send({ type: "SUBMIT", payload })}
          />
        </div>
      ) : null}
    </Dialog>
  );
}
