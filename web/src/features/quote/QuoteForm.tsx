import { QUOTE_PARTICIPANT_OPTIONS } from "@shared/constants/offer";
import { HONEYPOT_FIELD } from "@shared/forms/honeypot";
import { canOfferDirectPayment } from "@shared/forms/quote-direct-payment";
import {
  type QuoteRequest,
  type QuoteRequestInput,
  quoteRequestSchema,
} from "@shared/schemas/quote";
import { zurichToday } from "@shared/time";
import { type ReactNode, useId } from "react";
import { Form } from "../../components/form/Form";
import { fieldBinding, fieldIdsOf, RequiredLegend } from "../../components/form/FormField";
import { SelectField, TextField } from "../../components/form/fields";
import { Honeypot } from "../../components/form/Honeypot";
import { PhoneField } from "../../components/form/PhoneField";
import { PrivacyNotice } from "../../components/form/PrivacyNotice";
import { SubmitButton } from "../../components/form/SubmitButton";
import { useZodForm } from "../../components/form/use-zod-form";

const PARTICIPANT_OPTIONS = QUOTE_PARTICIPANT_OPTIONS.map((option) => ({
  value: option,
  label: `${option} personnes`,
}));

const EMPTY: QuoteRequestInput = {
  companyName: "",
  contactName: "",
  email: "",
  phone: "",
  // The placeholder of the select is not a choice: the schema refuses it with a French message.
  participants: "" as QuoteRequestInput["participants"],
  date: "",
  comments: "",
  [HONEYPOT_FIELD]: "",
};

/**
 * Renders the direct-payment buttons; `prepareQuoteRequest` checks the whole form (errors shown
 * beside their fields), sends the request once and resolves with its id, the one to pay.
 */
export type DirectPaymentSlot = (prepareQuoteRequest: () => Promise<string>) => ReactNode;

/** Thrown when a direct payment is asked for while the form is not valid (its errors show). */
export class QuoteNotReady extends Error {}

interface QuoteFormProps {
  submitting: boolean;
  serverFieldErrors: Record<string, string>;
  onSubmit: (request: QuoteRequest) => void;
  onCancel: () => void;
  directPayment?: DirectPaymentSlot;
  sendForPayment?: (request: QuoteRequest) => Promise<string>;
}

/** The fields of « Demander une offre personnalisée ». Rendered only while the dialog is open. */
export function QuoteForm({
  submitting,
  serverFieldErrors,
  onSubmit,
  onCancel,
  directPayment,
  sendForPayment,
}: QuoteFormProps) {
  const uid = useId();
  const id = fieldIdsOf(`offre-${uid}`);
  const form = useZodForm(quoteRequestSchema, { defaultValues: EMPTY });
  const field = fieldBinding(form, id);
  const { register } = form;
  // The spec: the three buttons appear once the five required fields are filled.
  const paymentOffered =
    directPayment !== undefined &&
    sendForPayment !== undefined &&
    canOfferDirectPayment(form.watch());
  const prepareQuoteRequest = async (): Promise<string> => {
    if (!sendForPayment || !(await form.trigger(undefined, { shouldFocus: true }))) {
      throw new QuoteNotReady("Demande d'offre incomplète");
    }
    return sendForPayment(quoteRequestSchema.parse(form.getValues()));
  };

  return (
    <Form
      form={form}
      fieldId={id}
      onValid={onSubmit}
      serverErrors={serverFieldErrors}
      aria-label="Demande d'offre"
    >
      <RequiredLegend />
      <TextField
        {...field("companyName")}
        label="Nom de l'entreprise"
        required
        autoComplete="organization"
      />
      <TextField
        {...field("contactName")}
        label="Nom et prénom du contact"
        required
        autoComplete="name"
      />
      <TextField {...field("email")} label="E-mail professionnel" required type="email" />
      <PhoneField {...field("phone")} label="Téléphone" required />
      <SelectField
        {...field("participants")}
        label="Nombre estimé de participants"
        required
        placeholder="Choisir un nombre de participants"
        options={PARTICIPANT_OPTIONS}
      />
      <TextField
        {...field("date")}
        label="Date souhaitée (facultatif)"
        hint="Aujourd'hui ou plus tard."
        type="date"
        min={zurichToday()}
      />
      <TextField {...field("comments")} label="Commentaires (facultatif)" rows={4} />
      <Honeypot id={id("site-web")} registration={register(HONEYPOT_FIELD)} />
      <div className="buttons mt-4">
        <SubmitButton busy={submitting} busyLabel="Envoi en cours...">
          Envoyer la demande
        </SubmitButton>
        <button type="button" className="button is-medium" onClick={onCancel} disabled={submitting}>
          Annuler
        </button>
      </div>
      <PrivacyNotice />
      {paymentOffered ? directPayment(prepareQuoteRequest) : null}
    </Form>
  );
}
