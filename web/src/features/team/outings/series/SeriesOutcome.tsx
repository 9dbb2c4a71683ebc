import { formatShortDate } from "@shared/date-format";
import type { ActivitySeriesAnswer } from "@shared/schemas/activity-series";
import { useEffect, useRef } from "react";

const dateList = (dates: string[]) => dates.map(formatShortDate).join(", ");

/** What one press published, said beside the button, focused and announced. */
export function SeriesOutcome({ outcome }: { outcome: ActivitySeriesAnswer | null }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (outcome) {
      box.current?.scrollIntoView?.({ block: "nearest" });
      box.current?.focus();
    }
  }, [outcome]);
  return (
    <div role="status" tabIndex={-1} ref={box} className="block">
      {outcome ? (
        <div className="notification is-success is-light">
          <p>
            {outcome.publiees.length === 0
              ? "Aucune nouvelle date publiée."
              : outcome.publiees.length === 1
                ? "1 date publiée."
                : `${outcome.publiees.length} dates publiées.`}
          </p>
          {outcome.deja_publiees.length > 0 ? (
            <p>
              Déjà publiées, laissées telles quelles ({outcome.deja_publiees.length}) :{" "}
              {dateList(outcome.deja_publiees)}.
            </p>
          ) : null}
          {outcome.non_publiees.length > 0 ? (
            <p>
              Pas encore publiées, appuyez à nouveau pour les publier :{" "}
              {dateList(outcome.non_publiees)}.
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
