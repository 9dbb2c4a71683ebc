import { PAYMENTS_DESK_MESSAGES } from "@shared/messages/payments-desk";
import { type BankImportReport, MAX_BANK_FILE_BYTES } from "@shared/schemas/team-payments";
import { type FormEvent, useId, useRef, useState } from "react";
import { useTeamSubmit } from "../shared/use-team-submit";
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
  const [report, setReport] = useState<BankImportReport | null>(null);
  /** A file refused before sending (none chosen, too large). */
  const [refused, setRefused] = useState<string | null>(null);
  const sending = useTeamSubmit((file: File) => api.importBankFile(file), {
    onSuccess: ({ data }) => {
      setReport(data);
      onImported();
    },
  });
  const failure = refused ?? sending.failure;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending.busy) return;
    const file = input.current?.files?.[0];
    setReport(null);
    setRefused(
      !file
        ? PAYMENTS_DESK_MESSAGES.bankFileEmpty
        : file.size > MAX_BANK_FILE_BYTES
          ? PAYMENTS_DESK_MESSAGES.bankFileTooLarge
          : null,
    );
    if (!file || file.size > MAX_BANK_FILE_BYTES) {
      sending.reset();
      input.current?.focus();
      return;
    }
    sending.submit(file);
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
              aria-invalid={failure ? true : undefined}
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
          aria-disabled={sending.busy || undefined}
        >
          {sending.busy ? "Import en cours…" : "Importer le relevé"}
        </button>
      </form>
      <div role="alert">
        {failure ? <p className="notification is-danger is-light">{failure}</p> : null}
      </div>
      <div role="status">
        {report ? (
          <p className="notification is-success is-light">
            Relevé importé : {countsText(report.nombres) || "aucun versement"}.
          </p>
        ) : null}
      </div>
      {report ? (
        <section aria-labelledby={`${id}-report`} className="block">
          <h3 className="title is-4" id={`${id}-report`}>
            {report.titre}
          </h3>
          <p className="block">{report.resume}</p>
          {report.groupes.map((group) => (
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
