import { PAYMENTS_DESK_MESSAGES } from "@shared/messages/payments-desk";
import { type BankImportReport, MAX_BANK_FILE_BYTES } from "@shared/schemas/team-payments";
import { type FormEvent, useId, useRef, useState } from "react";
import { teamFailureMessage } from "../shared/team-failure";
import { useTeamAuth } from "../sign-in/team-auth";

/** Each outcome's count, in the founders' words, in the order the report gives them. */
const COUNT_LABELS: Record<string, [string, string]> = {
  paid: ["payée", "payées"],
  paid_twice: ["payée deux fois", "payées deux fois"],
  already_paid: ["déjà payée", "déjà payées"],
  partial: ["partielle", "partielles"],
  excess: ["en trop", "en trop"],
  unknown_reference: ["inconnue", "inconnues"],
  unreadable: ["illisible", "illisibles"],
  duplicate: ["déjà importée", "déjà importées"],
};

function countsText(counts: Record<string, number>): string {
  return Object.entries(COUNT_LABELS)
    .filter(([outcome]) => (counts[outcome] ?? 0) > 0)
    .map(([outcome, [one, many]]) => {
      const n = counts[outcome] ?? 0;
      return `${n} ${n > 1 ? many : one}`;
    })
    .join(", ");
}

/**
 * « Importer un relevé bancaire »: the camt.054 or camt.053 file from the e-banking, sent as it
 * is; the report comes back in the same words as the e-mail the import sends.
 */
export function BankFileImport({ onImported }: { onImported: () => void }) {
  const { api } = useTeamAuth();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<{
    busy: boolean;
    failure: string | null;
    report: BankImportReport | null;
  }>({ busy: false, failure: null, report: null });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (state.busy) return;
    const file = input.current?.files?.[0];
    const refused = !file
      ? PAYMENTS_DESK_MESSAGES.bankFileEmpty
      : file.size > MAX_BANK_FILE_BYTES
        ? PAYMENTS_DESK_MESSAGES.bankFileTooLarge
        : null;
    if (!file || refused) {
      setState({ busy: false, failure: refused, report: null });
      input.current?.focus();
      return;
    }
    setState({ busy: true, failure: null, report: null });
    try {
      const report = await api.importBankFile(file);
      setState({ busy: false, failure: null, report });
      onImported();
    } catch (error) {
      setState({ busy: false, failure: teamFailureMessage(error), report: null });
    }
  };

  return (
    <>
      <form onSubmit={submit} noValidate className="block">
        <div className="field">
          <label className="label" htmlFor={`${id}-file`}>
            Relevé de votre e-banking (camt.054 ou camt.053, fichier .xml)
          </label>
          <div className="control">
            <input
              id={`${id}-file`}
              ref={input}
              className="input"
              type="file"
              accept=".xml,application/xml,text/xml"
              aria-describedby={`${id}-help`}
              aria-invalid={state.failure ? true : undefined}
            />
          </div>
          <p className="help" id={`${id}-help`}>
            Les versements dont la référence et le montant correspondent sont enregistrés comme
            payés ; les autres sont seulement signalés. Un même fichier importé deux fois ne compte
            qu'une fois.
          </p>
        </div>
        <button
          type="submit"
          className="button is-primary is-medium"
          aria-disabled={state.busy || undefined}
        >
          {state.busy ? "Import en cours…" : "Importer le relevé"}
        </button>
      </form>
      <div role="alert">
        {state.failure ? <p className="notification is-danger is-light">{state.failure}</p> : null}
      </div>
      <div role="status">
        {state.report ? (
          <p className="notification is-success is-light">
            Relevé importé : {countsText(state.report.nombres) || "aucun versement"}.
          </p>
        ) : null}
      </div>
      {state.report ? (
        <section aria-labelledby={`${id}-report`} className="block">
          <h3 className="title is-4" id={`${id}-report`}>
            {state.report.titre}
          </h3>
          <p className="block">{state.report.resume}</p>
          {state.report.groupes.map((group) => (
            <div key={group.resultat} className="block">
              <h4 className="title is-5">
                {group.titre} ({group.lignes.length})
              </h4>
              <ul>
                {group.lignes.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      ) : null}
    </>
  );
}
