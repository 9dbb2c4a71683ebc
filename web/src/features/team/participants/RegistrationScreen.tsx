import { formatDateTime } from "@shared/date-format";
import type { TeamPerson, TeamRegistration } from "@shared/schemas/team";
import type { ReactNode } from "react";
import { Link, useParams } from "react-router-dom";
import { EmailAddress } from "../shared/EmailAddress";
import { PhoneLink } from "../shared/PhoneLink";
import { ScreenHeading } from "../shared/ScreenHeading";
import { formatChf, formatLongDate } from "../shared/team-format";
import { useTeamLoad } from "../shared/use-team-load";
import { useTeamAuth } from "../sign-in/team-auth";

const yesNo = (value: boolean) => (value ? "Oui" : "Non");

/** « Paul Favre, 69 ans, Son propre vélo »: one person of the registration, as the list words it. */
const personSummary = (person: TeamPerson) =>
  [
    [person.prenom, person.nom].filter(Boolean).join(" "),
    ...(person.age === null ? [] : [`${person.age} ans`]),
    person.velo,
  ].join(", ");

/** « Détails de l'inscription »: every field a visitor gave, and its payments. */
export function RegistrationScreen() {
  const { api } = useTeamAuth();
  const registrationId = useParams().id ?? "";
  const { loaded } = useTeamLoad(
    (signal) => api.showRegistration(registrationId, signal),
    [api, registrationId],
  );
  return (
    <>
      {loaded.kind === "ready" ? (
        <p className="block">
          <Link
            to={`/sorties/${encodeURIComponent(loaded.data.inscription.activity_id)}/participants`}
          >
            ← Retour à la liste des participants
          </Link>
        </p>
      ) : null}
      <ScreenHeading title="Détails de l'inscription" />
      {loaded.kind === "loading" ? <p>Chargement…</p> : null}
      {loaded.kind === "failed" ? (
        <p className="notification is-danger is-light">{loaded.message}</p>
      ) : null}
      {loaded.kind === "ready" ? <RegistrationDetails registration={loaded.data} /> : null}
    </>
  );
}

function RegistrationDetails({ registration }: { registration: TeamRegistration }) {
  const r = registration.inscription;
  const rows: [string, ReactNode][] = [
    ["Sortie", `${r.activity_title}, ${formatLongDate(r.activity_date)}`],
    ["Référence", r.reference ?? "—"],
    ["Genre", r.genre === "reservation" ? "Réservation (/reservation-vtt)" : "Inscription"],
    ["Nom", `${r.prenom} ${r.nom}`],
    ["Téléphone", <PhoneLink key="tel" phone={r.telephone} />],
    [
      "E-mail",
      <a key="mail" href={`mailto:${r.email}`}>
        <EmailAddress email={r.email} />
      </a>,
    ],
    ["Date de naissance", r.date_naissance ? formatLongDate(r.date_naissance) : "—"],
    ["Adresse", r.adresse ?? "—"],
    ["Participants", String(r.nombre_participants)],
    ["Niveau", r.niveau],
    [
      "Personnes",
      <ul key="people">
        {r.personnes.map((person) => (
          <li key={person.position}>{personSummary(person)}</li>
        ))}
      </ul>,
    ],
    ["Vélo", r.velo_propre ? "Son propre vélo" : "Location"],
    ["Aide pour la location", yesNo(r.besoin_aide_location)],
    ["Remarques", r.remarques || "—"],
    ["Newsletter", yesNo(r.souhaite_newsletter)],
    ["Moyen de paiement", r.moyen_paiement ?? "Pas encore choisi"],
    ["Statut", r.statut_libelle],
    ["Montant", formatChf(r.montant_centimes)],
    ["Montant payé", formatChf(r.montant_paye_centimes)],
    ["Échéance de paiement", r.echeance ? formatDateTime(r.echeance) : "—"],
    ["Inscrit le", formatDateTime(r.cree_le)],
  ];
  return (
    <>
      <dl className="team-details block">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h2 className="title is-4">Paiements</h2>
      {registration.paiements.length === 0 ? (
        <p>Aucun paiement.</p>
      ) : (
        <table className="table is-fullwidth team-table">
          <caption className="is-sr-only">Paiements de l'inscription</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Moyen</th>
              <th scope="col">Statut</th>
              <th scope="col">Montant</th>
              <th scope="col">Référence</th>
              <th scope="col">Remboursement</th>
            </tr>
          </thead>
          <tbody>
            {registration.paiements.map((p) => (
              <tr key={p.id}>
                <td data-label="Date">{formatDateTime(p.cree_le)}</td>
                <td data-label="Moyen">{p.moyen_paiement}</td>
                <td data-label="Statut">{p.statut_libelle}</td>
                <td data-label="Montant">{formatChf(p.montant_centimes)}</td>
                <td data-label="Référence">{p.reference ?? "—"}</td>
                <td data-label="Remboursement">
                  {p.remboursement ? (REFUNDS[p.remboursement] ?? p.remboursement) : "—"}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

const REFUNDS: Record<string, string> = {
  requested: "Demandé",
  by_hand: "À faire à la main",
  refunded: "Remboursé",
};
