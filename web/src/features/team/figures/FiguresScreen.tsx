import { formatMonth } from "@shared/date-format";
import {
  EMPTY_MONTH_TEXT,
  isEmptyMonth,
  monthRows,
  shownMethods,
} from "@shared/figures/figure-labels";
import type { FigureMethod, MonthFigures } from "@shared/figures/month-figures";
import { DownloadButton, useDownload } from "../shared/download-file";
import { ScreenHeading } from "../shared/ScreenHeading";
import { useTeamLoad } from "../shared/use-team-load";
import { useTeamAuth } from "../sign-in/team-auth";

/** One month: what came in and what was given back, in a small table of two columns. */
function MonthTable({ month, methods }: { month: MonthFigures; methods: FigureMethod[] }) {
  const title = formatMonth(month.month);
  if (isEmptyMonth(month)) {
    return (
      <div className="box team-figures-month">
        <h2 className="title is-5">{title}</h2>
        <p>{EMPTY_MONTH_TEXT}</p>
      </div>
    );
  }
  const rows = monthRows(month, methods);
  const net = rows.pop();
  return (
    <div className="box team-figures-month">
      <table className="table is-fullwidth">
        <caption className="title is-5">{title}</caption>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td className="team-figures-amount">{value}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{net?.[0]}</th>
            <td className="team-figures-amount">{net?.[1]}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/**
 * « Chiffres »: this month and each past month of the season, in Swiss time, computed by the
 * server (shared/figures/month-figures.ts), and the same months as a file for the accountant.
 */
export function FiguresScreen() {
  const { api } = useTeamAuth();
  const { loaded } = useTeamLoad((signal) => api.showSeasonFigures(signal), [api]);
  const download = useDownload();
  const months = loaded.kind === "ready" ? loaded.data : [];
  const year = months[0]?.month.slice(0, 4) ?? "";
  const methods = shownMethods(months);

  return (
    <>
      <ScreenHeading title="Chiffres" />
      <div className="content block">
        <p>
          Chaque mois depuis le 1<sup>er</sup> janvier, à l'heure suisse, le plus récent en premier.
        </p>
        <ul>
          <li>
            Les inscriptions comptent le mois où elles ont été faites, y compris celles annulées ou
            jamais payées ensuite.
          </li>
          <li>Un paiement compte le mois où l'argent a été reçu.</li>
          <li>Un remboursement compte le mois où l'argent a été rendu.</li>
          <li>Le net est ce qui a été reçu moins ce qui a été remboursé.</li>
        </ul>
      </div>
      {loaded.kind === "loading" ? <p>Chargement…</p> : null}
      {loaded.kind === "failed" ? (
        <p className="notification is-danger is-light">{loaded.message}</p>
      ) : null}
      {loaded.kind === "ready" ? (
        <>
          <div className="block">
            <DownloadButton
              busy={download.busy}
              onClick={() => download.save(() => api.seasonFiguresCsv(), `chiffres-${year}.csv`)}
            >
              Télécharger le fichier pour la comptabilité (Excel)
            </DownloadButton>
            <div role="alert">
              {download.failure ? (
                <p className="notification is-danger is-light mt-3">{download.failure}</p>
              ) : null}
            </div>
          </div>
          <div className="team-figures">
            {months.map((month) => (
              <MonthTable key={month.month} month={month} methods={methods} />
            ))}
          </div>
        </>
      ) : null}
    </>
  );
}
