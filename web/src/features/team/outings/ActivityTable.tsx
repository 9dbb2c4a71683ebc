import type { TeamActivity } from "@shared/schemas/team";
import { foldText } from "@shared/search/visitor-search";
import { zurichToday } from "@shared/time";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import {
  formatChf,
  formatLongDate,
  formatTime,
  placesText,
  registrationsText,
} from "../shared/team-format";

interface ActivityTableProps {
  caption: string;
  activities: readonly TeamActivity[];
  /** Hides or shows an outing in the public calendar. */
  onToggleHidden: (activity: TeamActivity) => void;
  /** The outing whose visibility is being changed (its button says so). */
  busyId: string | null;
  /** Each row's header, by index: a screen moves the focus to a row it has just added. */
  rowHeaderRef?: (index: number, element: HTMLTableCellElement | null) => void;
  /** Shown under the table, in its section (« Charger plus de sorties passées »). */
  children?: ReactNode;
  /** Coming outings only: how many share each title (« La série », from 2). */
  seriesSizes?: ReadonlyMap<string, number>;
}

/** The title a series is known by: case and accents aside, as « Répéter » compares it. */
export const seriesKey = (activity: TeamActivity) => foldText(activity.titre);

/** How many coming outings, not cancelled, share each title. */
export function seriesSizesOf(activities: readonly TeamActivity[]): Map<string, number> {
  const sizes = new Map<string, number>();
  for (const a of activities) {
    if (!a.annulee) sizes.set(seriesKey(a), (sizes.get(seriesKey(a)) ?? 0) + 1);
  }
  return sizes;
}

/**
 * The outings as a table; on a phone each row becomes a card with each value under its column's
 * name (team.css), so that nothing scrolls sideways. Each row's buttons name their outing for
 * screen readers, since their visible words repeat from row to row.
 */
export function ActivityTable({
  caption,
  activities,
  onToggleHidden,
  busyId,
  rowHeaderRef,
  children,
  seriesSizes,
}: ActivityTableProps) {
  if (activities.length === 0) {
    return (
      <section className="block">
        <h2 className="title is-4">{caption}</h2>
        <p>Aucune sortie.</p>
        {children}
      </section>
    );
  }
  return (
    <section className="block">
      <h2 className="title is-4">{caption}</h2>
      <table className="table is-fullwidth team-table team-activities">
        <caption className="is-sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Heure</th>
            <th scope="col">Sortie</th>
            <th scope="col">Places</th>
            <th scope="col">Inscriptions</th>
            <th scope="col">Montant payé</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {activities.map((activity, index) => {
            const name = `${activity.titre}, ${formatLongDate(activity.date)}`;
            return (
              <tr key={activity.id}>
                <td data-label="Date">{formatLongDate(activity.date)}</td>
                <td data-label="Heure">{formatTime(activity.heure_rdv)}</td>
                <th
                  scope="row"
                  data-label="Sortie"
                  tabIndex={rowHeaderRef ? -1 : undefined}
                  ref={rowHeaderRef ? (element) => rowHeaderRef(index, element) : undefined}
                >
                  {activity.titre}
                  {activity.masquee ? (
                    <span className="tag is-warning team-badge">Masquée</span>
                  ) : null}
                  {activity.annulee ? (
                    <span className="tag is-dark team-badge">Annulée</span>
                  ) : null}
                </th>
                <td data-label="Places">{placesText(activity)}</td>
                <td data-label="Inscriptions">{registrationsText(activity)}</td>
                <td data-label="Montant payé">{formatChf(activity.montant_paye_centimes)}</td>
                <td data-label="Actions">
                  <div className="buttons team-row-actions">
                    {activity.annulee ? null : (
                      <Link
                        className="button"
                        to={`/sorties/${encodeURIComponent(activity.id)}/modifier`}
                      >
                        Modifier<span className="is-sr-only"> : {name}</span>
                      </Link>
                    )}
                    <Link
                      className="button"
                      to={`/sorties/${encodeURIComponent(activity.id)}/dupliquer`}
                    >
                      Dupliquer<span className="is-sr-only"> : {name}</span>
                    </Link>
                    <Link
                      className="button"
                      to={`/sorties/${encodeURIComponent(activity.id)}/repeter`}
                    >
                      Répéter<span className="is-sr-only"> : {name}</span>
                    </Link>
                    {!activity.annulee && (seriesSizes?.get(seriesKey(activity)) ?? 0) > 1 ? (
                      <Link
                        className="button"
                        to={`/sorties/${encodeURIComponent(activity.id)}/serie`}
                      >
                        Série ({seriesSizes?.get(seriesKey(activity))} dates)
                        <span className="is-sr-only"> : {activity.titre}</span>
                      </Link>
                    ) : null}
                    {activity.annulee ? null : (
                      <button
                        type="button"
                        className="button"
                        aria-disabled={busyId === activity.id || undefined}
                        onClick={() => {
                          if (busyId === null) onToggleHidden(activity);
                        }}
                      >
                        {activity.masquee ? "Afficher" : "Masquer"}
                        <span className="is-sr-only"> : {name}</span>
                      </button>
                    )}
                    <Link
                      className="button is-primary is-outlined"
                      to={`/sorties/${encodeURIComponent(activity.id)}/participants`}
                    >
                      Liste des participants<span className="is-sr-only"> : {name}</span>
                    </Link>
                    <CancellationActions activity={activity} name={name} />
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {children}
    </section>
  );
}

/** « Écrire aux participants » and « Annuler la sortie », or the cancellation's progress once cancelled. */
function CancellationActions({ activity, name }: { activity: TeamActivity; name: string }) {
  const path = `/sorties/${encodeURIComponent(activity.id)}`;
  // A date that has passed is neither cancelled nor written to any more.
  if (!activity.annulee && activity.date < zurichToday()) return null;
  if (activity.annulee) {
    return (
      <Link className="button" to={`${path}/annulation`}>
        Suivi de l'annulation<span className="is-sr-only"> : {name}</span>
      </Link>
    );
  }
  return (
    <>
      {activity.places_prises > 0 ? (
        <Link className="button" to={`${path}/message`}>
          Écrire aux participants<span className="is-sr-only"> : {name}</span>
        </Link>
      ) : null}
      <Link className="button" to={`${path}/annulation`}>
        Annuler la sortie<span className="is-sr-only"> : {name}</span>
      </Link>
    </>
  );
}
