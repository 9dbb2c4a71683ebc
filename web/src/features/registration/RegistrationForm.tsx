import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { type Resolver, useForm } from "react-hook-form";
import { PHONE_COUNTRY_RULES } from "../../../../shared/phone";
import type { Activity } from "../../../../shared/schemas/activity";
import {
  PRACTICE_LEVELS,
  type Registration,
  registrationSchema,
} from "../../../../shared/schemas/registration";
import { ConsentFields } from "./ConsentFields";
import { FormField } from "./FormField";
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

// The shared schema validates; the form keeps its looser values (unticked boxes, no level yet).
const resolver = zodResolver(registrationSchema) as unknown as Resolver<
  RegistrationFormValues,
  unknown,
  Registration
>;

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
  const form = useForm<RegistrationFormValues, unknown, Registration>({
    resolver,
    defaultValues: emptyRegistrationForm(activity),
    shouldFocusError: true,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const { register, formState } = form;
  const errors = formState.errors;
  const [invalidCount, setInvalidCount] = useState(0);

  useEffect(() => {
    const entries = Object.entries(serverFieldErrors);
    for (const [field, message] of entries) {
      if (field in form.getValues()) {
        form.setError(field as keyof RegistrationFormValues, { type: "server", message });
      }
    }
  }, [serverFieldErrors, form]);

  const choices = participantChoices(activity.places_disponibles);
  const maxParticipants = choices.length;
  // Fewer places left after a refusal: the chosen number follows the new maximum.
  useEffect(() => {
    if (form.getValues("nombre_participants") > maxParticipants) {
      form.setValue("nombre_participants", maxParticipants);
    }
  }, [maxParticipants, form]);

  const id = (name: string) => `${formId}-${name}`;
  const invalid = (name: keyof RegistrationFormValues) => (errors[name] ? true : undefined);

  return (
    <form
      id={formId}
      noValidate
      className="registration-form"
      onSubmit={form.handleSubmit(
        (payload) => {
          setInvalidCount(0);
          onSubmit(payload);
        },
        (fieldErrors) => setInvalidCount(Object.keys(fieldErrors).length),
      )}
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
          <FormField id={id("nom")} label="Nom" error={errors.nom?.message}>
            {(describedBy) => (
              <input
                id={id("nom")}
                className={`input is-medium${errors.nom ? " is-danger" : ""}`}
                type="text"
                autoComplete="family-name"
                aria-invalid={invalid("nom")}
                aria-describedby={describedBy}
                {...register("nom")}
              />
            )}
          </FormField>
        </div>
        <div className="column is-half">
          <FormField id={id("prenom")} label="Prénom" error={errors.prenom?.message}>
            {(describedBy) => (
              <input
                id={id("prenom")}
                className={`input is-medium${errors.prenom ? " is-danger" : ""}`}
                type="text"
                autoComplete="given-name"
                aria-invalid={invalid("prenom")}
                aria-describedby={describedBy}
                {...register("prenom")}
              />
            )}
          </FormField>
        </div>
        <div className="column is-half">
          <FormField id={id("email")} label="E-mail" error={errors.email?.message}>
            {(describedBy) => (
              <input
                id={id("email")}
                className={`input is-medium${errors.email ? " is-danger" : ""}`}
                type="email"
                autoComplete="email"
                aria-invalid={invalid("email")}
                aria-describedby={describedBy}
                {...register("email")}
              />
            )}
          </FormField>
        </div>
        <div className="column is-half">
          <FormField
            id={id("telephone")}
            label="Téléphone"
            hint={PHONE_HINT}
            error={errors.telephone?.message}
          >
            {(describedBy) => (
              <input
                id={id("telephone")}
                className={`input is-medium${errors.telephone ? " is-danger" : ""}`}
                type="tel"
                autoComplete="tel"
                inputMode="tel"
                aria-invalid={invalid("telephone")}
                aria-describedby={describedBy}
                {...register("telephone")}
              />
            )}
          </FormField>
        </div>
        <div className="column is-half">
          <FormField
            id={id("date_naissance")}
            label="Date de naissance"
            error={errors.date_naissance?.message}
          >
            {(describedBy) => (
              <input
                id={id("date_naissance")}
                className={`input is-medium${errors.date_naissance ? " is-danger" : ""}`}
                type="date"
                autoComplete="bday"
                aria-invalid={invalid("date_naissance")}
                aria-describedby={describedBy}
                {...register("date_naissance")}
              />
            )}
          </FormField>
        </div>
        <div className="column is-half">
          <FormField
            id={id("niveau_pratique")}
            label="Niveau de pratique"
            error={errors.niveau_pratique?.message}
          >
            {(describedBy) => (
              <div
                className={`select is-medium is-fullwidth${errors.niveau_pratique ? " is-danger" : ""}`}
              >
                <select
                  id={id("niveau_pratique")}
                  aria-invalid={invalid("niveau_pratique")}
                  aria-describedby={describedBy}
                  {...register("niveau_pratique")}
                >
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
          <FormField
            id={id("adresse_complete")}
            label="Adresse complète"
            hint="Rue et numéro, code postal et localité."
            error={errors.adresse_complete?.message}
          >
            {(describedBy) => (
              <input
                id={id("adresse_complete")}
                className={`input is-medium${errors.adresse_complete ? " is-danger" : ""}`}
                type="text"
                autoComplete="street-address"
                aria-invalid={invalid("adresse_complete")}
                aria-describedby={describedBy}
                {...register("adresse_complete")}
              />
            )}
          </FormField>
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
            error={errors.nombre_participants?.message}
          >
            {(describedBy) => (
              <div className="select is-medium is-fullwidth">
                <select
                  id={id("nombre_participants")}
                  aria-invalid={invalid("nombre_participants")}
                  aria-describedby={describedBy}
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

      <fieldset className="registration-options">
        <legend className="label">Vélo et nouvelles (facultatif)</legend>
        <div className="field">
          <label className="checkbox registration-check" htmlFor={id("a_velo_electrique")}>
            <input
              id={id("a_velo_electrique")}
              type="checkbox"
              {...register("a_velo_electrique")}
            />
            <span>J'ai mon propre vélo électrique</span>
          </label>
        </div>
        <div className="field">
          <label className="checkbox registration-check" htmlFor={id("besoin_aide_location")}>
            <input
              id={id("besoin_aide_location")}
              type="checkbox"
              {...register("besoin_aide_location")}
            />
            <span>J'ai besoin d'aide pour la location</span>
          </label>
        </div>
        <div className="field">
          <label className="checkbox registration-check" htmlFor={id("souhaite_newsletter")}>
            <input
              id={id("souhaite_newsletter")}
              type="checkbox"
              {...register("souhaite_newsletter")}
            />
            <span>Je souhaite recevoir la newsletter</span>
          </label>
        </div>
      </fieldset>

      <FormField
        id={id("remarques")}
        label={
          <>
            Remarques <span className="has-text-weight-normal">(facultatif)</span>
          </>
        }
        error={errors.remarques?.message}
      >
        {(describedBy) => (
          <textarea
            id={id("remarques")}
            className="textarea is-medium"
            rows={3}
            aria-invalid={invalid("remarques")}
            aria-describedby={describedBy}
            {...register("remarques")}
          />
        )}
      </FormField>

      <ConsentFields form={form} idPrefix={formId} />
    </form>
  );
}
