import type { RequestHandling } from "@shared/schemas/team-requests";
import { type ReactNode, useState } from "react";
import { DownloadButton, useDownload } from "../shared/download-file";
import { ScreenHeading } from "../shared/ScreenHeading";
import { teamFailureMessage } from "../shared/team-failure";
import { useTeamAuth } from "../sign-in/team-auth";
import { MessageItem, QuoteItem } from "./RequestItems";
import { notifyRequestsChanged } from "./requests-changed";
import { useRequestList } from "./use-request-list";

/**
 * « Demandes »: the quote requests and the contact messages, newest first, those to handle only
 * by default; each with « Répondre » (the founder's own e-mail program) and its status button;
 * and the newsletter's confirmed subscribers as a file for Excel.
 */
export function RequestsScreen() {
  const { api } = useTeamAuth();
  const [toHandleOnly, setToHandleOnly] = useState(true);
  const [status, setStatus] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const download = useDownload();

  const quotes = useRequestList(
    (cursor, signal) => api.listQuotes({ toHandleOnly, cursor }, signal).then(pageOf("devis")),
    [api, toHandleOnly],
  );
  const messages = useRequestList(
    (cursor, signal) => api.listMessages({ toHandleOnly, cursor }, signal).then(pageOf("messages")),
    [api, toHandleOnly],
  );

  const changeStatus =
    (
      kind: "devis" | "messages",
      list: typeof quotes | typeof messages,
      who: (id: string) => string,
    ) =>
    async (id: string, statut: RequestHandling) => {
      setBusyId(id);
      setFailure(null);
      try {
        await api.setRequestStatus(kind, id, statut);
        list.setStatus(id, statut);
        notifyRequestsChanged();
        setStatus(
          statut === "traite"
            ? `${who(id)} : marqué comme traité.`
            : `${who(id)} : remis à traiter.`,
        );
      } catch (error) {
        setFailure(teamFailureMessage(error));
      } finally {
        setBusyId(null);
      }
    };

  const quoteName = (id: string) => {
    const quote = quotes.shown.kind === "ready" ? quotes.shown.data.find((q) => q.id === id) : null;
    return quote ? `Demande de ${quote.entreprise}` : "Demande";
  };
  const messageName = (id: string) => {
    const m = messages.shown.kind === "ready" ? messages.shown.data.find((x) => x.id === id) : null;
    return m ? `Message de ${m.prenom} ${m.nom}` : "Message";
  };

  const downloadSubscribers = () =>
    download.save(() => api.newsletterCsv(), "abonnes-newsletter.csv");

  return (
    <>
      <ScreenHeading title="Demandes" />
      <div className="team-request-tools block">
        <label className="checkbox team-filter">
          <input
            type="checkbox"
            checked={toHandleOnly}
            onChange={(event) => setToHandleOnly(event.target.checked)}
          />{" "}
          À traiter seulement
        </label>
        <DownloadButton busy={download.busy} onClick={downloadSubscribers}>
          Télécharger les abonnés à la newsletter (Excel)
        </DownloadButton>
      </div>
      <div role="alert">
        {download.failure ? (
          <p className="notification is-danger is-light">{download.failure}</p>
        ) : null}
        {failure ? <p className="notification is-danger is-light">{failure}</p> : null}
      </div>
      <div role="status" className="team-status">
        {status ? <p className="notification is-success is-light">{status}</p> : null}
      </div>

      <RequestSection
        title="Demandes de devis"
        empty={toHandleOnly ? "Aucune demande de devis à traiter." : "Aucune demande de devis."}
        list={quotes}
      >
        {quotes.shown.kind === "ready"
          ? quotes.shown.data.map((quote) => (
              <QuoteItem
                key={quote.id}
                quote={quote}
                busy={busyId === quote.id}
                onSetStatus={changeStatus("devis", quotes, quoteName)}
              />
            ))
          : null}
      </RequestSection>

      <RequestSection
        title="Messages"
        empty={toHandleOnly ? "Aucun message à traiter." : "Aucun message."}
        list={messages}
      >
        {messages.shown.kind === "ready"
          ? messages.shown.data.map((message) => (
              <MessageItem
                key={message.id}
                message={message}
                busy={busyId === message.id}
                onSetStatus={changeStatus("messages", messages, messageName)}
              />
            ))
          : null}
      </RequestSection>
    </>
  );
}

function pageOf<K extends "devis" | "messages">(key: K) {
  return <T,>(answer: Record<K, T[]> & { suite: string | null }) => ({
    items: answer[key],
    suite: answer.suite,
  });
}

function RequestSection({
  title,
  empty,
  list,
  children,
}: {
  title: string;
  empty: string;
  list: ReturnType<typeof useRequestList<{ id: string; statut: RequestHandling }>>;
  children: ReactNode;
}) {
  const headingId = `titre-${title.replace(/\W+/g, "-").toLowerCase()}`;
  return (
    <section className="block team-requests" aria-labelledby={headingId}>
      <h2 className="title is-3" id={headingId}>
        {title}
      </h2>
      {list.shown.kind === "loading" ? <p>Chargement…</p> : null}
      {list.shown.kind === "failed" ? (
        <p className="notification is-danger is-light">{list.shown.message}</p>
      ) : null}
      {list.shown.kind === "ready" && list.shown.data.length === 0 ? <p>{empty}</p> : null}
      {list.shown.kind === "ready" && list.shown.data.length > 0 ? (
        <ul className="team-request-list">{children}</ul>
      ) : null}
      {list.next ? (
        <button
          type="button"
          className="button is-medium"
          aria-disabled={list.moreState.busy || undefined}
          onClick={list.showMore}
        >
          {list.moreState.busy ? "Chargement…" : "Voir plus"}
        </button>
      ) : null}
      {list.moreState.failure ? (
        <p className="notification is-danger is-light" role="alert">
          {list.moreState.failure}
        </p>
      ) : null}
    </section>
  );
}
