import { useEffect, useState } from "react";
import { PHONE_COUNTRY_RULES } from "../../../../shared/phone";
import type { Activity } from "../../../../shared/schemas/activity";
import {
  PRACTICE_LEVELS,
  type Registration,
  registrationSchema,
} from "../../../../shared/schemas/registration";
import { CheckField } from "../../components/form/CheckField";
import { ConsentGroup } from "../../components/form/ConsentGroup";
import { Form } from "../../components/form/Form";
import { FormField } from "../../components/form/FormField";
import { TextField } from "../../components/form/TextField";
import { useZodForm } from "../../components/form/use-zod-form";
import { REGISTRATION_CONSENTS } from "./registration-consents";
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

const PHONE_HINT = `Format international avec l'indicatif du pays, par exemple ${
  PHONE_COUNTRY_RULES[0]?.example ?? "+41 79 123 45 67"
}. Pays acceptés : ${PHONE_COUNTRY_RULES.map((r) => `${r.country} (+${r.dialCode})`).join(", ")}.`;

/**
 * The registration payload's fields, validated by the shared schema. On an invalid submit the
 * first invalid field gets the focus and the error count is announced.
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
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const { register, formState } = form;
  const errors = formState.errors;
  const [invalidCount, setInvalidCount] = useState(0);

  const choices = participantChoices(activity.places_disponibles);
  const maxParticipants = choices.length;
  // Fewer places left after a refusal: the chosen number follows the new maximum.
  useEffect(() => {
    if (form.getValues("nombre_participants") > maxParticipants) {
      form.setValue("nombre_participants", maxParticipants);
    }
  }, [maxParticipants, form]);

  const id = (name: string) => `${formId}-${name}`;
  const inputClass = (base: string, name: keyof RegistrationFormValues) =>
    `${base} is-medium${errors[name] ? " is-danger" : ""}`;

  return (
    <Form
      form={form}
      id={formId}
      className="registration-form"
      serverErrors={serverFieldErrors}
      onValid={(payload) => {
        setInvalidCount(0);
        onSubmit(payload);
      }}
      onInvalid={(fieldErrors) => setInvalidCount(Object.keys(fieldErrors).length)}
    >
      <div role="alert" className="registration-summary">
        {invalidCount > 0 ? (
          <p className="notification is-danger is-light">
            {invalidCount === 1
              ? "Le formulaire contient 1 erreur. Corrigez le champ signalé."
              : `Le formulaire contient ${invalidCount} erreurs. Corrigez les champs signalés.`}
          </p>
        ) : null}
      </div>
      <p className="registration-intro">
        Tous les champs sont obligatoires, sauf mention contraire.
      </p>
      <input type="hidden" {...register("activity_id")} />

      <div className="columns is-multiline">
        <div className="column is-half">
          <TextField
            id={id("nom")}
            label="Nom"
            error={errors.nom?.message}
            registration={register("nom")}
            autoComplete="family-name"
          />
        </div>
        <div className="column is-half">
          <TextField
            id={id("prenom")}
            label="Prénom"
            error={errors.prenom?.message}
            registration={register("prenom")}
            autoComplete="given-name"
          />
        </div>
        <div className="column is-half">
          <TextField
            id={id("email")}
            label="E-mail"
            error={errors.email?.message}
            registration={register("email")}
            type="email"
          />
        </div>
        <div className="column is-half">
          <TextField
            id={id("telephone")}
            label="Téléphone"
            hint={PHONE_HINT}
            hintFirst
            error={errors.telephone?.message}
            registration={register("telephone")}
            type="tel"
          />
        </div>
        <div className="column is-half">
          <TextField
            id={id("date_naissance")}
            label="Date de naissance"
            error={errors.date_naissance?.message}
            registration={register("date_naissance")}
            type="date"
            autoComplete="bday"
          />
        </div>
        <div className="column is-half">
          <FormField
            id={id("niveau_pratique")}
            label="Niveau de pratique"
            error={errors.niveau_pratique?.message}
          >
            {(aria) => (
              <div className={`${inputClass("select", "niveau_pratique")} is-fullwidth`}>
                <select {...aria} {...register("niveau_pratique")}>
                  <option value="">Choisissez votre niveau</option>
                  {PRACTICE_LEVELS.map((level) => (
                    <option key={level} value={level}>
                      {level}
                    </option>
                  ))}
                </select>
              </div>
            )}
          </FormField>
        </div>
        <div className="column is-full">
          <TextField
            id={id("adresse_complete")}
            label="Adresse complète"
            hint="Rue et numéro, code postal et localité."
            hintFirst
            error={errors.adresse_complete?.message}
            registration={register("adresse_complete")}
            autoComplete="street-address"
          />
        </div>
        <div className="column is-half">
          <FormField
            id={id("nombre_participants")}
            label="Nombre de participants"
            hint={
              activity.places_disponibles !== null && activity.places_disponibles < 10
                ? `Au maximum ${choices.length}, selon les places disponibles.`
                : undefined
            }
            hintFirst
            error={errors.nombre_participants?.message}
          >
            {(aria) => (
              <div className="select is-medium is-fullwidth">
                <select
                  {...aria}
                  {...register("nombre_participants", { setValueAs: (v) => Number(v) })}
                >
                  {choices.map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
              </div>
            )}
          </FormField>
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
        id={id("remarques")}
        label={
          <>
            Remarques <span className="has-text-weight-normal">(facultatif)</span>
          </>
        }
        error={errors.remarques?.message}
        registration={register("remarques")}
        rows={3}
      />

      <ConsentGroup
        legend="Conditions et assurances (obligatoires)"
        idPrefix={formId}
        consents={REGISTRATION_CONSENTS}
      />
    </Form>
  );
}
