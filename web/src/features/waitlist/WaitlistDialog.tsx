import { WAITLIST_TEXTS } from "@shared/messages/waitlist";
import { useSelector } from "@xstate/react";
import { useEffect, useId, useRef } from "react";
import { Dialog } from "../../components/Dialog";
import { DialogSubmitError } from "../../components/form/DialogSubmitError";
import { SubmitButton } from "../../components/form/SubmitButton";
import type { WaitlistActorRef } from "./useWaitlist";
import { WaitlistForm } from "./WaitlistForm";
import { WAITLIST_PAGE_TEXTS as T } from "./waitlist-texts";

/** « Liste d'attente : {titre} »: the form of the waiting-list actor, then the rank it got. */
export function WaitlistDialog({ actorRef }: { actorRef: WaitlistActorRef }) {
  const formId = useId();
  const open = useSelector(actorRef, (s) => !s.matches("closed"));
  const submitting = useSelector(actorRef, (s) => s.matches("submitting"));
  const joined = useSelector(actorRef, (s) => (s.matches("submitted") ? s.context.result : null));
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
      title={
        activity ? `${WAITLIST_TEXTS.dialogTitle} : ${activity.titre}` : WAITLIST_TEXTS.dialogTitle
      }
      onClose={close}
      wide
      footer={
        <div className="buttons registration-buttons">
          {joined ? (
            <button type="button" className="button is-primary is-medium" onClick={close}>
              Fermer
            </button>
          ) : (
            <>
              <button
                type="button"
                className="button is-medium is-light"
                disabled={submitting}
                onClick={() => actorRef.send({ type: "CANCEL" })}
              >
                Annuler
              </button>
              <SubmitButton busy={submitting} busyLabel={T.joining} form={formId}>
                {WAITLIST_TEXTS.submit}
              </SubmitButton>
            </>
          )}
        </div>
      }
    >
      {joined ? (
        <JoinedView rank={joined.rank} />
      ) : (
        <>
          <DialogSubmitError error={error} submitting={submitting} />
          {activity ? (
            <div aria-busy={submitting}>
              <WaitlistForm
                key={formVersion}
                formId={formId}
                activity={activity}
                serverFieldErrors={fieldErrors}
                onSubmit={(payload) => actorRef.send({ type: "SUBMIT", payload })}
              />
            </div>
          ) : null}
        </>
      )}
    </Dialog>
  );
}

/** The rank kept: focus moves to its heading so that the outcome is read at once. */
function JoinedView({ rank }: { rank: number }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="waitlist-joined">
      <h3 ref={heading} tabIndex={-1} className="title is-4">
        {T.joinedTitle}
      </h3>
      <p className="is-size-5">{WAITLIST_TEXTS.joined(rank)}</p>
      <p>{T.waitingHow}</p>
    </div>
  );
}
