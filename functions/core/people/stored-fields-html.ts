import { escapeHtml } from "@shared/escape-html";

/**
 * Every field of a stored record, as the JSON export holds it, for the readable summary: the
 * summary's lines above say the main things in plain French; this says all of it, so that the
 * two files hold the same. A field without a name here keeps its stored name.
 */
export const STORED_FIELD_LABELS: Record<string, string> = {
  id: "Identifiant",
  short_reference: "Référence",
  kind: "Sorte",
  activity_id: "Sortie (identifiant)",
  activity_title: "Sortie",
  activity_date: "Date de la sortie",
  prenom: "Prénom",
  nom: "Nom",
  fullName: "Nom",
  firstName: "Prénom",
  lastName: "Nom",
  email: "E-mail",
  email_key: "E-mail (pour la recherche)",
  telephone: "Téléphone",
  phone: "Téléphone",
  date_naissance: "Date de naissance",
  adresse_complete: "Adresse",
  address: "Adresse",
  age: "Âge",
  nombre_participants: "Participants",
  participants: "Participants (les autres)",
  niveau_pratique: "Niveau",
  a_velo_electrique: "Son propre vélo électrique",
  taille_velo: "Taille du vélo loué",
  velos_location: "Vélos loués",
  besoin_aide_location: "Aide pour la location",
  remarques: "Remarques",
  souhaite_newsletter: "Newsletter souhaitée",
  assurance_accident: "Assurance accidents",
  assurance_rc: "Assurance responsabilité civile",
  autorisation_rgpd: "Accord pour les données personnelles",
  accepte_conditions: "Conditions générales acceptées",
  paymentMethod: "Moyen de paiement choisi",
  total_centimes: "Montant (centimes)",
  amount_centimes: "Montant (centimes)",
  currency: "Monnaie",
  method: "Moyen de paiement",
  provider: "Prestataire de paiement",
  status: "Statut",
  places: "Places",
  message: "Message",
  companyName: "Entreprise",
  contactName: "Contact",
  comments: "Remarques",
  date: "Date souhaitée",
  created_at: "Créé le",
  updated_at: "Modifié le",
  confirmed_at: "Confirmé le",
  unsubscribed_at: "Désinscription le",
  completed_at: "Payé le",
  refunded_at: "Remboursé le",
  annule_le: "Annulé le",
};

export const storedFieldLabel = (name: string) => STORED_FIELD_LABELS[name] ?? name;

function value(v: unknown): string {
  if (typeof v === "boolean") return v ? "Oui" : "Non";
  if (v === null || v === undefined || v === "") return "—";
  if (Array.isArray(v)) {
    if (v.length === 0) return "—";
    return `<ol>${v.map((item) => `<li>${value(item)}</li>`).join("")}</ol>`;
  }
  if (typeof v === "object") return storedFieldsList(v as Record<string, unknown>);
  return escapeHtml(String(v));
}

/** A record's fields, one per line: « Assurance accidents : Oui ». */
export function storedFieldsList(record: Record<string, unknown>): string {
  const rows = Object.entries(record).map(
    ([name, v]) => `<dt>${escapeHtml(storedFieldLabel(name))}</dt><dd>${value(v)}</dd>`,
  );
  return `<dl class="tout">${rows.join("")}</dl>`;
}
