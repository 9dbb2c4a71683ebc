import type { Activity } from "@shared/schemas/activity";
import {
  PRACTICE_LEVELS,
  type Registration,
  registrationSchema,
} from "@shared/schemas/registration";
import { useEffect } from "react";
import { useWatch } from "react-hook-form";
import { CheckField } from "../../components/form/CheckField";
import { ConsentGroup } from "../../components/form/ConsentGroup";
import { Form } from "../../components/form/Form";
import { fieldBinding, fieldIdsOf } from "../../components/form/FormField";
import { SelectField, TextField } from "../../components/form/fields";
import { OUTING_CONSENTS } from "../../components/form/outing-consents";
import { personFields } from "../../components/form/PersonFields";
import { useZodForm } from "../../components/form/use-zod-form";
import { RegistrationOuting, RegistrationTotal } from "./RegistrationOuting";
import {
  emptyRegistrationForm,
  participantChoices,
  type RegistrationFormValues,
} from "./registration-form-values";

interface RegistrationFormProps {
  formId: string;
  activity: Activity;
  onSubmit: (payload: Registration) => void;
  /** Per-field messages returned by the server (400), shown like the form's own. */
  serverFieldErrors: Record<string, string>;
}

const LEVEL_OPTIONS = PRACTICE_LEVELS.map((level) => ({ value: level, label: level }));

/**
 * The registration payload's fields, validated by the shared schema under the forms' one rule
 * (docs/forms.md): on an invalid submit the first invalid field gets the focus and the summary
 * announces the errors.
 */
export function RegistrationForm({
  formId,
  activity,
  onSubmit,
  serverFieldErrors,
}: RegistrationFormProps) {
  // The shared schema validates; the form keeps its looser values (unticked boxes, no level yet).
  const form = useZodForm<typeof registrationSchema, RegistrationFormValues>(registrationSchema, {
    defaultValues: emptyRegistrationForm(activity),
  });
  const { register } = form;
  const participants = useWatch({ control: form.control, name: "nombre_participants" });

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
          <TextField
            {...field("date_naissance")}
            label="Date de naissance"
            type="date"
            autoComplete="bday"
          />
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
            participants={Number(participants)}
          />
        </div>
      </div>

      <fieldset className="form-group">
        <legend className="label">Vélo et nouvelles (facultatif)</legend>
        <CheckField
          id={id("a_velo_electrique")}
          label="J'ai mon propre vélo électrique"
          registration={register("a_velo_electrique")}
        />
        <CheckField
          id={id("besoin_aide_location")}
          label="J'ai besoin d'aide pour la location"
          registration={register("besoin_aide_location")}
        />
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
        consents={OUTING_CONSENTS}
      />
    </Form>
  );
}
