import { BIKE_SIZES, bikeSizeLabel } from "@shared/schemas/bikes";
import type { ParticipantInput } from "@shared/schemas/registration";
import { type WaitlistEntryView, waitlistParticipantsSchemaFor } from "@shared/schemas/waitlist";
import type { WaitlistLinkParams } from "@shared/waitlist/waitlist-link";
import { useEffect, useState } from "react";
import type { Path } from "react-hook-form";
import { CheckField } from "../../components/form/CheckField";
import { Form } from "../../components/form/Form";
import { fieldBinding, fieldIdsOf } from "../../components/form/FormField";
import { SelectField, TextField } from "../../components/form/fields";
import { SubmitButton } from "../../components/form/SubmitButton";
import { useZodForm } from "../../components/form/use-zod-form";
import { postWaitlistParticipants } from "./api";
import { WAITLIST_PAGE_TEXTS as T } from "./waitlist-texts";

interface WaitlistParticipantsFormProps {
  link: WaitlistLinkParams;
  view: WaitlistEntryView;
  others: number;
  /** The entry once they are named: the page then offers the payment. */
  onNamed: (view: WaitlistEntryView) => void;
}

/** The form's values: a size not chosen yet is "" (the schema then asks for one). */
interface ParticipantValues {
  participants: (Omit<ParticipantInput, "taille_velo"> & { taille_velo?: string })[];
}

const emptyParticipant = (rentsBikes: boolean) => ({
  prenom: "",
  nom: "",
  date_naissance: "",
  a_velo_electrique: false,
  ...(rentsBikes ? { taille_velo: "" } : {}),
});

/**
 * Accepting places offered for several: the others' names, dates of birth and, on an e-bike
 * outing, bikes, checked by the same shared schema and French messages as the registration dialog
 * (waitlistParticipantsSchemaFor) and again by the server, whose messages show beside their fields.
 */
export function WaitlistParticipantsForm({
  link,
  view,
  others,
  onNamed,
}: WaitlistParticipantsFormProps) {
  const rentsBikes = view.location_velos === true;
  const [schema] = useState(() =>
    waitlistParticipantsSchemaFor({
      places: view.places,
      // Only the kind matters to the checks: an e-bike outing asks the rental sizes.
      activity: { date: view.activity_date, categorie: rentsBikes ? "VTT" : "" },
    }),
  );
  const form = useZodForm<typeof schema, ParticipantValues>(schema, {
    defaultValues: {
      participants: Array.from({ length: others }, () => emptyParticipant(rentsBikes)),
    },
  });
  const id = fieldIdsOf("participants-liste-attente");
  const field = fieldBinding(form, id);
  const [failed, setFailed] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const { setError } = form;
  // The server's messages by field (« participants.0.prenom »), each beside its own field.
  useEffect(() => {
    Object.entries(serverErrors).forEach(([name, message], index) => {
      setError(
        name as Path<ParticipantValues>,
        { type: "server", message },
        { shouldFocus: index === 0 },
      );
    });
  }, [serverErrors, setError]);
  const ownBike = form.watch("participants");

  return (
    <Form
      form={form}
      id="participants-liste-attente"
      className="registration-form"
      fieldId={id}
      onValid={async (values) => {
        setFailed(false);
        try {
          const answer = await postWaitlistParticipants(link, values.participants);
          if (answer.kind === "named") onNamed(answer.view);
          else setServerErrors(answer.fieldErrors);
        } catch {
          setFailed(true);
        }
      }}
    >
      <h2 className="title is-4">{T.nameTitle}</h2>
      <p className="is-size-5">{T.nameIntro(others)}</p>
      {Array.from({ length: others }, (_unused, i) => {
        const name = (part: string) => `participants.${i}.${part}` as Path<ParticipantValues>;
        const position = i + 2;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the list's length is fixed by the offer.
          <fieldset key={i} className="box">
            <legend className="title is-5">{T.person(position)}</legend>
            <div className="columns is-multiline">
              <div className="column is-half">
                <TextField
                  {...field(name("prenom"))}
                  label={`Prénom (personne ${position})`}
                  autoComplete="off"
                />
              </div>
              <div className="column is-half">
                <TextField
                  {...field(name("nom"))}
                  label={`Nom (personne ${position})`}
                  autoComplete="off"
                />
              </div>
              <div className="column is-half">
                <TextField
                  {...field(name("date_naissance"))}
                  label={`Date de naissance (personne ${position})`}
                  type="date"
                />
              </div>
            </div>
            {rentsBikes ? (
              <>
                <CheckField {...field(name("a_velo_electrique"))} label={T.ownBike} />
                {ownBike[i]?.a_velo_electrique ? null : (
                  <SelectField
                    {...field(name("taille_velo"), {
                      setValueAs: (v: string) => (v === "" ? undefined : v),
                    })}
                    label={`${T.bikeSize} (personne ${position})`}
                    placeholder={T.bikeSizeChoose}
                    options={BIKE_SIZES.map((size) => ({
                      value: size,
                      label: bikeSizeLabel(size),
                    }))}
                  />
                )}
              </>
            ) : null}
          </fieldset>
        );
      })}
      {failed ? (
        <p className="notification is-danger is-light" role="alert">
          {T.nameFailed}
        </p>
      ) : null}
      <SubmitButton busy={form.formState.isSubmitting} busyLabel={T.naming}>
        {T.nameSubmit}
      </SubmitButton>
    </Form>
  );
}
