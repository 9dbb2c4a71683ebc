import { formatShortDate } from "@shared/date-format";
import type { SeriesActAnswer } from "@shared/schemas/activity-series";

const dateList = (dates: { date: string }[]) =>
  dates.map((d) => formatShortDate(d.date)).join(", ");
const count = (n: number) => (n === 1 ? "1 date" : `${n} dates`);

/**
 * What « Modifier la série » or « Retirer la série » did, said on the list of outings: the dates
 * done, those left because people are registered, those to try again.
 */
export function seriesActNotice(
  act: "edit" | "withdraw",
  title: string,
  answer: SeriesActAnswer,
): string {
  const done =
    act === "edit"
      ? `« ${title} » : ${count(answer.faites.length)} ${answer.faites.length === 1 ? "modifiée" : "modifiées"}.`
      : `« ${title} » : ${count(answer.faites.length)} ${answer.faites.length === 1 ? "retirée" : "retirées"} du calendrier.`;
  const left =
    answer.laissees.length > 0
      ? ` Laissées telles quelles, car des personnes y sont inscrites : ${dateList(answer.laissees)}.`
      : "";
  const notDone =
    answer.non_faites.length > 0
      ? ` Pas faites : ${answer.non_faites
          .map((d) => `${formatShortDate(d.date)} (${d.raison})`)
          .join(", ")} ; appuyez à nouveau pour réessayer.`
      : "";
  return `${done}${left}${notDone}`;
}
