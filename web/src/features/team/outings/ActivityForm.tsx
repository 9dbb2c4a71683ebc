import { ACTIVITY_CATEGORIES, type ActivityInput } from "@shared/schemas/activity-input";
import type { TeamActivity } from "@shared/schemas/team";
import type { ComponentProps } from "react";
import { CheckField } from "../../../components/form/CheckField";
import { Form } from "../../../components/form/Form";
import { fieldIdsOf, RequiredLegend } from "../../../components/form/FormField";
import { SelectField, TextField } from "../../../components/form/fields";
import { SubmitButton } from "../../../components/form/SubmitButton";
import { useZodForm } from "../../../components/form/use-zod-form";
import { FormAlert } from "../shared/FormAlert";
import { placesTakenHint } from "../shared/team-format";
import { useTeamSubmit } from "../shared/use-team-submit";
import { type ActivityFormValues, activityFormSchema } from "./activity-form-values";

const id = fieldIdsOf("sortie");
const CATEGORY_OPTIONS = ACTIVITY_CATEGORIES.map((value) => ({ value, label: value }));

type TextFieldName = Exclude<keyof ActivityFormValues, "categorie" | "sans_limite">;
type TextFieldExtras = Omit<
  ComponentProps<typeof TextField>,
  "id" | "label" | "registration" | "error"
>;

interface ActivityFormProps {
  initial: ActivityFormValues;
  /** The outing being edited: what its registrations forbid is said beside the fields. */
  edited: TeamActivity | null;
  submitLabel: string;
  send: (input: ActivityInput) => Promise<void>;
  /** « La série »: each date keeps its own, so the date is not asked. */
  withoutDate?: boolean;
}

/** The outing's fields (create, edit, duplicate), checked with the API's own rules. */
export function ActivityForm({
  initial,
  edited,
  submitLabel,
  send,
  withoutDate = false,
}: ActivityFormProps) {
  const { submit, busy, failure, fieldErrors } = useTeamSubmit(send);
  const form = useZodForm<typeof activityFormSchema, ActivityFormValues>(activityFormSchema, {
    defaultValues: initial,
  });
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  const unlimited = watch("sans_limite");
  const registered = edited !== null && edited.places_prises > 0;
  /** One of the outing's text fields, its error from the schema or the server beside it. */
  const text = (name: TextFieldName, label: string, props: TextFieldExtras = {}) => (
    <TextField
      id={id(name)}
      label={label}
      registration={register(name)}
      error={errors[name]?.message}
      {...props}
    />
  );

  return (
    <Form
      form={form}
      fieldId={id}
      onValid={submit}
      serverErrors={fieldErrors}
      aria-label="Sortie"
      className="team-activity-form"
    >
      <FormAlert message={failure} />
      <RequiredLegend />
      {text("titre", "Titre", { required: true })}
      <div className="columns">
        {withoutDate ? null : (
          <div className="column">{text("date", "Date", { required: true, type: "date" })}</div>
        )}
        <div className="column">
          {text("heure_rdv", "Heure de rendez-vous", { required: true, type: "time" })}
        </div>
      </div>
      {text("lieu", "Lieu", {
        required: true,
        hint: "Le lieu de la sortie, par exemple « Saint-Cergue ».",
      })}
      {text("lieu_rdv", "Lieu de rendez-vous", {
        required: true,
        hint: "Là où le groupe se retrouve, par exemple « Parking de la gare de Saint-Cergue ».",
      })}
      {text("niveau", "Niveau", {
        required: true,
        hint: "Par exemple : Débutant, Intermédiaire, Expert ou Tous niveaux.",
      })}
      {text("prix", "Prix par personne (CHF)", {
        required: true,
        inputMode: "text",
        hint: registered
          ? "Des personnes sont déjà inscrites : le prix ne peut plus changer."
          : "Par exemple 75 ou 75.50.",
      })}
      {text("type_de_formule", "Type de formule", {
        required: true,
        hint: "Par exemple « Sortie découverte » ou « Journée ».",
      })}
      <SelectField
        id={id("categorie")}
        label="Catégorie"
        placeholder="Choisissez…"
        options={CATEGORY_OPTIONS}
        required
        registration={register("categorie")}
        error={errors.categorie?.message}
      />
      <fieldset className="field team-places">
        <legend className="label">Places</legend>
        <CheckField
          id={id("sans_limite")}
          label="Sans limite"
          registration={register("sans_limite")}
        />
        {unlimited
          ? null
          : text("places_offertes", "Nombre de places en tout", {
              inputMode: "numeric",
              hint: registered
                ? placesTakenHint(edited.places_prises)
                : "Un nombre entier, par exemple 8.",
            })}
      </fieldset>
      {text("description", "Description", { rows: 5 })}
      {text("a_apporter", "Ce qu'il faut apporter", {
        rows: 3,
        hint: "Rappelé aux participants la veille de la sortie.",
      })}
      <SubmitButton busy={busy} busyLabel="Enregistrement…">
        {submitLabel}
      </SubmitButton>
    </Form>
  );
}
