import { formatDateTime } from "@shared/date-format";
import type { DeskRefund } from "@shared/schemas/team-payments";
import { useState } from "react";
import { formatChf } from "../shared/team-format";
import { DeskLineStart, DeskTable } from "./DeskTable";
import type { DeskAct } from "./desk-act";

/** « Remboursé à la main », confirmed on the line first: the money went back outside the site. */
function RefundedByHandButton({ refund, act }: { refund: DeskRefund; act: DeskAct }) {
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
            await act(
              (api) => api.refundedByHand(refund.payment_id),
              `Remboursement de ${refund.nom}`,
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
}: {
  refused: readonly DeskRefund[];
  byHand: readonly DeskRefund[];
  act: DeskAct;
}) {
  return (
    <>
      <h3 className="title is-4">Refusés par le prestataire</h3>
      {refused.length === 0 ? (
        <p className="block">Aucun remboursement en attente chez Stripe ou PayPal.</p>
      ) : (
        <DeskTable
          caption="Remboursements refusés par le prestataire"
          columns={["Nom", "Sortie", "Montant", "Moyen", "Essais", "Prochain essai"]}
        >
          {refused.map((refund) => (
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
                <div className="buttons">
                  <button
                    type="button"
                    className="button"
                    onClick={() =>
                      act(
                        (api) => api.retryRefund(refund.payment_id),
                        `Remboursement de ${refund.nom}`,
                      )
                    }
                    aria-label={`Réessayer le remboursement : ${refund.nom}`}
                  >
                    Réessayer
                  </button>
                  <RefundedByHandButton refund={refund} act={act} />
                </div>
              </td>
            </tr>
          ))}
        </DeskTable>
      )}
      <h3 className="title is-4">À faire à la main</h3>
      {byHand.length === 0 ? (
        <p className="block">Aucun remboursement à faire à la main.</p>
      ) : (
        <DeskTable
          caption="Remboursements à faire à la main"
          columns={["Nom", "Sortie", "Montant", "Payé par", "Demandé le"]}
        >
          {byHand.map((refund) => (
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
                <RefundedByHandButton refund={refund} act={act} />
              </td>
            </tr>
          ))}
        </DeskTable>
      )}
    </>
  );
}
