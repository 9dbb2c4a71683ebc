import type { ReactNode } from "react";

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
