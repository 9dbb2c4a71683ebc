import { WAITLIST_TEXTS } from "@shared/messages/waitlist";
import type { Activity } from "@shared/schemas/activity";
import { useSelector } from "@xstate/react";
import { useId } from "react";
import { Dialog } from "../../components/Dialog";
import { DialogSubmitError } from "../../components/form/DialogSubmitError";
import { SubmitButton } from "../../components/form/SubmitButton";
import { offersWaitlist } from "../../lib/waitlist-offer";
import { FullOutingNotice } from "./FullOutingNotice";
import { RegistrationForm } from "./RegistrationForm";
import type { RegistrationActorRef } from "./useRegistration";
import "./registration.css";

/**
 * « Inscription à {titre} »: the form of the registration actor, open while it is not closed. An
 * outing found full meanwhile shows why instead, and « M'inscrire sur la liste d'attente » when
 * its list is open (onWaitlist, given by the page).
 */
export function RegistrationDialog({
  actorRef,
  onWaitlist,
}: {
  actorRef: RegistrationActorRef;
  onWaitlist?: (activity: Activity) => void;
}) {
  const formId = useId();
  const open = useSelector(actorRef, (s) => !s.matches("closed"));
  const submitting = useSelector(actorRef, (s) => s.matches("submitting"));
  const activity = useSelector(actorRef, (s) => s.context.subject);
  const error = useSelector(actorRef, (s) => s.context.error);
  const fieldErrors = useSelector(actorRef, (s) => s.context.fieldErrors);
  const formVersion = useSelector(actorRef, (s) => s.context.formVersion);

  const full = activity !== null && activity.places_disponibles === 0;

  // The waiting list, offered where its list is open: for a full outing, or no rental bike left.
  const joinWaitlist =
    activity && onWaitlist && offersWaitlist(activity)
      ? () => {
          actorRef.send({ type: "CLOSE" });
          onWaitlist(activity);
        }
      : undefined;
  const waitlistOpen = full && joinWaitlist !== undefined;

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
          {waitlistOpen ? (
            <button type="button" className="button is-primary is-medium" onClick={joinWaitlist}>
              {WAITLIST_TEXTS.joinButton}
            </button>
          ) : full ? null : (
            <SubmitButton busy={submitting} busyLabel="Inscription en cours..." form={formId}>
              S'inscrire
            </SubmitButton>
          )}
        </div>
      }
    >
      <DialogSubmitError error={error} submitting={submitting} />
      {full ? (
        <FullOutingNotice waitlistOpen={waitlistOpen} />
      ) : activity ? (
        <div aria-busy={submitting}>
          <RegistrationForm
            key={formVersion}
            formId={formId}
            activity={activity}
            serverFieldErrors={fieldErrors}
            onWaitlist={joinWaitlist}
            onSubmit={(payload) => actorRef.send({ type: "SUBMIT", payload })}
          />
        </div>
      ) : null}
    </Dialog>
  );
}
