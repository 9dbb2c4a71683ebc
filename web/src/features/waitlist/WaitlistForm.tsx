import { formatLongDate, formatTime } from "@shared/date-format";
import { WAITLIST_TEXTS } from "@shared/messages/waitlist";
import type { Activity } from "@shared/schemas/activity";
import { type WaitlistJoin, waitlistJoinSchema } from "@shared/schemas/waitlist";
import { ConsentGroup } from "../../components/form/ConsentGroup";
import { Form } from "../../components/form/Form";
import { fieldBinding, fieldIdsOf } from "../../components/form/FormField";
import { TextField } from "../../components/form/fields";
import { OUTING_CONSENTS } from "../../components/form/outing-consents";
import { personFields } from "../../components/form/PersonFields";
import { useZodForm } from "../../components/form/use-zod-form";
import {
  emptyWaitlistForm,
  placesFromInput,
  WAITLIST_PLACES_MAX,
  type WaitlistFormValues,
} from "./waitlist-form-values";

interface WaitlistFormProps {
  formId: string;
  activity: Activity;
  onSubmit: (payload: WaitlistJoin) => void;
  /** Per-field messages returned by the server (400), shown like the form's own. */
  serverFieldErrors: Record<string, string>;
}

/**
 * Who waits for a full outing, how many places, and the consents a registration asks, validated
 * by the shared schema under the forms' one rule (docs/forms.md).
 */
export function WaitlistForm({ formId, activity, onSubmit, serverFieldErrors }: WaitlistFormProps) {
  const form = useZodForm<typeof waitlistJoinSchema, WaitlistFormValues>(waitlistJoinSchema, {
    defaultValues: emptyWaitlistForm(activity),
  });
  const { register } = form;
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
      <p className="waitlist-outing">
        {formatLongDate(activity.date)}, rendez-vous à {formatTime(activity.heure_rdv)},{" "}
        {activity.lieu_rdv}.
      </p>
      <p>{WAITLIST_TEXTS.intro}</p>
      <p>Tous les champs sont obligatoires.</p>
      <input type="hidden" {...register("activity_id")} />

      <div className="columns is-multiline">
        {personFields(field)}
        <div className="column is-half">
          <TextField
            {...field("places", { setValueAs: placesFromInput })}
            label={WAITLIST_TEXTS.placesLabel}
            hint={`De 1 à ${WAITLIST_PLACES_MAX}, vous compris.`}
            hintFirst
            type="number"
            inputMode="numeric"
            min={1}
            max={WAITLIST_PLACES_MAX}
          />
        </div>
      </div>

      <ConsentGroup
        legend="Conditions et assurances (obligatoires)"
        idPrefix={formId}
        consents={OUTING_CONSENTS}
      />
    </Form>
  );
}
