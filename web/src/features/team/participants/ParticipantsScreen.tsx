import { Link, useParams } from "react-router-dom";
import { DownloadButton, useDownload } from "../shared/download-file";
import { ScreenHeading } from "../shared/ScreenHeading";
import { formatChf, formatTime } from "../shared/team-format";
import { useTeamLoad } from "../shared/use-team-load";
import { useTeamAuth } from "../sign-in/team-auth";
import { ParticipantLists } from "./ParticipantLists";
import { participantTotals } from "./participant-totals";
import { RentalBikesOut } from "./RentalBikesOut";

/** « Liste des participants » of one outing: on screen, printed on A4, or as a file for Excel. */
export function ParticipantsScreen() {
  const { api } = useTeamAuth();
  const activityId = useParams().id ?? "";
  const { loaded } = useTeamLoad(
    (signal) => api.listParticipants(activityId, signal),
    [api, activityId],
  );
  const download = useDownload();
  const downloadCsv = () =>
    download.save(() => api.participantsCsv(activityId), `participants-${activityId}.csv`);

  return (
    <>
      <p className="block team-no-print">
        <Link to="/">← Retour aux sorties</Link>
      </p>
      {loaded.kind === "loading" ? (
        <>
          <ScreenHeading title="Liste des participants" />
          <p>Chargement…</p>
        </>
      ) : null}
      {loaded.kind === "failed" ? (
        <>
          <ScreenHeading title="Liste des participants" />
          <p className="notification is-danger is-light">{loaded.message}</p>
        </>
      ) : null}
      {loaded.kind === "ready" ? (
        <>
          <ScreenHeading title="Liste des participants" outing={loaded.data.sortie} />
          <p className="block team-meeting">
            Rendez-vous à {formatTime(loaded.data.sortie.heure_rdv)}, {loaded.data.sortie.lieu_rdv}{" "}
            ({loaded.data.sortie.lieu})
          </p>
          <ParticipantTotals participants={loaded.data.participants} />
          {/* The day's total across outings (`velos_du_jour`) goes to RentalBikesOut's dayBikes. */}
          <RentalBikesOut outing={loaded.data.sortie} bikes={loaded.data.velos_location} />
          <div className="buttons team-no-print">
            <button type="button" className="button is-medium" onClick={() => window.print()}>
              Imprimer
            </button>
            <DownloadButton busy={download.busy} onClick={downloadCsv}>
              Télécharger (Excel)
            </DownloadButton>
          </div>
          <div role="alert" className="team-no-print">
            {download.failure ? (
              <p className="notification is-danger is-light">{download.failure}</p>
            ) : null}
          </div>
          <ParticipantLists participants={loaded.data.participants} />
        </>
      ) : null}
    </>
  );
}

function ParticipantTotals({
  participants,
}: {
  participants: Parameters<typeof participantTotals>[0];
}) {
  const { people, paidCentimes } = participantTotals(participants);
  return (
    <p className="block team-totals">
      <strong>{people}</strong> {people > 1 ? "personnes inscrites" : "personne inscrite"} · payé :{" "}
      <strong>{formatChf(paidCentimes)}</strong>
    </p>
  );
}
