import {
  type PersonErasureAnswer,
  personEmailSchema,
  personSearchSchema,
} from "@shared/schemas/team-people";
import { useEffect, useRef, useState } from "react";
import { Form } from "../../../components/form/Form";
import { fieldBinding, fieldIdsOf } from "../../../components/form/FormField";
import { TextField } from "../../../components/form/fields";
import { SubmitButton } from "../../../components/form/SubmitButton";
import { useSubmit } from "../../../components/form/use-submit";
import { useZodForm } from "../../../components/form/use-zod-form";
import { useDownload } from "../shared/download-file";
import { EmailAddress } from "../shared/EmailAddress";
import { ScreenHeading } from "../shared/ScreenHeading";
import { useTeamLoad } from "../shared/use-team-load";
import { useTeamAuth } from "../sign-in/team-auth";
import { PersonErasure } from "./PersonErasure";
import { PersonMatches } from "./PersonMatches";
import { PersonRecordList } from "./PersonRecordList";
import { personFileName, recordsText, totalOf } from "./people-texts";

const id = fieldIdsOf("personne");

/**
 * « Données d'une personne »: search by a name, a phone, a reference or an address (a whole
 * address opens its records at once), everything held about it, « Exporter (JSON) », « Résumé
 * lisible » and « Effacer… ». What was typed stays in the screen's state, never in the page's
 * address (it would stay in the browser's history).
 */
export function PeopleScreen() {
  const { api } = useTeamAuth();
  const [email, setEmail] = useState<string | null>(null);
  const [erased, setErased] = useState<PersonErasureAnswer | null>(null);
  const { loaded, reload } = useTeamLoad(
    (signal) => (email ? api.showPerson(email, signal) : Promise.resolve(null)),
    [api, email],
  );
  const [query, setQuery] = useState<{ text: string; version: number } | null>(null);
  const form = useZodForm(personSearchSchema, { defaultValues: { q: "" } });
  const field = fieldBinding(form, id);
  // A whole address opens its records; anything else lists the people it finds first.
  const search = useSubmit(async ({ q }: { q: string }) => {
    setErased(null);
    const address = personEmailSchema.safeParse({ email: q });
    if (address.success) {
      setQuery(null);
      setEmail(address.data.email);
      if (address.data.email === email) reload();
    } else {
      setEmail(null);
      setQuery((before) => ({ text: q, version: (before?.version ?? 0) + 1 }));
    }
    return { kind: "success" };
  });
  // Erased: the answer where the founder looks, read out and focused (she pressed far below it).
  const erasedNotice = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!erased) return;
    erasedNotice.current?.scrollIntoView({ block: "nearest" });
    erasedNotice.current?.focus({ preventScroll: true });
  }, [erased]);
  // Picked from the list, which then closes: the focus goes to the person's records.
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const [picked, setPicked] = useState(false);
  const pick = (address: string) => {
    setQuery(null);
    setEmail(address);
    setPicked(true);
  };
  useEffect(() => {
    if (picked && loaded.kind === "ready" && loaded.data) {
      resultHeading.current?.focus();
      setPicked(false);
    }
  }, [picked, loaded]);
  const download = useDownload();
  const save = (kind: "json" | "html") => {
    if (!email) return;
    download.save(
      () => (kind === "json" ? api.personJson(email) : api.personSummary(email)),
      personFileName(kind),
    );
  };

  return (
    <>
      <ScreenHeading title="Données d'une personne" />
      <p className="block">
        Une personne vous demande ce que le site garde sur elle, ou de l'effacer ? Cherchez-la par
        son nom, son numéro de téléphone, la référence de son inscription ou son adresse e-mail :
        vous verrez tout ce qui est enregistré, vous pourrez le lui envoyer (réponse dans les 30
        jours, gratuitement) ou l'effacer.
      </p>
      <Form
        form={form}
        fieldId={id}
        aria-label="Chercher une personne"
        className="block"
        onValid={search.submit}
      >
        <TextField
          {...field("q")}
          label="Nom, téléphone, référence ou adresse e-mail"
          type="search"
          required
          autoComplete="off"
        />
        <SubmitButton busy={search.busy} busyLabel="Recherche…">
          Rechercher
        </SubmitButton>
      </Form>

      {query ? <PersonMatches query={query.text} version={query.version} onPick={pick} /> : null}

      <div role="status" className="block">
        {erased ? (
          <p className="notification is-success is-light" tabIndex={-1} ref={erasedNotice}>
            <strong>Données effacées.</strong> Supprimé : {recordsText(totalOf(erased.efface))}.
            Anonymisé et gardé pour la comptabilité : {recordsText(totalOf(erased.anonymise))}.
          </p>
        ) : null}
      </div>

      {email && loaded.kind === "loading" ? <p>Chargement…</p> : null}
      {loaded.kind === "failed" ? (
        <p className="notification is-danger is-light">{loaded.message}</p>
      ) : null}
      {loaded.kind === "ready" && loaded.data ? (
        <section aria-labelledby="personne-resultat">
          <h2 className="title is-4" id="personne-resultat" tabIndex={-1} ref={resultHeading}>
            <EmailAddress email={loaded.data.email} /> : {recordsText(totalOf(loaded.data.nombre))}
          </h2>
          {totalOf(loaded.data.nombre) > 0 ? (
            <>
              <div className="buttons block team-no-print">
                <button
                  type="button"
                  className="button is-medium"
                  disabled={download.busy}
                  onClick={() => save("json")}
                >
                  Exporter (JSON)
                </button>
                <button
                  type="button"
                  className="button is-medium"
                  disabled={download.busy}
                  onClick={() => save("html")}
                >
                  Résumé lisible
                </button>
              </div>
              {download.failure ? (
                <p className="notification is-danger is-light" role="alert">
                  {download.failure}
                </p>
              ) : null}
              <PersonRecordList view={loaded.data} />
              <PersonErasure
                key={loaded.data.email}
                view={loaded.data}
                onErased={(answer) => {
                  setErased(answer);
                  reload();
                }}
              />
            </>
          ) : (
            <p className="block">Le site ne garde rien sous cette adresse.</p>
          )}
        </section>
      ) : null}
    </>
  );
}
