import type { CancellationCounts, CancellationProgress } from "@shared/schemas/team-cancellation";
import { formatChf } from "../shared/team-format";

/** French counts: 0 and 1 take the singular. */
const people = (n: number) => (n <= 1 ? `${n} personne` : `${n} personnes`);
const byHand = (n: number) =>
  n <= 1 ? `${n} remboursement à faire à la main` : `${n} remboursements à faire à la main`;

/** « 5 personnes seront prévenues, CHF 375.00 seront remboursés, 1 remboursement à faire à la main » */
export function previewText(preview: CancellationCounts): string {
  return [
    `${people(preview.personnes)} ${preview.personnes <= 1 ? "sera prévenue" : "seront prévenues"}`,
    preview.rembourse_centimes > 0
      ? `${formatChf(preview.rembourse_centimes)} seront remboursés`
      : "aucun remboursement automatique",
    byHand(preview.remboursements_a_la_main),
  ].join(", ");
}

/** « N personnes prévenues, CHF X remboursés, Y remboursements à faire à la main » */
export function progressEndText(progress: CancellationProgress): string {
  return [
    `${people(progress.personnes)} ${progress.personnes <= 1 ? "prévenue" : "prévenues"}`,
    `${formatChf(progress.rembourse_centimes)} remboursés`,
    byHand(progress.remboursements_a_la_main),
  ].join(", ");
}

/** While the job runs: « 2 inscriptions traitées sur 5 ». */
export function progressText(progress: CancellationProgress): string {
  return `${progress.inscriptions} ${progress.inscriptions <= 1 ? "inscription traitée" : "inscriptions traitées"} sur ${progress.total}`;
}
