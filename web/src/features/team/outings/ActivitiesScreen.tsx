import type { TeamActivity } from "@shared/schemas/team";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router-dom";
import { ScreenHeading } from "../shared/ScreenHeading";
import { teamFailureMessage } from "../shared/team-failure";
import { LOAD_MORE_PAST_OUTINGS, pastOutingsAddedAnnouncement } from "../shared/team-texts";
import { useTeamLoad } from "../shared/use-team-load";
import { useTeamAuth } from "../sign-in/team-auth";
import { ActivityTable, seriesSizesOf } from "./ActivityTable";
import { usePastOutings } from "./use-past-outings";

/** What a screen that sent the founder back here says happened (« La sortie … est publiée. »). */
export interface ListNotice {
  notice?: string;
}

/**
 * « Sorties »: the coming outings, and the past ones a page at a time (« Charger plus de sorties
 * passées » appends the next, says how many came and moves the focus to the first of them), with
 * what can be done to each. A change (hide, show) loads the screen again: the past list starts
 * over from its first page.
 */
export function ActivitiesScreen() {
  const { api } = useTeamAuth();
  const location = useLocation();
  // Loaded again on each visit, « Sorties » pressed on this very screen included (the same
  // address gets a new key): it is how a founder asks for the latest registrations.
  const { loaded, reload } = useTeamLoad(
    (signal) => api.listActivities(signal),
    [api, location.key],
  );
  const navigate = useNavigate();
  const [status, setStatus] = useState<string | null>(null);
  // The notice of the screen that sent the founder here: written into the live region after it
  // is on screen (so that it is announced), then dropped from the history (a reload repeats
  // nothing).
  const notice = (location.state as ListNotice | null)?.notice;
  useEffect(() => {
    if (!notice) return;
    setStatus(notice);
    navigate(".", { replace: true, state: null });
  }, [notice, navigate]);
  const [failure, setFailure] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const past = usePastOutings(loaded.kind === "ready" ? loaded.data : null, api.listPastActivities);
  const pastRows = useRef(new Map<number, HTMLTableCellElement>());
  const [focusRow, setFocusRow] = useState<number | null>(null);
  useEffect(() => {
    if (focusRow === null) return;
    pastRows.current.get(focusRow)?.focus();
    setFocusRow(null);
  }, [focusRow]);

  const loadMorePast = async () => {
    const before = past.outings.length;
    // Emptied first, so that the same words after another page are announced again.
    setStatus(null);
    const added = await past.loadMore();
    if (added.length === 0) return;
    setStatus(pastOutingsAddedAnnouncement(added.length));
    setFocusRow(before);
  };

  const toggleHidden = async (activity: TeamActivity) => {
    setBusyId(activity.id);
    setFailure(null);
    try {
      await api.setHidden(activity.id, !activity.masquee);
      setStatus(
        activity.masquee
          ? `« ${activity.titre} » est de nouveau visible dans le calendrier.`
          : `« ${activity.titre} » est masquée : elle n'apparaît plus dans le calendrier.`,
      );
      reload();
    } catch (error) {
      setFailure(teamFailureMessage(error));
    } finally {
      setBusyId(null);
    }
  };

  return (
    <>
      <ScreenHeading title="Sorties" />
      <p className="block">
        <Link className="button is-primary is-medium" to="/sorties/nouvelle">
          Nouvelle sortie
        </Link>
      </p>
      <div role="status" className="team-status">
        {status ? <p className="notification is-success is-light">{status}</p> : null}
      </div>
      <div role="alert">
        {failure ? <p className="notification is-danger is-light">{failure}</p> : null}
      </div>
      {loaded.kind === "loading" ? <p>Chargement des sorties…</p> : null}
      {loaded.kind === "failed" ? (
        <p className="notification is-danger is-light">{loaded.message}</p>
      ) : null}
      {loaded.kind === "ready" ? (
        <>
          <ActivityTable
            caption="Sorties à venir"
            activities={loaded.data.a_venir}
            onToggleHidden={toggleHidden}
            busyId={busyId}
            seriesSizes={seriesSizesOf(loaded.data.a_venir)}
          />
          <ActivityTable
            caption="Sorties passées"
            activities={past.outings}
            onToggleHidden={toggleHidden}
            busyId={busyId}
            rowHeaderRef={(index, element) => {
              if (element) pastRows.current.set(index, element);
              else pastRows.current.delete(index);
            }}
          >
            {past.next ? (
              <p className="block">
                <button
                  type="button"
                  className="button is-medium is-dark is-outlined"
                  aria-disabled={past.busy || undefined}
                  onClick={loadMorePast}
                >
                  {past.busy ? "Chargement des sorties passées…" : LOAD_MORE_PAST_OUTINGS}
                </button>
              </p>
            ) : null}
            {past.failure ? (
              <p className="notification is-danger is-light" role="alert">
                {past.failure}
              </p>
            ) : null}
          </ActivityTable>
        </>
      ) : null}
    </>
  );
}
