import { formatDateTime, formatLongDate } from "@shared/date-format";
import type { RequestHandling, TeamMessage, TeamQuote } from "@shared/schemas/team-requests";
import { EmailAddress } from "../shared/EmailAddress";
import { PhoneLink } from "../shared/PhoneLink";
import { formatChf } from "../shared/team-format";

interface ItemActions {
  /** « Marquer comme traité » / « Remettre à traiter ». */
  onSetStatus: (id: string, statut: RequestHandling) => void;
  busy: boolean;
}

function StatusBadge({ statut }: { statut: RequestHandling }) {
  return (
    <span className={`tag is-medium ${statut === "traite" ? "is-success" : "is-warning"} is-light`}>
      {statut === "traite" ? "Traité" : "À traiter"}
    </span>
  );
}

/**
 * « Répondre » and the status button of one request; both name the sender for screen readers,
 * since their visible words repeat from item to item.
 */
function Actions({
  id,
  statut,
  repondre,
  who,
  onSetStatus,
  busy,
}: ItemActions & { id: string; statut: RequestHandling; repondre: string; who: string }) {
  const to = statut === "traite" ? "a_traiter" : "traite";
  const label = statut === "traite" ? "Remettre à traiter" : "Marquer comme traité";
  return (
    <div className="buttons team-row-actions">
      <a className="button is-primary" href={repondre} aria-label={`Répondre à ${who}`}>
        Répondre
      </a>
      <button
        type="button"
        className="button"
        aria-label={`${label} : ${who}`}
        aria-disabled={busy || undefined}
        onClick={() => {
          if (!busy) onSetStatus(id, to);
        }}
      >
        {busy ? "Enregistrement…" : label}
      </button>
    </div>
  );
}

function Contact({ email, telephone }: { email: string; telephone: string | null }) {
  return (
    <>
      <div>
        <dt>E-mail</dt>
        <dd>
          <a href={`mailto:${email}`}>
            <EmailAddress email={email} />
          </a>
        </dd>
      </div>
      {telephone ? (
        <div>
          <dt>Téléphone</dt>
          <dd>
            <PhoneLink phone={telephone} />
          </dd>
        </div>
      ) : null}
    </>
  );
}

export function QuoteItem({ quote, ...actions }: ItemActions & { quote: TeamQuote }) {
  const who = `${quote.contact}, ${quote.entreprise}`;
  return (
    <li className="box team-request" data-statut={quote.statut}>
      <h3 className="title is-5">
        {quote.entreprise} <StatusBadge statut={quote.statut} />
        {quote.paiement ? <span className="tag is-medium is-info is-light">Payé</span> : null}
      </h3>
      <p className="team-received">Reçue le {formatDateTime(quote.recu_le)}</p>
      <dl className="team-details">
        <div>
          <dt>Contact</dt>
          <dd>{quote.contact}</dd>
        </div>
        <Contact email={quote.email} telephone={quote.telephone} />
        <div>
          <dt>Participants</dt>
          <dd>{quote.participants}</dd>
        </div>
        <div>
          <dt>Date souhaitée</dt>
          <dd>{quote.date_souhaitee ? formatLongDate(quote.date_souhaitee) : "non précisée"}</dd>
        </div>
        {quote.remarques ? (
          <div>
            <dt>Remarques</dt>
            <dd className="team-text">{quote.remarques}</dd>
          </div>
        ) : null}
        {quote.paiement ? (
          <div>
            <dt>Paiement direct</dt>
            <dd>
              Payé {formatChf(quote.paiement.montant_centimes)}
              {quote.paiement.moyen ? ` (${quote.paiement.moyen})` : ""} le{" "}
              {formatDateTime(quote.paiement.paye_le)}
            </dd>
          </div>
        ) : null}
      </dl>
      <Actions
        id={quote.id}
        statut={quote.statut}
        repondre={quote.repondre}
        who={who}
        {...actions}
      />
    </li>
  );
}

export function MessageItem({ message, ...actions }: ItemActions & { message: TeamMessage }) {
  const who = `${message.prenom} ${message.nom}`;
  return (
    <li className="box team-request" data-statut={message.statut}>
      <h3 className="title is-5">
        {who} <StatusBadge statut={message.statut} />
      </h3>
      <p className="team-received">Reçu le {formatDateTime(message.recu_le)}</p>
      <dl className="team-details">
        <Contact email={message.email} telephone={message.telephone} />
        <div>
          <dt>Message</dt>
          <dd className="team-text">{message.message}</dd>
        </div>
      </dl>
      <Actions
        id={message.id}
        statut={message.statut}
        repondre={message.repondre}
        who={who}
        {...actions}
      />
    </li>
  );
}
