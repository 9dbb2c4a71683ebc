import type { CancellationView } from "@shared/schemas/team-cancellation";
import { useEffect } from "react";
import { Link, useParams } from "react-router-dom";
import { Form } from "../../../components/form/Form";
import { FieldError, fieldBinding, fieldIds, fieldIdsOf } from "../../../components/form/FormField";
import { TextField } from "../../../components/form/fields";
import { SubmitButton } from "../../../components/form/SubmitButton";
import { useZodForm } from "../../../components/form/use-zod-form";
import { FormAlert } from "../shared/FormAlert";
import { ScreenHeading } from "../shared/ScreenHeading";
import { formatLongDate } from "../shared/team-format";
import { useTeamLoad } from "../shared/use-team-load";
import { useTeamSubmit } from "../shared/use-team-submit";
import { useTeamAuth } from "../sign-in/team-auth";
import {
  type CancellationFormValues,
  cancellationFormSchema,
  REASON_CHOICES,
} from "./cancellation-form-values";
import { previewText, progressEndText, progressText } from "./cancellation-texts";

const id = fieldIdsOf("annulation");
/** How often the progress is read again while the job runs. */
const REFRESH_MS = 2_000;

/** « Annuler la sortie »: the reason and the confirmation, then the job's progress to its end. */
export function CancellationScreen() {
  const { api } = useTeamAuth();
  const activityId = useParams().id ?? "";
  const { loaded, reload } = useTeamLoad(
    async (signal) => {
      const [shown, cancellation] = await Promise.all([
        api.showActivity(activityId, signal),
        api.showCancellation(activityId, signal),
      ]);
      return { sortie: shown.sortie, annulation: cancellation.annulation };
    },
    [api, activityId],
  );
  const running =
    loaded.kind === "ready" &&
    loaded.data.annulation.etat === "annulee" &&
    !loaded.data.annulation.progression.terminee;
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(reload, REFRESH_MS);
    return () => clearTimeout(timer);
  }, [running, reload]);

  return (
    <>
      <p className="block">
        <Link to="/">← Retour aux sorties</Link>
      </p>
      <ScreenHeading
        title="Annuler la sortie"
        outing={loaded.kind === "ready" ? loaded.data.sortie : undefined}
      />
      {loaded.kind === "loading" ? <p>Chargement…</p> : null}
      {loaded.kind === "failed" ? (
        <p className="notification is-danger is-light">{loaded.message}</p>
      ) : null}
      {loaded.kind === "ready" && loaded.data.annulation.etat === "a_confirmer" ? (
        <CancellationForm
          preview={loaded.data.annulation.apercu}
          cancel={(raison, key) => api.cancelActivity(activityId, raison, key).then(reload)}
        />
      ) : null}
      {loaded.kind === "ready" && loaded.data.annulation.etat === "annulee" ? (
        <CancellationProgress view={loaded.data.annulation} />
      ) : null}
    </>
  );
}

function CancellationProgress({ view }: { view: Extract<CancellationView, { etat: "annulee" }> }) {
  const { progression } = view;
  return (
    <>
      <p className="block">
        Sortie annulée le {formatLongDate(view.annulee_le.slice(0, 10))}. Raison donnée aux
        participants : « {view.raison} »
      </p>
      <div role="status" className="block">
        {progression.terminee ? (
          <p className="notification is-success is-light">
            <strong>Annulation terminée :</strong> {progressEndText(progression)}.
          </p>
        ) : (
          <p className="notification is-info is-light">
            Annulation en cours : {progressText(progression)}…
          </p>
        )}
      </div>
      {progression.remboursements_en_attente > 0 ? (
        <p className="block">
          {progression.remboursements_en_attente} remboursement(s) refusé(s) pour l'instant par le
          prestataire de paiement : le site les redemande automatiquement.
        </p>
      ) : null}
      {progression.remboursements_a_la_main > 0 ? (
        <p className="block">
          Les remboursements à faire à la main (virement, TWINT à la main, boutique) attendent dans
          les paiements ; les personnes concernées ont été prévenues que vous les contacterez.
        </p>
      ) : null}
    </>
  );
}

function CancellationForm({
  preview,
  cancel,
}: {
  preview: Extract<CancellationView, { etat: "a_confirmer" }>["apercu"];
  cancel: (raison: string, idempotencyKey: string) => Promise<void>;
}) {
  // One key per confirmation: pressing twice (or a retry) cancels once.
  const { submit, busy, failure } = useTeamSubmit(({ raison }: { raison: string }, key: string) =>
    cancel(raison, key),
  );
  const form = useZodForm<typeof cancellationFormSchema, CancellationFormValues>(
    cancellationFormSchema,
    { defaultValues: { choix: "", autre: "" } },
  );
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  const field = fieldBinding(form, id);
  const other = watch("choix") === "Autre";
  const choiceIds = fieldIds(id("choix"));

  return (
    <Form form={form} fieldId={id} aria-label="Annuler la sortie" onValid={submit}>
      <FormAlert message={failure} />
      <fieldset
        className="field"
        id={id("choix")}
        aria-describedby={errors.choix ? choiceIds.error : undefined}
      >
        <legend className="label">Raison de l'annulation</legend>
        <p className="help">Elle est écrite telle quelle dans l'e-mail à chaque participant.</p>
        {REASON_CHOICES.map((choice) => (
          <label key={choice} className="radio form-check team-radio">
            <input
              type="radio"
              value={choice}
              aria-invalid={errors.choix ? true : undefined}
              {...register("choix")}
            />{" "}
            <span>{choice}</span>
          </label>
        ))}
        {errors.choix?.message ? (
          <FieldError id={choiceIds.error} message={errors.choix.message} />
        ) : null}
      </fieldset>
      {other ? (
        <TextField {...field("autre")} label="La raison, avec vos mots" rows={3} required />
      ) : null}
      <p className="notification is-warning is-light">
        <strong>Confirmation :</strong> {previewText(preview)}. Les inscriptions seront fermées tout
        de suite ; cette action ne peut pas être annulée.
      </p>
      <SubmitButton busy={busy} busyLabel="Annulation…">
        Confirmer l'annulation
      </SubmitButton>
    </Form>
  );
}
