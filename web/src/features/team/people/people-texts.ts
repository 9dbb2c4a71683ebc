import { retentionRule } from "@shared/data-protection/retention";
import type { PersonCounts } from "@shared/schemas/team-people";

/** « 3 enregistrements », « 1 enregistrement », « aucun enregistrement ». */
export function recordsText(n: number): string {
  if (n === 0) return "aucun enregistrement";
  return n === 1 ? "1 enregistrement" : `${n} enregistrements`;
}

export const totalOf = (counts: PersonCounts) =>
  Object.values(counts).reduce((sum, n) => sum + n, 0);

/** What stays after « Effacer », and why: the privacy page's own words (one table of periods). */
export const KEPT_AFTER_ERASURE = retentionRule("registration").kept ?? "";

/** The file names the founders save, without the address (it would show in their downloads). */
export function personFileName(extension: "json" | "html"): string {
  return `donnees-personnelles-${new Date().toISOString().slice(0, 10)}.${extension}`;
}
