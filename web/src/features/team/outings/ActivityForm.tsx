import { ACTIVITY_CATEGORIES, type ActivityInput } from "@shared/schemas/activity-input";
import type { TeamActivity } from "@shared/schemas/team";
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

interface ActivityFormProps {
  initial: ActivityFormValues;
  /** The outing being edited: what its registrations forbid is said beside the fields. */
  edited: TeamActivity | null;
  submitLabel: string;
  send: (input: ActivityInput) => Promise<void>;
}

/** The outing's fields (create, edit, duplicate), checked with the API's own rules. */
export function ActivityForm({ initial, edited, submitLabel, send }: ActivityFormProps) {
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
      <TextField
        id={id("titre")}
        label="Titre"
        required
        registration={register("titre")}
        error={errors.titre?.message}
      />
      <div className="columns">
        <div className="column">
          <TextField
            id={id("date")}
            label="Date"
            type="date"
            required
            registration={register("date")}
            error={errors.date?.message}
          />
        </div>
        <div className="column">
          <TextField
            id={id("heure_rdv")}
            label="Heure de rendez-vous"
            type="time"
            required
            registration={register("heure_rdv")}
            error={errors.heure_rdv?.message}
          />
        </div>
      </div>
      <TextField
        id={id("lieu")}
        label="Lieu"
        hint="Le lieu de la sortie, par exemple « Saint-Cergue »."
        required
        registration={register("lieu")}
        error={errors.lieu?.message}
      />
      <TextField
        id={id("lieu_rdv")}
        label="Lieu de rendez-vous"
        hint="Là où le groupe se retrouve, par exemple « Parking de la gare de Saint-Cergue »."
        required
        registration={register("lieu_rdv")}
        error={errors.lieu_rdv?.message}
      />
      <TextField
        id={id("niveau")}
        label="Niveau"
        hint="Par exemple : Débutant, Intermédiaire, Expert ou Tous niveaux."
        required
        registration={register("niveau")}
        error={errors.niveau?.message}
      />
      <TextField
        id={id("prix")}
        label="Prix par personne (CHF)"
        hint={
          registered
            ? "Des personnes sont déjà inscrites : le prix ne peut plus changer."
            : "Par exemple 75 ou 75.50."
        }
        required
        inputMode="text"
        registration={register("prix")}
        error={errors.prix?.message}
      />
      <TextField
        id={id("type_de_formule")}
        label="Type de formule"
        hint="Par exemple « Sortie découverte » ou « Journée »."
        required
        registration={register("type_de_formule")}
        error={errors.type_de_formule?.message}
      />
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
        {unlimited ? null : (
          <TextField
            id={id("places_offertes")}
            label="Nombre de places en tout"
            hint={
              registered
                ? placesTakenHint(edited.places_prises)
                : "Un nombre entier, par exemple 8."
            }
            inputMode="numeric"
            registration={register("places_offertes")}
            error={errors.places_offertes?.message}
          />
        )}
      </fieldset>
      <TextField
        id={id("description")}
        label="Description"
        rows={5}
        registration={register("description")}
        error={errors.description?.message}
      />
      <TextField
        id={id("a_apporter")}
        label="Ce qu'il faut apporter"
        hint="Rappelé aux participants la veille de la sortie."
        rows={3}
        registration={register("a_apporter")}
        error={errors.a_apporter?.message}
      />
      <SubmitButton busy={busy} busyLabel="Enregistrement…">
        {submitLabel}
      </SubmitButton>
    </Form>
  );
}
