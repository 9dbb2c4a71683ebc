import { BIKE_SIZES } from "@shared/schemas/bikes";
import type { FleetDay, FleetView } from "@shared/schemas/fleet";
import { useEffect, useState } from "react";
import { ScreenHeading } from "../shared/ScreenHeading";
import { formatLongDate } from "../shared/team-format";
import { useTeamLoad } from "../shared/use-team-load";
import { useTeamAuth } from "../sign-in/team-auth";
import { BlockDayForm, FleetForm } from "./FleetForms";

/** One coming day: per size, the bikes rented (every outing of the day), blocked and free. */
function DayTable({ day }: { day: FleetDay }) {
  const title = formatLongDate(day.date);
  return (
    <table className="table is-fullwidth team-fleet-day">
      <caption className="title is-5">{title}</caption>
      <thead>
        <tr>
          <th scope="col">Taille</th>
          <th scope="col">Loués</th>
          <th scope="col">Bloqués</th>
          <th scope="col">Libres</th>
        </tr>
      </thead>
      <tbody>
        {BIKE_SIZES.map((size) => (
          <tr key={size}>
            <th scope="row">{size}</th>
            <td>{day.loues[size]}</td>
            <td>{day.bloques[size]}</td>
            <td>{day.libres[size]}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * « Vélos de location »: how many rental e-bikes of each size the founders own and the
 * supplement per bike, the bikes blocked for a date, and the coming days with bikes rented or
 * blocked (the fleet is shared by every outing of a day).
 */
export function FleetScreen() {
  const { api } = useTeamAuth();
  const { loaded } = useTeamLoad((signal) => api.showFleet(signal), [api]);
  const [view, setView] = useState<FleetView | null>(null);
  useEffect(() => {
    if (loaded.kind === "ready") setView(loaded.data);
  }, [loaded]);

  return (
    <>
      <ScreenHeading title="Vélos de location" />
      <p className="block">
        Les vélos électriques que vous louez aux participants. Toutes les sorties d'un même jour
        partagent la même flotte : le site n'en loue jamais plus que vous n'en avez.
      </p>
      {loaded.kind === "loading" ? <p>Chargement…</p> : null}
      {loaded.kind === "failed" ? (
        <p className="notification is-danger is-light">{loaded.message}</p>
      ) : null}
      {view ? (
        <>
          <FleetForm fleet={view} onSaved={setView} />
          <BlockDayForm onSaved={setView} />
          <section aria-labelledby="jours-titre" className="block">
            <h2 className="title is-4" id="jours-titre">
              Les prochains jours
            </h2>
            {view.jours.length === 0 ? (
              <p>Aucun vélo loué ni bloqué pour les jours à venir.</p>
            ) : (
              view.jours.map((day) => <DayTable key={day.date} day={day} />)
            )}
          </section>
        </>
      ) : null}
    </>
  );
}
