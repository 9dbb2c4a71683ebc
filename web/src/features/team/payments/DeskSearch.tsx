import type { DeskRefund, PaymentsDesk } from "@shared/schemas/team-payments";
import { matchesVisitorSearch, SEARCH_MIN_LENGTH } from "@shared/search/visitor-search";

/**
 * The desk's lists narrowed to what the founder typed (shared/search/visitor-search.ts: a name,
 * an e-mail, a phone, the short or QR reference, an amount); the whole desk below 2 characters.
 */
export function searchDesk(desk: PaymentsDesk, query: string): PaymentsDesk | null {
  if (query.trim().length < SEARCH_MIN_LENGTH) return null;
  // A refund line names the person and the amount to give back.
  const refundFound = (line: DeskRefund) =>
    matchesVisitorSearch(query, {
      names: [line.nom],
      references: [],
      amountCentimes: line.montant_centimes,
    });
  return {
    ...desk,
    non_payees: desk.non_payees.filter((line) =>
      matchesVisitorSearch(query, {
        names: [line.nom],
        email: line.email,
        phone: line.telephone,
        references: [line.reference, line.reference_qr],
        amountCentimes: line.montant_centimes,
      }),
    ),
    remboursements: {
      refuses: desk.remboursements.refuses.filter(refundFound),
      a_la_main: desk.remboursements.a_la_main.filter(refundFound),
    },
  };
}

const countOf = (desk: PaymentsDesk) =>
  desk.non_payees.length +
  desk.remboursements.refuses.length +
  desk.remboursements.a_la_main.length;

/** « Rechercher un paiement », and how many lines it found, read out where she types. */
export function DeskSearch({
  query,
  onChange,
  found,
}: {
  query: string;
  onChange: (query: string) => void;
  found: PaymentsDesk | null;
}) {
  const count = found ? countOf(found) : null;
  return (
    <search aria-label="Paiements" className="block team-search">
      <label className="label" htmlFor="recherche-paiement">
        Rechercher un paiement
      </label>
      <p className="help" id="recherche-paiement-aide">
        Nom, prénom, e-mail, téléphone, référence (JV-…), référence QR ou montant.
      </p>
      <input
        id="recherche-paiement"
        className="input"
        type="search"
        value={query}
        maxLength={100}
        autoComplete="off"
        aria-describedby="recherche-paiement-aide recherche-paiement-resultat"
        onChange={(event) => onChange(event.target.value)}
      />
      <p id="recherche-paiement-resultat" role="status" className="help">
        {count === null
          ? ""
          : count === 0
            ? "Aucun paiement ne correspond à cette recherche."
            : count === 1
              ? "1 ligne trouvée."
              : `${count} lignes trouvées.`}
      </p>
    </search>
  );
}
