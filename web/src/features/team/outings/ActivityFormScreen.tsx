import type { ActivityInput } from "@shared/schemas/activity-input";
import { Link, useNavigate, useParams } from "react-router-dom";
import { ScreenHeading } from "../shared/ScreenHeading";
import { formatLongDate } from "../shared/team-format";
import { useTeamLoad } from "../shared/use-team-load";
import { useTeamAuth } from "../sign-in/team-auth";
import type { ListNotice } from "./ActivitiesScreen";
import { ActivityForm } from "./ActivityForm";
import { EMPTY_ACTIVITY, formValuesOf } from "./activity-form-values";

export type ActivityFormMode = "create" | "edit" | "duplicate";

const TITLES: Record<ActivityFormMode, string> = {
  create: "Nouvelle sortie",
  edit: "Modifier la sortie",
  duplicate: "Dupliquer la sortie",
};

/** Create, edit or duplicate an outing, then back to the list with what was done. */
export function ActivityFormScreen({ mode }: { mode: ActivityFormMode }) {
  const { api } = useTeamAuth();
  const navigate = useNavigate();
  const activityId = useParams().id ?? null;
  const { loaded } = useTeamLoad(
    async (signal) => (activityId ? (await api.showActivity(activityId, signal)).sortie : null),
    [api, activityId],
  );

  const done = (notice: string) => navigate("/", { state: { notice } satisfies ListNotice });
  const send = async (input: ActivityInput) => {
    if (mode === "edit" && activityId) {
      await api.editActivity(activityId, input);
      done(`Les changements de « ${input.titre} » sont enregistrés.`);
    } else {
      await api.createActivity(input);
      done(`La sortie « ${input.titre} » du ${formatLongDate(input.date)} est publiée.`);
    }
  };

  return (
    <>
      <p className="block">
        <Link to="/">← Retour aux sorties</Link>
      </p>
      <ScreenHeading title={TITLES[mode]} />
      {mode === "duplicate" ? (
        <p className="block">Tout est repris de la sortie choisie, sauf la date : choisissez-la.</p>
      ) : null}
      {loaded.kind === "loading" ? <p>Chargement…</p> : null}
      {loaded.kind === "failed" ? (
        <p className="notification is-danger is-light">{loaded.message}</p>
      ) : null}
      {loaded.kind === "ready" ? (
        <ActivityForm
          initial={loaded.data ? formValuesOf(loaded.data, mode === "duplicate") : EMPTY_ACTIVITY}
          edited={mode === "edit" ? loaded.data : null}
          submitLabel={mode === "edit" ? "Enregistrer les changements" : "Publier la sortie"}
          send={send}
        />
      ) : null}
    </>
  );
}
