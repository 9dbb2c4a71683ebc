import type { ReactNode } from "react";
import { formatChf, formatLongDate } from "../shared/team-format";

/**
 * One table of the payments desk: its caption for screen readers, its column headings and a last
 * column for each line's acts (its heading read, not shown).
 */
export function DeskTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: readonly string[];
  children: ReactNode;
}) {
  return (
    <table className="table is-fullwidth team-table">
      <caption className="is-sr-only">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
          <th scope="col">
            <span className="is-sr-only">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/** The first cells of a desk line: who, for which outing, how much. */
export function DeskLineStart({
  nom,
  sortie,
  montantCentimes,
}: {
  nom: string;
  sortie: { titre: string; date: string } | null;
  montantCentimes: number;
}) {
  return (
    <>
      <th scope="row" data-label="Nom">
        {nom}
      </th>
      <td data-label="Sortie">
        {sortie ? `${sortie.titre}, ${formatLongDate(sortie.date)}` : "—"}
      </td>
      <td data-label="Montant">{formatChf(montantCentimes)}</td>
    </>
  );
}
