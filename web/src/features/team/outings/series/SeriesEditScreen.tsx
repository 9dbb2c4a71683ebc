import { formatShortDate } from "@shared/date-format";
import type { ActivityInput } from "@shared/schemas/activity-input";
import type { SeriesDate } from "@shared/schemas/activity-series";
import type { TeamActivity } from "@shared/schemas/team";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate, useParams } from "react-router-dom";
import { FormAlert } from "../../shared/FormAlert";
import { ScreenHeading } from "../../shared/ScreenHeading";
import { useTeamLoad } from "../../shared/use-team-load";
import { useTeamSubmit } from "../../shared/use-team-submit";
import { useTeamAuth } from "../../sign-in/team-auth";
import type { ListNotice } from "../ActivitiesScreen";
import { ActivityForm } from "../ActivityForm";
import { formValuesOf } from "../activity-form-values";
import { seriesActNotice } from "./series-act-notice";

const people = (n: number) => (n === 0 ? "aucun inscrit" : n === 1 ? "1 inscrit" : `${n} inscrits`);

/**
 * « La série »: an outing and its coming namesakes (same title), changed or withdrawn together
 * where nobody is registered yet; the dates with people registered stay as they are, to change or
 * cancel one by one. Each date stays an ordinary outing.
 */
export function SeriesEditScreen() {
  const { api } = useTeamAuth();
  const activityId = useParams().id ?? "";
  const { loaded } = useTeamLoad(
    async (signal) => {
      const [outing, series] = await Promise.all([
        api.showActivity(activityId, signal),
        api.showSeries(activityId, signal),
      ]);
      return { activity: outing.sortie, dates: series.dates };
    },
    [api, activityId],
  );
  return (
    <>
      <p className="block">
        <Link to="/">← Retour aux sorties</Link>
      </p>
      <ScreenHeading
        title="La série"
        outing={loaded.kind === "ready" ? loaded.data.activity : undefined}
      />
      {loaded.kind === "loading" ? <p>Chargement…</p> : null}
      {loaded.kind === "failed" ? (
        <p className="notification is-danger is-light">{loaded.message}</p>
      ) : null}
      {loaded.kind === "ready" ? (
        <SeriesActs activity={loaded.data.activity} dates={loaded.data.dates} />
      ) : null}
    </>
  );
}

function SeriesActs({ activity, dates }: { activity: TeamActivity; dates: SeriesDate[] }) {
  const { api } = useTeamAuth();
  const navigate = useNavigate();
  const free = dates.filter((d) => d.inscrits === 0);
  const taken = dates.filter((d) => d.inscrits > 0);
  const back = (notice: string) => navigate("/", { state: { notice } satisfies ListNotice });
  const edit = async (input: ActivityInput) => {
    back(seriesActNotice("edit", input.titre, await api.editSeries(activity.id, input)));
  };

  return (
    <>
      <p className="block">
        {dates.length} dates à venir portent le titre « {activity.titre} ». Les changements et le
        retrait s'appliquent aux {free.length} dates où personne n'est inscrit ; chaque date garde
        sa propre date et reste une sortie comme les autres.
      </p>
      <ul className="block team-series-dates" aria-label="Les dates de la série">
        {dates.map((d) => (
          <li key={d.id}>
            {formatShortDate(d.date)} : {people(d.inscrits)}
            {d.masquee ? " (masquée)" : ""}
          </li>
        ))}
      </ul>
      {taken.length > 0 ? (
        <p className="notification is-info is-light">
          Avec des inscriptions, laissées telles quelles :{" "}
          {taken.map((d) => formatShortDate(d.date)).join(", ")}. Modifiez-les ou annulez-les une
          par une depuis la liste des sorties.
        </p>
      ) : null}
      {free.length === 0 ? (
        <p className="block">
          Toutes les dates ont des inscriptions : il n'y a rien à changer ensemble.
        </p>
      ) : (
        <>
          <section aria-labelledby="serie-modifier" className="block">
            <h2 className="title is-4" id="serie-modifier">
              Modifier les {free.length} dates sans inscription
            </h2>
            <ActivityForm
              initial={formValuesOf(activity, false)}
              edited={null}
              withoutDate
              submitLabel={`Enregistrer sur les ${free.length} dates`}
              send={edit}
            />
          </section>
          <WithdrawSeries activity={activity} free={free.length} onDone={back} />
        </>
      )}
    </>
  );
}

/** « Retirer la série »: every free date hidden from the calendar, after a confirmation. */
function WithdrawSeries({
  activity,
  free,
  onDone,
}: {
  activity: TeamActivity;
  free: number;
  onDone: (notice: string) => void;
}) {
  const { api } = useTeamAuth();
  const [asking, setAsking] = useState(false);
  const confirm = useRef<HTMLFieldSetElement>(null);
  const { submit, busy, failure } = useTeamSubmit((_: null) => api.withdrawSeries(activity.id), {
    onSuccess: ({ data }) => onDone(seriesActNotice("withdraw", activity.titre, data)),
  });
  useEffect(() => {
    if (!asking) return;
    confirm.current?.scrollIntoView({ block: "nearest" });
    confirm.current?.querySelector("button")?.focus({ preventScroll: true });
  }, [asking]);
  return (
    <section aria-labelledby="serie-retirer" className="block">
      <h2 className="title is-4" id="serie-retirer">
        Retirer la série du calendrier
      </h2>
      <p className="block">
        Les {free} dates sans inscription disparaissent du calendrier public (elles ne sont pas
        effacées : « Afficher » les remet, une par une).
      </p>
      <FormAlert message={failure} />
      {asking ? (
        <fieldset className="team-confirm" ref={confirm}>
          <legend>
            Retirer les {free} dates de « {activity.titre} » du calendrier ?
          </legend>
          <div className="buttons">
            <button
              type="button"
              className="button is-danger"
              aria-disabled={busy || undefined}
              onClick={() => {
                if (!busy) submit(null);
              }}
            >
              {busy ? "Retrait…" : `Oui, retirer les ${free} dates`}
            </button>
            <button type="button" className="button" onClick={() => setAsking(false)}>
              Annuler
            </button>
          </div>
        </fieldset>
      ) : (
        <button type="button" className="button is-medium" onClick={() => setAsking(true)}>
          Retirer les {free} dates sans inscription…
        </button>
      )}
    </section>
  );
}
