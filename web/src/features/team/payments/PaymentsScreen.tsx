import { useState } from "react";
import { ScreenHeading } from "../shared/ScreenHeading";
import { teamFailureMessage } from "../shared/team-failure";
import { useTeamLoad } from "../shared/use-team-load";
import { useTeamAuth } from "../sign-in/team-auth";
import { BankFileImport } from "./BankFileImport";
import type { DeskAct } from "./desk-act";
import { RefundsToDo } from "./RefundsToDo";
import { UnpaidRegistrations } from "./UnpaidRegistrations";

/**
 * « Paiements »: the unpaid registrations, the bank file's import, and the refunds to do. Each act
 * answers in the status region (or the alert region), then the lists are read again.
 */
export function PaymentsScreen() {
  const { api } = useTeamAuth();
  const { loaded, reload } = useTeamLoad((signal) => api.paymentsDesk(signal), [api]);
  const [status, setStatus] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const act: DeskAct = async (call, about) => {
    setStatus(null);
    setFailure(null);
    try {
      const answer = await call(api);
      setStatus(`${answer.message} (${about})`);
    } catch (error) {
      setFailure(teamFailureMessage(error));
    }
    reload();
  };

  return (
    <>
      <ScreenHeading title="Paiements" />
      <div role="status" className="team-status">
        {status ? <p className="notification is-success is-light">{status}</p> : null}
      </div>
      <div role="alert">
        {failure ? <p className="notification is-danger is-light">{failure}</p> : null}
      </div>
      <section aria-labelledby="non-payees" className="block">
        <h2 className="title is-3" id="non-payees">
          Inscriptions non payées
        </h2>
        {loaded.kind === "loading" ? <p>Chargement…</p> : null}
        {loaded.kind === "failed" ? (
          <p className="notification is-danger is-light">{loaded.message}</p>
        ) : null}
        {loaded.kind === "ready" ? (
          <UnpaidRegistrations unpaid={loaded.data.non_payees} act={act} />
        ) : null}
      </section>
      <section aria-labelledby="releve" className="block">
        <h2 className="title is-3" id="releve">
          Importer un relevé bancaire
        </h2>
        <BankFileImport onImported={reload} />
      </section>
      <section aria-labelledby="remboursements" className="block">
        <h2 className="title is-3" id="remboursements">
          Remboursements à faire
        </h2>
        {loaded.kind === "ready" ? (
          <RefundsToDo
            refused={loaded.data.remboursements.refuses}
            byHand={loaded.data.remboursements.a_la_main}
            act={act}
          />
        ) : null}
      </section>
    </>
  );
}
