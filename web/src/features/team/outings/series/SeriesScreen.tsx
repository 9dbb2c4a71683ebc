import { SERIES_WEEKDAYS, seriesDates } from "@shared/activities/series-dates";
import { formatLongDate, formatShortDate } from "@shared/date-format";
import type { ActivitySeriesAnswer } from "@shared/schemas/activity-series";
import { seriesRuleErrors } from "@shared/schemas/activity-series";
import type { TeamActivity } from "@shared/schemas/team";
import { useState } from "react";
import { Link, useParams } from "react-router-dom";
import { FormAlert } from "../../shared/FormAlert";
import { ScreenHeading } from "../../shared/ScreenHeading";
import { useTeamLoad } from "../../shared/use-team-load";
import { useTeamSubmit } from "../../shared/use-team-submit";
import { useTeamAuth } from "../../sign-in/team-auth";
import { SeriesOutcome } from "./SeriesOutcome";
import { type SeriesRuleValues, seriesBody } from "./series-body";

/** « Répéter » an outing: the same outing on every chosen weekday between two dates, in one press. */
export function SeriesScreen() {
  const { api } = useTeamAuth();
  const activityId = useParams().id ?? "";
  const { loaded } = useTeamLoad(
    async (signal) => (await api.showActivity(activityId, signal)).sortie,
    [api, activityId],
  );
  return (
    <>
      <p className="block">
        <Link to="/">← Retour aux sorties</Link>
      </p>
      <ScreenHeading title="Répéter la sortie" />
      {loaded.kind === "loading" ? <p>Chargement…</p> : null}
      {loaded.kind === "failed" ? (
        <p className="notification is-danger is-light">{loaded.message}</p>
      ) : null}
      {loaded.kind === "ready" ? <SeriesForm activity={loaded.data} /> : null}
    </>
  );
}

function SeriesForm({ activity }: { activity: TeamActivity }) {
  const { api } = useTeamAuth();
  const [rule, setRule] = useState<SeriesRuleValues>({
    jours: [],
    premiere_date: "",
    derniere_date: "",
    heure_rdv: activity.heure_rdv,
    dates_sautees: [],
  });
  const [outcome, setOutcome] = useState<ActivitySeriesAnswer | null>(null);
  const { submit, busy, failure, fieldErrors } = useTeamSubmit(
    (body: ReturnType<typeof seriesBody>, key: string) => api.publishSeries(body, key),
    { onSuccess: (result) => setOutcome(result.data) },
  );
  const change = (values: Partial<SeriesRuleValues>) => {
    setOutcome(null);
    setRule((before) => ({ ...before, ...values }));
  };

  const complete = rule.jours.length > 0 && rule.premiere_date !== "" && rule.derniere_date !== "";
  // The preview lists every date of the rule; a date unticked there is skipped.
  const ruleOnly = { ...rule, dates_sautees: [] };
  const ruleErrors = complete ? seriesRuleErrors(ruleOnly) : {};
  const preview = complete && Object.keys(ruleErrors).length === 0 ? seriesDates(ruleOnly) : [];
  const skipped = new Set(rule.dates_sautees.filter((date) => preview.includes(date)));
  const count = preview.length - skipped.size;
  const errors = { ...fieldErrors, ...ruleErrors };
  const error = (field: string) =>
    errors[field] ? (
      <p className="help is-danger" id={`serie-${field}-erreur`}>
        {errors[field]}
      </p>
    ) : null;
  const described = (field: string) => (errors[field] ? `serie-${field}-erreur` : undefined);

  return (
    <form
      aria-label="Répéter la sortie"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (count > 0) void submit(seriesBody(activity, { ...rule, dates_sautees: [...skipped] }));
      }}
    >
      <FormAlert message={failure} />
      <p className="block">
        Tout est repris de « {activity.titre} » ({activity.lieu}, {activity.prix}) ; choisissez les
        jours et la période. Chaque date devient une sortie ordinaire, à modifier ou annuler seule
        ensuite.
      </p>
      <fieldset className="field" aria-describedby={described("jours")}>
        <legend className="label">Jours de la semaine</legend>
        <div className="team-weekdays">
          {SERIES_WEEKDAYS.map(({ day, name }) => (
            <label className="checkbox team-weekday" key={day}>
              <input
                type="checkbox"
                checked={rule.jours.includes(day)}
                onChange={(event) =>
                  change({
                    jours: event.target.checked
                      ? [...rule.jours, day].sort()
                      : rule.jours.filter((d) => d !== day),
                  })
                }
              />{" "}
              {name}
            </label>
          ))}
        </div>
        {error("jours")}
      </fieldset>
      <DateInput
        id="serie-premiere-date"
        label="Première date"
        value={rule.premiere_date}
        onChange={(premiere_date) => change({ premiere_date })}
        describedBy={described("premiere_date")}
      />
      {error("premiere_date")}
      <DateInput
        id="serie-derniere-date"
        label="Dernière date"
        value={rule.derniere_date}
        onChange={(derniere_date) => change({ derniere_date })}
        describedBy={described("derniere_date")}
      />
      {error("derniere_date")}
      <div className="field">
        <label className="label" htmlFor="serie-heure">
          Heure de rendez-vous
        </label>
        <input
          id="serie-heure"
          className="input team-short-input"
          type="time"
          value={rule.heure_rdv}
          onChange={(event) => change({ heure_rdv: event.target.value })}
        />
        {error("heure_rdv")}
      </div>
      {error("dates_sautees")}
      {preview.length > 0 ? (
        <fieldset className="field">
          <legend className="label">
            Les dates ({count} sur {preview.length}) : décochez celles à sauter
          </legend>
          <ul className="team-series-preview">
            {preview.map((date) => (
              <li key={date}>
                <label className="checkbox">
                  <input
                    type="checkbox"
                    checked={!skipped.has(date)}
                    onChange={(event) =>
                      change({
                        dates_sautees: event.target.checked
                          ? rule.dates_sautees.filter((d) => d !== date)
                          : [...rule.dates_sautees, date],
                      })
                    }
                  />{" "}
                  <span className="is-sr-only">{formatLongDate(date)}</span>
                  <span aria-hidden="true">{formatShortDate(date)}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
      <SeriesOutcome outcome={outcome} />
      <button
        type="submit"
        className="button is-primary"
        aria-disabled={busy || count === 0 || undefined}
      >
        {busy
          ? "Publication…"
          : count > 1
            ? `Publier les ${count} dates`
            : count === 1
              ? "Publier la date"
              : "Publier les dates"}
      </button>
    </form>
  );
}

function DateInput(props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  describedBy: string | undefined;
}) {
  return (
    <div className="field">
      <label className="label" htmlFor={props.id}>
        {props.label}
      </label>
      <input
        id={props.id}
        className="input team-short-input"
        type="date"
        value={props.value}
        aria-describedby={props.describedBy}
        aria-invalid={props.describedBy ? true : undefined}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </div>
  );
}
