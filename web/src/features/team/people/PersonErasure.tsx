import type { PersonDataView, PersonErasureAnswer } from "@shared/schemas/team-people";
import { useEffect, useRef, useState } from "react";
import { FormAlert } from "../shared/FormAlert";
import { useTeamSubmit } from "../shared/use-team-submit";
import { useTeamAuth } from "../sign-in/team-auth";
import { KEPT_AFTER_ERASURE, recordsText } from "./people-texts";

/**
 * « Effacer… »: a confirmation that says what goes and what stays, and why (the bookkeeping law,
 * 10 years), before « Effacer définitivement »; then what was done.
 */
export function PersonErasure({
  view,
  onErased,
}: {
  view: PersonDataView;
  onErased: (answer: PersonErasureAnswer) => void;
}) {
  const { api } = useTeamAuth();
  const [asked, setAsked] = useState(false);
  // Once erased, the buttons stay as they were while sending until the screen shows what is left.
  const [done, setDone] = useState(false);
  const sending = useTeamSubmit((email: string) => api.erasePerson(email), {
    onSuccess: ({ data }) => {
      setDone(true);
      onErased(data);
    },
  });
  const { submit, failure, reset } = sending;
  const busy = sending.busy || done;
  const section = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const wasAsked = useRef(false);
  // Into the confirmation: the whole of it in view (on a tablet it opens below the fold), the
  // focus on its heading; back out (« Annuler »): the button that opened it.
  useEffect(() => {
    if (asked) {
      section.current?.scrollIntoView({ block: "start" });
      heading.current?.focus({ preventScroll: true });
    } else if (wasAsked.current) opener.current?.focus();
    wasAsked.current = asked;
  }, [asked]);

  const n = view.nombre;
  const kept = n.inscriptions + n.paiements;
  const erased = n.messages + n.devis + n.newsletter + n.liste_attente;

  if (!asked) {
    return (
      <button
        type="button"
        className="button is-medium is-danger is-outlined"
        ref={opener}
        onClick={() => setAsked(true)}
      >
        Effacer…
      </button>
    );
  }
  return (
    <section className="box team-erasure" aria-labelledby="effacement-titre" ref={section}>
      <h2 className="title is-4" id="effacement-titre" tabIndex={-1} ref={heading}>
        Effacer les données de {view.email} ?
      </h2>
      <FormAlert message={failure} />
      <ul className="block team-erasure-list">
        <li>
          <strong>Supprimé :</strong> {recordsText(erased)} (messages, demandes de devis,
          newsletter, listes d'attente).
        </li>
        <li>
          <strong>Anonymisé et gardé :</strong> {recordsText(kept)} (inscriptions et paiements). Le
          nom, l'e-mail, le téléphone, l'adresse et la date de naissance sont effacés.
        </li>
      </ul>
      <p className="block">
        <strong>Pourquoi nous gardons une trace :</strong> {KEPT_AFTER_ERASURE}
      </p>
      <p className="notification is-warning is-light">
        Pensez à exporter les données avant, si la personne les a demandées : cette action ne peut
        pas être annulée.
      </p>
      <div className="buttons">
        <button
          type="button"
          className="button is-medium is-danger"
          disabled={busy}
          onClick={() => submit(view.email)}
        >
          {busy ? "Effacement…" : "Effacer définitivement"}
        </button>
        <button
          type="button"
          className="button is-medium"
          disabled={busy}
          onClick={() => {
            setAsked(false);
            reset();
          }}
        >
          Annuler
        </button>
      </div>
    </section>
  );
}
