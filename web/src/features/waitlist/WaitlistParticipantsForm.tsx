import { BIKE_SIZES, noBikeLeftMessage } from "@shared/schemas/bikes";
import {
  type WaitlistEntryView,
  type WaitlistParticipantsInput,
  waitlistParticipantsSchemaFor,
} from "@shared/schemas/waitlist";
import type { WaitlistLinkParams } from "@shared/waitlist/waitlist-link";
import * as z from "@shared/zod";
import { useState } from "react";
import { useWatch } from "react-hook-form";
import { type BikeFormValues, bikeOf, EMPTY_BIKE } from "../../components/form/bike-choice";
import { DateOfBirthField } from "../../components/form/DateOfBirthField";
import { Form } from "../../components/form/Form";
import { fieldBinding, fieldIdsOf } from "../../components/form/FormField";
import { TextField } from "../../components/form/fields";
import { personBikeFields } from "../../components/form/PersonBikeFields";
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

/** The form's values: the registrant's bike, then each other with hers, as the dialog holds them. */
interface ParticipantsFormValues extends BikeFormValues {
  participants: (BikeFormValues & { prenom: string; nom: string; date_naissance: string })[];
}

/** What the page sends: the others, and on an e-bike outing everyone's bike (the dialog's way). */
function participantsPayload(
  values: ParticipantsFormValues,
  eBikeOuting: boolean,
): WaitlistParticipantsInput {
  return {
    participants: values.participants.map((p) => ({
      prenom: p.prenom,
      nom: p.nom,
      date_naissance: p.date_naissance,
      ...bikeOf(p, eBikeOuting),
    })),
    ...(eBikeOuting ? bikeOf(values, true) : {}),
  };
}

const isNoBikeLeft = (message: string) =>
  BIKE_SIZES.some((size) => message === noBikeLeftMessage(size));

/**
 * Accepting places offered for several: the others' names, dates of birth (three fields, as in
 * the registration dialog) and, on an e-bike outing, everyone's bike, the registrant's own too
 * (the waiting list does not ask it), with the dialog's own bike choice. The same shared schema
 * and French messages as the server (waitlistParticipantsSchemaFor); the server's refusals (a
 * size with no bike left that day) show beside their fields.
 */
export function WaitlistParticipantsForm({
  link,
  view,
  others,
  onNamed,
}: WaitlistParticipantsFormProps) {
  const rentsBikes = view.location_velos === true;
  const [schema] = useState(() =>
    z.pipe(
      z.transform((values: ParticipantsFormValues) => participantsPayload(values, rentsBikes)),
      waitlistParticipantsSchemaFor({
        places: view.places,
        // Only the kind matters to the checks: an e-bike outing asks the rental sizes.
        activity: { date: view.activity_date, categorie: rentsBikes ? "VTT" : "" },
      }),
    ),
  );
  const form = useZodForm<typeof schema, ParticipantsFormValues>(schema, {
    defaultValues: {
      ...EMPTY_BIKE,
      participants: Array.from({ length: others }, () => ({
        prenom: "",
        nom: "",
        date_naissance: "",
        ...EMPTY_BIKE,
      })),
    },
  });
  // Re-rendered on each change: a bike choice shows or hides its size at once.
  useWatch({ control: form.control });
  const id = fieldIdsOf("participants-liste-attente");
  const field = fieldBinding(form, id);
  const [failed, setFailed] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const bikeOfPerson = (prefix: "" | `participants.${number}.`, legend: string) => {
    const sizeField = `${prefix}taille_velo` as const;
    const shortage = serverErrors[sizeField];
    return personBikeFields({
      id: id(`${prefix}a_velo_electrique`),
      legend,
      choice: form.register(`${prefix}a_velo_electrique`),
      chosen: form.getValues(`${prefix}a_velo_electrique`),
      size: field(sizeField),
      ...(shortage && isNoBikeLeft(shortage) ? { shortage } : {}),
      onOwnBike: () => {
        form.setValue(`${prefix}a_velo_electrique`, "propre");
        form.clearErrors(sizeField);
        setServerErrors(({ [sizeField]: _gone, ...rest }) => rest);
      },
    });
  };

  return (
    <Form
      form={form}
      id="participants-liste-attente"
      className="registration-form"
      fieldId={id}
      serverErrors={serverErrors}
      onValid={async (payload) => {
        setFailed(false);
        setServerErrors({});
        try {
          const answer = await postWaitlistParticipants(link, payload);
          if (answer.kind === "named") onNamed(answer.view);
          else setServerErrors(answer.fieldErrors);
        } catch {
          setFailed(true);
        }
      }}
    >
      <h2 className="title is-4">{T.nameTitle}</h2>
      <p className="is-size-5">{T.nameIntro(others)}</p>
      {rentsBikes ? bikeOfPerson("", T.yourself) : null}
      {Array.from({ length: others }, (_unused, i) => {
        const name = (part: "prenom" | "nom" | "date_naissance") =>
          `participants.${i}.${part}` as const;
        const position = i + 2;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the list's length is fixed by the offer.
          <fieldset key={i} className="box" data-summary-prefix={T.person(position)}>
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
              <div className="column is-full">
                {/* Another person's birthday: the browser's own bday is not offered. */}
                <DateOfBirthField {...field(name("date_naissance"))} />
              </div>
            </div>
            {rentsBikes ? bikeOfPerson(`participants.${i}.`, T.bike) : null}
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
