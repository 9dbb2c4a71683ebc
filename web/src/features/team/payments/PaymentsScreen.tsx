import { useState } from "react";
import { ScreenHeading } from "../shared/ScreenHeading";
import { useTeamLoad } from "../shared/use-team-load";
import { useTeamSubmit } from "../shared/use-team-submit";
import { useTeamAuth } from "../sign-in/team-auth";
import { BankFileImport } from "./BankFileImport";
import type { DeskAct, DeskActAsked } from "./desk-act";
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
  const desk = useTeamSubmit(
    async ({ call, about }: DeskActAsked) => `${(await call(api)).message} (${about})`,
    {
      onSuccess: ({ data }) => {
        setStatus(data);
        reload();
      },
      onFailure: reload,
    },
  );

  const act: DeskAct = (call, about) => {
    setStatus(null);
    return desk.submit({ call, about });
  };

  return (
    <>
      <ScreenHeading title="Paiements" />
      <div role="status" className="team-status">
        {status ? <p className="notification is-success is-light">{status}</p> : null}
      </div>
      <div role="alert">
        {desk.failure ? <p className="notification is-danger is-light">{desk.failure}</p> : null}
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
