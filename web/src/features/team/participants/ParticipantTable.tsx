import type { TeamParticipant } from "@shared/schemas/team";
import { Link } from "react-router-dom";
import { PhoneLink } from "../shared/PhoneLink";
import { formatChf } from "../shared/team-format";

/** One line per registration: what a guide needs on the trail. Each name opens its details. */
export function ParticipantTable({ participants }: { participants: readonly TeamParticipant[] }) {
  if (participants.length === 0) return <p className="block">Personne n'est encore inscrit.</p>;
  return (
    <table className="table is-fullwidth team-table team-participants">
      <caption className="is-sr-only">Participants</caption>
      <thead>
        <tr>
          <th scope="col">Nom</th>
          <th scope="col">Téléphone</th>
          <th scope="col">E-mail</th>
          <th scope="col">Pers.</th>
          <th scope="col">Niveau</th>
          <th scope="col">Vélo</th>
          <th scope="col">Remarques</th>
          <th scope="col">Paiement</th>
          <th scope="col">Statut</th>
          <th scope="col">Montant</th>
        </tr>
      </thead>
      <tbody>
        {participants.map((p) => (
          <tr key={p.inscription_id}>
            <th scope="row" data-label="Nom">
              <Link to={`/inscriptions/${encodeURIComponent(p.inscription_id)}`}>
                {p.prenom} {p.nom}
              </Link>
            </th>
            <td data-label="Téléphone">
              <PhoneLink phone={p.telephone} />
            </td>
            <td data-label="E-mail" className="team-email">
              {p.email}
            </td>
            <td data-label="Participants">{p.nombre_participants}</td>
            <td data-label="Niveau">{p.niveau}</td>
            <td data-label="Vélo">{p.velo_propre ? "Son propre vélo" : "Location"}</td>
            <td data-label="Remarques">{p.remarques || "—"}</td>
            <td data-label="Paiement">{p.moyen_paiement ?? "Pas encore choisi"}</td>
            <td data-label="Statut">{p.statut_libelle}</td>
            <td data-label="Montant">
              {formatChf(p.montant_centimes)}
              {p.montant_paye_centimes > 0 && p.montant_paye_centimes !== p.montant_centimes
                ? ` (payé ${formatChf(p.montant_paye_centimes)})`
                : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
