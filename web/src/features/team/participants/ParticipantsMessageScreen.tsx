import {
  type ParticipantsMessageInput,
  participantsMessageInputSchema,
} from "@shared/schemas/team-cancellation";
import { useState } from "react";
import { Link, useParams } from "react-router-dom";
import { Form } from "../../../components/form/Form";
import { fieldBinding, fieldIdsOf, RequiredLegend } from "../../../components/form/FormField";
import { TextField } from "../../../components/form/fields";
import { SubmitButton } from "../../../components/form/SubmitButton";
import { useZodForm } from "../../../components/form/use-zod-form";
import { FormAlert } from "../shared/FormAlert";
import { ScreenHeading } from "../shared/ScreenHeading";
import { useTeamLoad } from "../shared/use-team-load";
import { useTeamSubmit } from "../shared/use-team-submit";
import { useTeamAuth } from "../sign-in/team-auth";

const id = fieldIdsOf("message");

/** « Écrire aux participants »: one e-mail to each registration that holds places, sent once. */
export function ParticipantsMessageScreen() {
  const { api } = useTeamAuth();
  const activityId = useParams().id ?? "";
  const { loaded } = useTeamLoad(
    async (signal) => (await api.showActivity(activityId, signal)).sortie,
    [api, activityId],
  );
  const [sent, setSent] = useState<number | null>(null);

  return (
    <>
      <p className="block">
        <Link to="/">← Retour aux sorties</Link>
      </p>
      <ScreenHeading
        title="Écrire aux participants"
        outing={loaded.kind === "ready" ? loaded.data : undefined}
      />
      {loaded.kind === "loading" ? <p>Chargement…</p> : null}
      {loaded.kind === "failed" ? (
        <p className="notification is-danger is-light">{loaded.message}</p>
      ) : null}
      <div role="status">
        {sent !== null ? (
          <p className="notification is-success is-light">
            Message envoyé :{" "}
            {sent === 1 ? "1 inscription le reçoit" : `${sent} inscriptions le reçoivent`} par
            e-mail.
          </p>
        ) : null}
      </div>
      {loaded.kind === "ready" && sent === null ? (
        <MessageForm
          recipients={loaded.data.inscriptions_payees + loaded.data.inscriptions_non_payees}
          send={async (message, key) => {
            const answer = await api.writeToParticipants(activityId, message, key);
            setSent(answer.destinataires);
          }}
        />
      ) : null}
    </>
  );
}

function MessageForm({
  recipients,
  send,
}: {
  recipients: number;
  send: (message: ParticipantsMessageInput, idempotencyKey: string) => Promise<void>;
}) {
  // One key per message: pressing twice (or a retry) sends it once.
  const { submit, busy, failure, fieldErrors } = useTeamSubmit(send);
  const form = useZodForm(participantsMessageInputSchema, {
    defaultValues: { objet: "", texte: "" },
  });
  const field = fieldBinding(form, id);
  if (recipients === 0) {
    return <p className="block">Personne n'est inscrit à cette sortie pour l'instant.</p>;
  }
  return (
    <Form
      form={form}
      fieldId={id}
      serverErrors={fieldErrors}
      aria-label="Message aux participants"
      onValid={submit}
    >
      <FormAlert message={failure} />
      <p className="block">
        Destinataires :{" "}
        <strong>{recipients === 1 ? "1 inscription" : `${recipients} inscriptions`}</strong> (chaque
        personne inscrite reçoit un e-mail ; les inscriptions annulées ou expirées, non).
      </p>
      <RequiredLegend />
      <TextField
        {...field("objet")}
        label="Objet"
        hint="Par exemple « Nouveau point de rendez-vous »."
        required
      />
      <TextField
        {...field("texte")}
        label="Message"
        hint="Les retours à la ligne sont gardés."
        rows={8}
        required
      />
      <SubmitButton busy={busy} busyLabel="Envoi…">
        Envoyer le message
      </SubmitButton>
    </Form>
  );
}
