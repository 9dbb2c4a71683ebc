import { HONEYPOT_FIELD } from "@shared/forms/honeypot";
import {
  CONTACT_REQUIRED_FIELDS,
  type ContactMessage,
  type ContactMessageInput,
  contactMessageSchema,
  CONTACT_MESSAGES as M,
} from "@shared/schemas/contact";
import { useId } from "react";
import type { FieldErrors } from "react-hook-form";
import { Form } from "../../components/form/Form";
import { fieldBinding, fieldIdsOf, RequiredLegend } from "../../components/form/FormField";
import { TextField } from "../../components/form/fields";
import { Honeypot } from "../../components/form/Honeypot";
import { PrivacyNotice } from "../../components/form/PrivacyNotice";
import { SubmitButton } from "../../components/form/SubmitButton";
import { useSubmit } from "../../components/form/use-submit";
import { useZodForm } from "../../components/form/use-zod-form";
import { useToast } from "../../components/toast/ToastProvider";
import { sendContactMessage } from "./api";

const EMPTY: ContactMessageInput = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  message: "",
  [HONEYPOT_FIELD]: "",
};

/** The contact form of /contact and of the home contact section: POST /api/contact. */
export function ContactForm() {
  const toast = useToast();
  const uid = useId();
  const id = fieldIdsOf(`contact-${uid}`);
  const form = useZodForm(contactMessageSchema, { defaultValues: EMPTY });
  const field = fieldBinding(form, id);
  const {
    register,
    reset,
    formState: { isSubmitting },
  } = form;

  const submission = useSubmit(sendContactMessage, {
    onSuccess: () => {
      toast({ title: M.successTitle, description: M.successDescription });
      reset(EMPTY);
    },
    onFailure: (message) =>
      toast({ title: M.errorTitle, description: message, variant: "destructive" }),
  });

  const onInvalid = (invalid: FieldErrors<ContactMessageInput>) => {
    if (CONTACT_REQUIRED_FIELDS.some((field) => invalid[field]?.type === "too_small")) {
      toast({ title: M.missingTitle, description: M.missingDescription, variant: "destructive" });
    }
  };

  return (
    <Form
      form={form}
      fieldId={id}
      onValid={submission.submit}
      onInvalid={onInvalid}
      onFocus={submission.prepare}
      serverErrors={submission.fieldErrors}
      className="contact-form"
      aria-label="Formulaire de contact"
    >
      <RequiredLegend />
      <div className="columns is-multiline">
        <div className="column is-half">
          <TextField {...field("firstName")} label="Prénom" required autoComplete="given-name" />
        </div>
        <div className="column is-half">
          <TextField {...field("lastName")} label="Nom" required autoComplete="family-name" />
        </div>
        <div className="column is-half">
          <TextField {...field("email")} label="E-mail" required type="email" />
        </div>
        <div className="column is-half">
          <TextField {...field("phone")} label="Téléphone (facultatif)" type="tel" />
        </div>
        <div className="column is-full">
          <TextField {...field("message")} label="Message" required rows={6} />
        </div>
      </div>
      <Honeypot id={id("site-web")} registration={register(HONEYPOT_FIELD)} />
      <SubmitButton busy={isSubmitting} busyLabel="Envoi en cours...">
        Envoyer le message
      </SubmitButton>
      <PrivacyNotice />
    </Form>
  );
}
