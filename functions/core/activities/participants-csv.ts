import { formatNumericDate } from "@shared/date-format";
import { centimesToDecimal } from "@shared/money";
import {
  RELEASED_REGISTRATIONS_NOTE,
  RELEASED_REGISTRATIONS_TITLE,
  splitByPlaces,
} from "@shared/registrations/holds-places";
import type { TeamParticipant } from "@shared/schemas/team";

/**
 * « Liste des participants » as a file that Excel (French Switzerland) opens with its accents:
 * UTF-8 with a BOM, `;` between cells, CRLF, every cell quoted, amounts as « 75.00 ». A cell that
 * starts with = + - @ gets a leading ' so that no spreadsheet reads it as a formula.
 *
 * One line per person, a registration's people one after the other: each line repeats the
 * booking's contact, level, status and reference (so that a filter or a sort keeps them), and
 * only the registrant's line carries its count, remarks and amounts (so that a sum counts each
 * booking once). « Réservation de » names the registrant on every line of her booking. The
 * expired and cancelled registrations come last, apart, under their own heading.
 */
const HEADER = [
  "Nom",
  "Prénom",
  "Téléphone",
  "E-mail",
  "Participants",
  "Niveau",
  "Vélo",
  "Remarques",
  "Moyen de paiement",
  "Statut",
  "Montant (CHF)",
  "Payé (CHF)",
  "Référence",
  "Âge le jour de la sortie",
  "Date de naissance",
  "Réservation de",
];

/**
 * A phone number as a spreadsheet keeps it: a Swiss one as dialled in Switzerland
 * (« 079 123 45 67 »), another country's with 00 (« 0033612345678 »). Written with its « + », it
 * would be read as a formula and shown with the ' that defuses it.
 */
export function spreadsheetPhone(phone: string): string {
  const swiss = /^\+41(\d{2})(\d{3})(\d{2})(\d{2})$/.exec(phone);
  if (swiss) return `0${swiss.slice(1).join(" ")}`;
  return /^\+\d+$/.test(phone) ? `00${phone.slice(1)}` : phone;
}

export function csvCell(value: string): string {
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

function rows(p: TeamParticipant): string[][] {
  const bookedBy = [p.prenom, p.nom].filter(Boolean).join(" ");
  return p.personnes.map((person) => {
    const first = person.position === 0;
    return [
      person.nom,
      person.prenom,
      spreadsheetPhone(p.telephone),
      p.email,
      first ? String(p.nombre_participants) : "",
      p.niveau,
      person.velo,
      first ? p.remarques : "",
      p.moyen_paiement ?? "",
      p.statut_libelle,
      first ? centimesToDecimal(p.montant_centimes) : "",
      first ? centimesToDecimal(p.montant_paye_centimes) : "",
      p.reference ?? p.inscription_id,
      person.age === null ? "" : String(person.age),
      person.date_naissance ? formatNumericDate(person.date_naissance) : "",
      bookedBy,
    ];
  });
}

export function participantsCsv(participants: TeamParticipant[]): string {
  const { coming, released } = splitByPlaces(participants);
  // The expired and cancelled registrations apart, under the screen's own heading, after an
  // empty line: a sum or a count of the list above never takes them in.
  const apart =
    released.length === 0
      ? []
      : [
          [],
          [`${RELEASED_REGISTRATIONS_TITLE} (${released.length}). ${RELEASED_REGISTRATIONS_NOTE}`],
          ...released.flatMap(rows),
        ];
  const lines = [HEADER, ...coming.flatMap(rows), ...apart].map((cells) =>
    cells.map(csvCell).join(";"),
  );
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
