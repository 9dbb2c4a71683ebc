import { useState } from "react";
import { ScreenHeading } from "../shared/ScreenHeading";
import { useTeamLoad } from "../shared/use-team-load";
import { useTeamSubmit } from "../shared/use-team-submit";
import { useTeamAuth } from "../sign-in/team-auth";
import { BankFileImport } from "./BankFileImport";
import { DeskSearch, searchDesk } from "./DeskSearch";
import type { DeskAct, DeskActAsked, LineAnswer } from "./desk-act";
import { RefundsToDo } from "./RefundsToDo";
import { UnpaidRegistrations } from "./UnpaidRegistrations";

/**
 * « Paiements »: the unpaid registrations, the bank file's import, and the refunds to do. Each act
 * on a line answers on that line (a refusal in the alert region), then the lists are read again.
 */
export function PaymentsScreen() {
  const { api } = useTeamAuth();
  const { loaded, reload } = useTeamLoad((signal) => api.paymentsDesk(signal), [api]);
  const [status, setStatus] = useState<string | null>(null);
  const [lineAnswer, setLineAnswer] = useState<LineAnswer | null>(null);
  const [query, setQuery] = useState("");
  const desk = useTeamSubmit(
    async ({ call, about, line }: DeskActAsked) => ({
      message: `${(await call(api)).message} (${about})`,
      line,
    }),
    {
      onSuccess: ({ data }) => {
        if (data.line) setLineAnswer({ line: data.line, message: data.message });
        else setStatus(data.message);
        reload();
      },
      onFailure: reload,
    },
  );

  const act: DeskAct = (call, about, line) => {
    setStatus(null);
    setLineAnswer(null);
    return desk.submit({ call, about, ...(line ? { line } : {}) });
  };
  const found = loaded.kind === "ready" ? searchDesk(loaded.data, query) : null;

  return (
    <>
      <ScreenHeading title="Paiements" />
      <div role="status" className="team-status">
        {status ? <p className="notification is-success is-light">{status}</p> : null}
      </div>
      <div role="alert">
        {desk.failure ? <p className="notification is-danger is-light">{desk.failure}</p> : null}
      </div>
      <DeskSearch query={query} onChange={setQuery} found={found} />
      <section aria-labelledby="non-payees" className="block">
        <h2 className="title is-3" id="non-payees">
          Inscriptions non payées
        </h2>
        {loaded.kind === "loading" ? <p>Chargement…</p> : null}
        {loaded.kind === "failed" ? (
          <p className="notification is-danger is-light">{loaded.message}</p>
        ) : null}
        {loaded.kind === "ready" ? (
          <UnpaidRegistrations
            unpaid={found?.non_payees ?? loaded.data.non_payees}
            act={act}
            answer={lineAnswer}
          />
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
            refused={found?.remboursements.refuses ?? loaded.data.remboursements.refuses}
            byHand={found?.remboursements.a_la_main ?? loaded.data.remboursements.a_la_main}
            act={act}
            answer={lineAnswer}
          />
        ) : null}
      </section>
    </>
  );
}
