import type { TeamActivity, TeamParticipant, TeamPerson } from "../../../shared/schemas/team";

/** An outing as the team API answers it. */
export function teamActivity(overrides: Partial<TeamActivity> = {}): TeamActivity {
  return {
    id: "act-1",
    titre: "Balade des Crêtes",
    date: "2027-06-12",
    heure_rdv: "09:30",
    lieu: "Saint-Cergue",
    lieu_rdv: "Parking de la gare",
    niveau: "Débutant",
    prix: "CHF 75.00",
    prix_centimes: 7500,
    type_de_formule: "Sortie découverte",
    categorie: "VTT",
    places_disponibles: 5,
    description: "Une belle boucle.",
    a_apporter: null,
    masquee: false,
    places_offertes: 8,
    places_prises: 3,
    inscriptions_payees: 1,
    inscriptions_non_payees: 1,
    montant_paye_centimes: 15000,
    ...overrides,
  };
}

/** A registration's people as the API lists them: the registrant, then the others unnamed. */
function peopleOf(line: Omit<TeamParticipant, "personnes">): TeamPerson[] {
  return Array.from({ length: line.nombre_participants }, (_, position) =>
    position === 0
      ? {
          position,
          nomme: true,
          nom: line.nom,
          prenom: line.prenom,
          date_naissance: "1960-03-14",
          age: 67,
          velo: line.velo_propre ? "Son propre vélo" : "Location, taille M",
        }
      : {
          position,
          nomme: false,
          nom: "Participant non nommé",
          prenom: "",
          date_naissance: null,
          age: null,
          velo: "Non précisé",
        },
  );
}

export function teamParticipant(overrides: Partial<TeamParticipant> = {}): TeamParticipant {
  const line = {
    inscription_id: "ins-1",
    reference: "JV-7K3M-Q9",
    nom: "Muster",
    prenom: "Anna",
    telephone: "+41 79 123 45 67",
    email: "anna@example.ch",
    nombre_participants: 2,
    niveau: "Débutant",
    velo_propre: false,
    remarques: "",
    moyen_paiement: "Carte",
    statut: "paid",
    statut_libelle: "Payée",
    montant_centimes: 15000,
    montant_paye_centimes: 15000,
    cree_le: "2027-05-01T10:00:00.000Z",
    ...overrides,
  };
  return { ...line, personnes: overrides.personnes ?? peopleOf(line) };
}

/** A refusal from Cognito, made without its constructor (whose arguments are its own business). */
export function cognitoError<E extends Error>(
  type: abstract new (...args: never[]) => E,
  code: string,
  message: string,
): E {
  const error = Object.create(type.prototype) as E;
  Object.defineProperty(error, "code", { value: code });
  Object.defineProperty(error, "message", { value: message });
  return error;
}
