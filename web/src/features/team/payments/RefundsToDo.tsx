import { formatDateTime } from "@shared/date-format";
import type { DeskRefund } from "@shared/schemas/team-payments";
import { useState } from "react";
import { formatChf } from "../shared/team-format";
import { DeskLineStart, DeskTable } from "./DeskTable";
import type { DeskAct, LineAnswer } from "./desk-act";
import { LineConfirmation } from "./LineConfirmation";
import { useKeptLine } from "./use-kept-line";

/** « Remboursé à la main », confirmed on the line first: the money went back outside the site. */
function RefundedByHandButton({
  refund,
  act,
  onAct,
}: {
  refund: DeskRefund;
  act: DeskAct;
  onAct: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  if (!confirming) {
    return (
      <button
        type="button"
        className="button"
        onClick={() => setConfirming(true)}
        aria-label={`Remboursé à la main : ${refund.nom}, ${formatChf(refund.montant_centimes)}`}
      >
        Remboursé à la main
      </button>
    );
  }
  return (
    <fieldset className="team-confirm">
      <legend>
        {formatChf(refund.montant_centimes)} rendus à {refund.nom} ?
      </legend>
      <div className="buttons">
        <button
          type="button"
          className="button is-primary"
          onClick={async () => {
            onAct();
            await act(
              (api) => api.refundedByHand(refund.payment_id),
              `Remboursement de ${refund.nom}`,
              refund.payment_id,
            );
            setConfirming(false);
          }}
        >
          Oui, c'est remboursé
        </button>
        <button type="button" className="button" onClick={() => setConfirming(false)}>
          Annuler
        </button>
      </div>
    </fieldset>
  );
}

/**
 * « Remboursements à faire »: the refunds the provider refused (tried again by themselves, with
 * « Réessayer » now), and those to do by hand (bank transfer, TWINT, the shop).
 */
export function RefundsToDo({
  refused,
  byHand,
  act,
  answer,
}: {
  refused: readonly DeskRefund[];
  byHand: readonly DeskRefund[];
  act: DeskAct;
  /** The answer of the last act done on a line, shown on that line. */
  answer: LineAnswer | null;
}) {
  // A refund done leaves its list when the desk is read again: it stays, with its answer, until
  // the next act.
  const refusedLines = useKeptLine(refused, (r) => r.payment_id, answer);
  const byHandLines = useKeptLine(byHand, (r) => r.payment_id, answer);
  const answerOn = (refund: DeskRefund) =>
    answer?.line === refund.payment_id ? <LineConfirmation message={answer.message} /> : null;
  return (
    <>
      <h3 className="title is-4">Refusés par le prestataire</h3>
      {refusedLines.shown.length === 0 ? (
        <p className="block">Aucun remboursement en attente chez Stripe ou PayPal.</p>
      ) : (
        <DeskTable
          caption="Remboursements refusés par le prestataire"
          columns={["Nom", "Sortie", "Montant", "Moyen", "Essais", "Prochain essai"]}
        >
          {refusedLines.shown.map((refund, index) => (
            <tr key={refund.payment_id}>
              <DeskLineStart
                nom={refund.nom}
                sortie={refund.sortie}
                montantCentimes={refund.montant_centimes}
              />
              <td data-label="Moyen">{refund.moyen_paiement}</td>
              <td data-label="Essais">
                {refund.essais}
                {refund.en_echec ? (
                  <strong className="team-badge"> En échec : vérifiez chez le prestataire</strong>
                ) : null}
              </td>
              <td data-label="Prochain essai">
                {refund.prochain_essai ? formatDateTime(refund.prochain_essai) : "—"}
              </td>
              <td className="team-row-actions">
                {answerOn(refund) ?? (
                  <div className="buttons">
                    <button
                      type="button"
                      className="button"
                      onClick={() => {
                        refusedLines.keep(refund, index);
                        act(
                          (api) => api.retryRefund(refund.payment_id),
                          `Remboursement de ${refund.nom}`,
                          refund.payment_id,
                        );
                      }}
                      aria-label={`Réessayer le remboursement : ${refund.nom}`}
                    >
                      Réessayer
                    </button>
                    <RefundedByHandButton
                      refund={refund}
                      act={act}
                      onAct={() => refusedLines.keep(refund, index)}
                    />
                  </div>
                )}
              </td>
            </tr>
          ))}
        </DeskTable>
      )}
      <h3 className="title is-4">À faire à la main</h3>
      {byHandLines.shown.length === 0 ? (
        <p className="block">Aucun remboursement à faire à la main.</p>
      ) : (
        <DeskTable
          caption="Remboursements à faire à la main"
          columns={["Nom", "Sortie", "Montant", "Payé par", "Demandé le"]}
        >
          {byHandLines.shown.map((refund, index) => (
            <tr key={refund.payment_id}>
              <DeskLineStart
                nom={refund.nom}
                sortie={refund.sortie}
                montantCentimes={refund.montant_centimes}
              />
              <td data-label="Payé par">{refund.moyen_paiement}</td>
              <td data-label="Demandé le">
                {refund.demande_le ? formatDateTime(refund.demande_le) : "—"}
              </td>
              <td className="team-row-actions">
                {answerOn(refund) ?? (
                  <RefundedByHandButton
                    refund={refund}
                    act={act}
                    onAct={() => byHandLines.keep(refund, index)}
                  />
                )}
              </td>
            </tr>
          ))}
        </DeskTable>
      )}
    </>
  );
}
