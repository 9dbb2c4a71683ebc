import { formatDateTime } from "@shared/date-format";
import type { DeskUnpaidRegistration } from "@shared/schemas/team-payments";
import { useState } from "react";
import { formatChf } from "../shared/team-format";
import { DeskLineStart, DeskTable } from "./DeskTable";
import type { DeskAct, LineAnswer } from "./desk-act";
import { LineConfirmation } from "./LineConfirmation";
import { useKeptLine } from "./use-kept-line";

/**
 * « Inscriptions non payées »: who owes what, how and by when. « Marquer comme payé » asks to
 * confirm on the line itself (the amount and the name read back), then the desk reloads.
 */
export function UnpaidRegistrations({
  unpaid,
  act,
  answer,
}: {
  unpaid: readonly DeskUnpaidRegistration[];
  act: DeskAct;
  /** The answer of the last act done on a line, shown on that line. */
  answer: LineAnswer | null;
}) {
  const [confirming, setConfirming] = useState<string | null>(null);
  // The line just marked paid leaves the list when the desk is read again: it stays in its place,
  // with its confirmation, until the next act.
  const { shown: lines, keep } = useKeptLine(unpaid, (l) => l.inscription_id, answer);
  if (lines.length === 0) return <p className="block">Aucune inscription n'attend de paiement.</p>;
  return (
    <DeskTable
      caption="Inscriptions non payées"
      columns={[
        "Nom",
        "Sortie",
        "Montant",
        "Moyen de paiement",
        "Délai",
        "Référence",
        "Référence QR",
      ]}
    >
      {lines.map((line, index) => (
        <tr key={line.inscription_id}>
          <DeskLineStart
            nom={line.nom}
            sortie={line.sortie}
            montantCentimes={line.montant_centimes}
          />
          <td data-label="Moyen de paiement">{line.moyen_paiement ?? "Pas encore choisi"}</td>
          <td data-label="Délai">{line.delai ? formatDateTime(line.delai) : "—"}</td>
          <td data-label="Référence" className="team-reference">
            {line.reference ?? "—"}
          </td>
          <td data-label="Référence QR" className="team-qr-reference">
            {line.reference_qr ?? "—"}
          </td>
          <td className="team-row-actions">
            {answer?.line === line.inscription_id ? (
              <LineConfirmation message={answer.message} />
            ) : confirming === line.inscription_id ? (
              <fieldset className="team-confirm">
                <legend>
                  {formatChf(line.montant_centimes)} reçus de {line.nom}
                  {line.methode_manuelle === "twint" ? " par TWINT" : " par virement"} ?
                </legend>
                <div className="buttons">
                  <button
                    type="button"
                    className="button is-primary"
                    onClick={async () => {
                      keep(line, index);
                      await act(
                        (api) =>
                          api.markPaid(
                            {
                              reference: line.reference_paiement,
                              methode: line.methode_manuelle,
                            },
                            crypto.randomUUID(),
                          ),
                        `Inscription de ${line.nom}`,
                        line.inscription_id,
                      );
                      setConfirming(null);
                    }}
                  >
                    Oui, marquer comme payé
                  </button>
                  <button type="button" className="button" onClick={() => setConfirming(null)}>
                    Annuler
                  </button>
                </div>
              </fieldset>
            ) : (
              <button
                type="button"
                className="button"
                onClick={() => setConfirming(line.inscription_id)}
                aria-label={`Marquer comme payé : ${line.nom}, ${formatChf(line.montant_centimes)}`}
              >
                Marquer comme payé
              </button>
            )}
          </td>
        </tr>
      ))}
    </DeskTable>
  );
}
