import { formatLongDate, formatTime } from "@shared/date-format";
import { BOOKING_PAY_LABELS } from "@shared/messages/booking";
import type { Activity } from "@shared/schemas/activity";
import {
  BOOKING_PAYMENT_METHODS,
  type Booking,
  bookingSchema,
  paysOnline,
  SKILL_LEVEL_LABELS,
  SKILL_LEVELS,
} from "@shared/schemas/booking";
import { useState } from "react";
import { Link } from "react-router-dom";
import { CheckField } from "../../../components/form/CheckField";
import { Form } from "../../../components/form/Form";
import {
  FieldError,
  fieldBinding,
  fieldIds,
  fieldIdsOf,
  RequiredLegend,
} from "../../../components/form/FormField";
import { SelectField, TextField } from "../../../components/form/fields";
import { PhoneField } from "../../../components/form/PhoneField";
import { PrivacySentence } from "../../../components/form/PrivacyNotice";
import { SubmitButton } from "../../../components/form/SubmitButton";
import { useZodForm } from "../../../components/form/use-zod-form";
import { TermsDialog, WaiverDialog } from "./BookingDialogs";
import {
  type BookingDates,
  type BookingFormValues,
  EMPTY_BOOKING_FORM,
} from "./booking-form-values";
import { BOOKING_TEXTS as T } from "./booking-texts";

interface BookingFormProps {
  dates: BookingDates;
  onSubmit: (payload: Booking) => void;
  /** While the booking is being stored. */
  busy: boolean;
  /** Per-field messages returned by the server (400), shown like the form's own. */
  serverFieldErrors: Record<string, string>;
  /** The server's refusal, kept beside the button after its toast has gone. */
  error: string | null;
}

const SKILL_OPTIONS = SKILL_LEVELS.map((level) => ({
  value: level,
  label: SKILL_LEVEL_LABELS[level],
}));

const id = fieldIdsOf("reservation");

/** The summary links the outing's date to the group of dates. */
const summaryFieldId = (name: string) => id(name === "activityDate" ? "activity_id" : name);

/** « samedi 12 juin 2027 à 9h00 – Les Crêtes, Saint-Cergue (6 places disponibles) ». */
function dateLabel(activity: Activity): string {
  const left = activity.places_disponibles;
  const places =
    left === null ? "" : ` (${left} ${left === 1 ? "place disponible" : "places disponibles"})`;
  return `${formatLongDate(activity.date)} à ${formatTime(activity.heure_rdv)} – ${activity.titre}, ${activity.lieu}${places}`;
}

/** The legend of a required choice, with the form's star (see RequiredLegend). */
function RequiredLegendOf({ text }: { text: string }) {
  return (
    <legend className="label">
      {text}
      <span className="has-text-danger-dark" aria-hidden="true">
        {" "}
        *
      </span>
    </legend>
  );
}

/**
 * The booking form of /reservation-vtt (spec sections 3, 4 and 5), validated by the shared
 * schema under the forms' one rule (docs/forms.md): on submit, then each field as it changes.
 * With card, TWINT or PayPal chosen and the terms accepted its button is the pay-and-reserve one.
 */
export function BookingForm({ dates, onSubmit, busy, serverFieldErrors, error }: BookingFormProps) {
  const form = useZodForm<typeof bookingSchema, BookingFormValues>(bookingSchema, {
    defaultValues: EMPTY_BOOKING_FORM,
  });
  const field = fieldBinding(form, id);
  const { register, formState, watch, setValue } = form;
  const errors = formState.errors;
  const [dialog, setDialog] = useState<"terms" | "waiver" | null>(null);
  const method = watch("paymentMethod");
  const accepted = watch("acceptTerms");
  const dateError = errors.activity_id?.message ?? errors.activityDate?.message;
  // One registration for the whole radio group (react-hook-form keeps one onChange per field):
  // the date sent is the chosen outing's own.
  const offered = dates.status === "loaded" ? dates.activities : [];
  const activityChoice = register("activity_id", {
    onChange: (event: { target: { value: string } }) =>
      setValue(
        "activityDate",
        offered.find((activity) => activity.id === event.target.value)?.date ?? "",
        { shouldValidate: formState.isSubmitted, shouldTouch: true },
      ),
  });
  const buttonLabel = paysOnline(method) && accepted ? BOOKING_PAY_LABELS[method] : T.confirm;

  return (
    <Form
      form={form}
      id="reservation-vtt"
      className="registration-form booking-form"
      fieldId={summaryFieldId}
      serverErrors={serverFieldErrors}
      onValid={onSubmit}
    >
      <RequiredLegend />
      <fieldset
        id={id("activity_id")}
        className="form-group"
        aria-describedby={dateError ? fieldIds(id("date")).error : undefined}
      >
        <RequiredLegendOf text={T.datesLegend} />
        {dates.status === "loading" ? <p role="status">{T.datesLoading}</p> : null}
        {dates.status === "error" ? <p role="alert">{dates.message}</p> : null}
        {dates.status === "loaded" && dates.activities.length === 0 ? (
          <p>
            {T.datesNone} <Link to="/calendrier">Voir le calendrier</Link> ·{" "}
            <Link to="/contact">Nous contacter</Link>
          </p>
        ) : null}
        {dates.status === "loaded"
          ? dates.activities.map((activity) => (
              <div className="field" key={activity.id}>
                <label className="radio form-check" htmlFor={id(`date-${activity.id}`)}>
                  <input
                    type="radio"
                    id={id(`date-${activity.id}`)}
                    value={activity.id}
                    aria-invalid={Boolean(dateError)}
                    {...activityChoice}
                  />
                  <span>{dateLabel(activity)}</span>
                </label>
              </div>
            ))
          : null}
        {dateError ? <FieldError id={fieldIds(id("date")).error} message={dateError} /> : null}
      </fieldset>

      <div className="columns is-multiline">
        <div className="column is-full">
          <TextField {...field("fullName")} label={T.fullName} required autoComplete="name" />
        </div>
        <div className="column is-full">
          <TextField
            {...field("address")}
            label={T.address}
            required
            hint={T.addressHint}
            hintFirst
            // street-address is for a textarea only; a one-line input takes address-line1.
            autoComplete="address-line1"
          />
        </div>
        <div className="column is-half">
          <TextField
            {...field("age", { valueAsNumber: true })}
            label={T.age}
            required
            type="number"
            inputMode="numeric"
            min={16}
            max={100}
          />
        </div>
        <div className="column is-half">
          <SelectField
            {...field("skillLevel")}
            label={T.skillLevel}
            required
            placeholder={T.skillLevelPlaceholder}
            options={SKILL_OPTIONS}
          />
        </div>
        <div className="column is-half">
          <TextField {...field("email")} label={T.email} required type="email" />
        </div>
        <div className="column is-half">
          <PhoneField {...field("telephone")} label={T.telephone} required />
        </div>
      </div>

      <fieldset
        id={id("paymentMethod")}
        className="form-group"
        aria-describedby={errors.paymentMethod ? fieldIds(id("paymentMethod")).error : undefined}
      >
        <RequiredLegendOf text={T.paymentLegend} />
        {BOOKING_PAYMENT_METHODS.map((option) => (
          <div className="field" key={option}>
            <label className="radio form-check" htmlFor={id(`paiement-${option}`)}>
              <input
                type="radio"
                id={id(`paiement-${option}`)}
                value={option}
                aria-describedby={method === option ? id("paiement-note") : undefined}
                {...register("paymentMethod")}
              />
              <span>{T.methods[option].label}</span>
            </label>
          </div>
        ))}
        {method ? (
          <p id={id("paiement-note")} className="help form-hint">
            {T.methods[method].notice}
          </p>
        ) : null}
        {errors.paymentMethod?.message ? (
          <FieldError
            id={fieldIds(id("paymentMethod")).error}
            message={errors.paymentMethod.message}
          />
        ) : null}
      </fieldset>

      <div className="form-group">
        <p className="buttons">
          <button
            type="button"
            className="button is-link is-light is-medium"
            onClick={() => setDialog("terms")}
          >
            {T.readTerms}
          </button>
          <button
            type="button"
            className="button is-link is-light is-medium"
            onClick={() => setDialog("waiver")}
          >
            {T.readWaiver}
          </button>
        </p>
        <CheckField
          id={id("acceptTerms")}
          label={T.acceptTerms}
          hint={<PrivacySentence />}
          registration={register("acceptTerms")}
          error={errors.acceptTerms?.message}
        />
        <TextField
          {...field("digitalSignature")}
          label={T.signature}
          hint={T.signatureHint}
          hintFirst
          autoComplete="name"
        />
      </div>

      <p id={id("bouton-aide")} className="help form-hint">
        {T.buttonHint}
      </p>
      <SubmitButton busy={busy} busyLabel={T.sending} aria-describedby={id("bouton-aide")}>
        {buttonLabel}
      </SubmitButton>
      {error ? (
        <p className="payment-error" role="alert">
          {error}
        </p>
      ) : null}
      <TermsDialog open={dialog === "terms"} onClose={() => setDialog(null)} />
      <WaiverDialog open={dialog === "waiver"} onClose={() => setDialog(null)} />
    </Form>
  );
}
