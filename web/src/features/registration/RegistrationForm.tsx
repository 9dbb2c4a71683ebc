import { rentalsOf } from "@shared/registrations/people";
import type { Activity } from "@shared/schemas/activity";
import { rentsBikes } from "@shared/schemas/fleet";
import {
  PRACTICE_LEVELS,
  type Registration,
  registrationSchemaFor,
} from "@shared/schemas/registration";
import * as z from "@shared/zod";
import { useEffect, useMemo, useRef } from "react";
import { useWatch } from "react-hook-form";
import { CheckField } from "../../components/form/CheckField";
import { ConsentGroup } from "../../components/form/ConsentGroup";
import { DateOfBirthField } from "../../components/form/DateOfBirthField";
import { Form } from "../../components/form/Form";
import { fieldBinding, fieldIdsOf } from "../../components/form/FormField";
import { SelectField, TextField } from "../../components/form/fields";
import { outingConsents } from "../../components/form/outing-consents";
import { personBikeFields } from "../../components/form/PersonBikeFields";
import { personFields } from "../../components/form/PersonFields";
import { useZodForm } from "../../components/form/use-zod-form";
import { bikeShortages } from "./bike-shortages";
import { RegistrationOuting, RegistrationTotal } from "./RegistrationOuting";
import {
  emptyRegistrationForm,
  participantChoices,
  type RegistrationFormValues,
  registrationPayload,
} from "./registration-form-values";
import { useBikeAvailability } from "./useBikeAvailability";

interface RegistrationFormProps {
  formId: string;
  activity: Activity;
  onSubmit: (payload: Registration) => void;
  /** Per-field messages returned by the server (400), shown like the form's own. */
  serverFieldErrors: Record<string, string>;
  /** « M'inscrire sur la liste d'attente », offered when no rental bike of a size is left. */
  onWaitlist?: () => void;
}

const LEVEL_OPTIONS = PRACTICE_LEVELS.map((level) => ({ value: level, label: level }));

/**
 * The dialog's schema: the form's values become the payload (registrationPayload), which the
 * shared schema for the outing checks; then no rental size may be asked beyond the bikes left
 * (read when the dialog opened; unknown: the server decides).
 */
function dialogSchema(activity: Activity, shortagesOf: (payload: Registration) => object) {
  return z.pipe(
    z.transform((values: RegistrationFormValues) => registrationPayload(values, activity)),
    registrationSchemaFor(activity).check(
      z.superRefine((payload, ctx) => {
        for (const [path, message] of Object.entries(shortagesOf(payload))) {
          ctx.addIssue({
            code: "custom",
            message,
            path: path.split(".").map((k) => (/^\d+$/.test(k) ? Number(k) : k)),
            input: payload,
          });
        }
      }),
    ),
  );
}

/**
 * The registration payload's fields, validated by the shared schema under the forms' one rule
 * (docs/forms.md): on an invalid submit the first invalid field gets the focus and the summary
 * announces the errors. After the registrant, one fieldset per other participant; on an e-bike
 * outing everyone says which bike she comes with.
 */
export function RegistrationForm({
  formId,
  activity,
  onSubmit,
  serverFieldErrors,
  onWaitlist,
}: RegistrationFormProps) {
  const availability = useBikeAvailability(activity);
  // The schema is built once; it reads the fleet's latest answer when it runs.
  const availabilityRef = useRef(availability);
  availabilityRef.current = availability;
  const schema = useMemo(
    () =>
      dialogSchema(activity, (payload) =>
        bikeShortages([payload, ...(payload.participants ?? [])], availabilityRef.current),
      ),
    [activity],
  );
  // The shared schema validates; the form keeps its looser values (unticked boxes, no level yet).
  const form = useZodForm<typeof schema, RegistrationFormValues>(schema, {
    defaultValues: emptyRegistrationForm(activity),
  });
  const { register, setValue } = form;
  const watched = useWatch({ control: form.control }) as RegistrationFormValues;
  const participants = Number(watched.nombre_participants);

  const choices = participantChoices(activity.places_disponibles);
  const maxParticipants = choices.length;
  // Fewer places left after a refusal: the chosen number follows the new maximum.
  useEffect(() => {
    if (form.getValues("nombre_participants") > maxParticipants) {
      form.setValue("nombre_participants", maxParticipants);
    }
  }, [maxParticipants, form]);

  const id = fieldIdsOf(formId);
  const field = fieldBinding(form, id);
  const eBikeOuting = rentsBikes(activity);
  const payload = registrationPayload(watched, activity);
  const people = [payload, ...(payload.participants ?? [])];
  const shortages = bikeShortages(people, availability);
  const others = Array.from({ length: Math.max(0, participants - 1) }, (_, i) => i);

  const bikeOf = (prefix: "" | `participants.${number}.`, legend: string) =>
    personBikeFields({
      id: id(`${prefix}a_velo_electrique`),
      legend,
      choice: register(`${prefix}a_velo_electrique`),
      chosen: form.getValues(`${prefix}a_velo_electrique`),
      size: field(`${prefix}taille_velo`),
      shortage: shortages[`${prefix}taille_velo`],
      onOwnBike: () =>
        setValue(`${prefix}a_velo_electrique`, "propre", {
          shouldValidate: form.formState.isSubmitted,
        }),
      onWaitlist,
    });

  return (
    <Form
      form={form}
      id={formId}
      className="registration-form"
      fieldId={id}
      serverErrors={serverFieldErrors}
      onValid={onSubmit}
    >
      <RegistrationOuting activity={activity} />
      <p className="registration-intro">
        Tous les champs sont obligatoires, sauf mention contraire.
      </p>
      <input type="hidden" {...register("activity_id")} />

      <div className="columns is-multiline">
        {personFields(field)}
        <div className="column is-half">
          <DateOfBirthField {...field("date_naissance")} ownBirthday />
        </div>
        <div className="column is-half">
          <SelectField
            {...field("niveau_pratique")}
            label="Niveau de pratique"
            placeholder="Choisissez votre niveau"
            options={LEVEL_OPTIONS}
          />
        </div>
        <div className="column is-full">
          <TextField
            {...field("adresse_complete")}
            label="Adresse complète"
            hint="Rue et numéro, code postal et localité."
            hintFirst
            // street-address is for a textarea only; a one-line input takes address-line1.
            autoComplete="address-line1"
          />
        </div>
        {eBikeOuting ? <div className="column is-full">{bikeOf("", "Votre vélo")}</div> : null}
        <div className="column is-half">
          <SelectField
            {...field("nombre_participants", { setValueAs: (v) => Number(v) })}
            label="Nombre de participants"
            hint={
              activity.places_disponibles !== null && activity.places_disponibles < 10
                ? `Au maximum ${choices.length}, selon les places disponibles.`
                : undefined
            }
            options={choices.map((n) => ({ value: n, label: String(n) }))}
          />
          <RegistrationTotal
            pricePerPerson={activity.prix_centimes}
            participants={participants}
            rentals={eBikeOuting ? rentalsOf(people) : {}}
            supplement={availability?.supplement_centimes ?? null}
          />
        </div>
      </div>

      {others.map((i) => (
        <fieldset
          key={i}
          className="form-group registration-participant"
          data-summary-prefix={`Participant ${i + 2}`}
        >
          <legend className="label">Participant {i + 2}</legend>
          <div className="columns is-multiline">
            <div className="column is-half">
              <TextField {...field(`participants.${i}.prenom`)} label="Prénom" />
            </div>
            <div className="column is-half">
              <TextField {...field(`participants.${i}.nom`)} label="Nom" />
            </div>
            <div className="column is-full">
              <DateOfBirthField {...field(`participants.${i}.date_naissance`)} />
            </div>
          </div>
          {eBikeOuting ? bikeOf(`participants.${i}.`, "Vélo") : null}
        </fieldset>
      ))}

      <fieldset className="form-group">
        <legend className="label">Nouvelles (facultatif)</legend>
        <CheckField
          id={id("souhaite_newsletter")}
          label="Je souhaite recevoir la newsletter"
          registration={register("souhaite_newsletter")}
        />
      </fieldset>

      <TextField
        {...field("remarques")}
        label={
          <>
            Remarques <span className="has-text-weight-normal">(facultatif)</span>
          </>
        }
        rows={3}
      />

      <ConsentGroup
        legend="Conditions et assurances (obligatoires)"
        idPrefix={formId}
        consents={outingConsents(participants)}
      />
    </Form>
  );
}
