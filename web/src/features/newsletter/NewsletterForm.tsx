import { HONEYPOT_FIELD } from "@shared/forms/honeypot";
import {
  NEWSLETTER_MESSAGES as M,
  type NewsletterSubscription,
  type NewsletterSubscriptionInput,
  newsletterSubscriptionSchema,
} from "@shared/schemas/newsletter";
import { useId, useState } from "react";
import type { FieldErrors } from "react-hook-form";
import { Form } from "../../components/form/Form";
import { TextField } from "../../components/form/fields";
import { Honeypot } from "../../components/form/Honeypot";
import { PrivacyNotice } from "../../components/form/PrivacyNotice";
import { SubmitButton } from "../../components/form/SubmitButton";
import { useSubmit } from "../../components/form/use-submit";
import { useZodForm } from "../../components/form/use-zod-form";
import { useToast } from "../../components/toast/ToastProvider";
import { subscribeToNewsletter } from "./api";

const EMPTY: NewsletterSubscriptionInput = { email: "", [HONEYPOT_FIELD]: "" };

/**
 * The newsletter form (e-mail only): POST /api/newsletter stores a pending subscriber and sends a
 * confirmation e-mail (double opt-in). The thank-you stays on screen after the toast is gone.
 */
export function NewsletterForm() {
  const toast = useToast();
  const uid = useId();
  const [subscribed, setSubscribed] = useState(false);
  const form = useZodForm(newsletterSubscriptionSchema, { defaultValues: EMPTY });
  const {
    register,
    reset,
    formState: { errors, isSubmitting },
  } = form;

  const submission = useSubmit(subscribeToNewsletter, {
    onSuccess: () => {
      toast({ title: M.successTitle, description: `${M.successDescription} ${M.confirmByEmail}` });
      setSubscribed(true);
      reset(EMPTY);
    },
    onFailure: (message) =>
      toast({ title: "Erreur", description: message, variant: "destructive" }),
  });

  const onValid = (values: NewsletterSubscription) => {
    setSubscribed(false);
    return submission.submit(values);
  };

  const onInvalid = (invalid: FieldErrors<NewsletterSubscriptionInput>) => {
    if (invalid.email?.type === "too_small") {
      toast({ title: M.emailRequiredTitle, description: M.emailRequired, variant: "destructive" });
    }
  };

  const inputId = `newsletter-email-${uid}`;
  return (
    <Form
      form={form}
      fieldId={() => inputId}
      onValid={onValid}
      onInvalid={onInvalid}
      onFocus={submission.prepare}
      serverErrors={submission.fieldErrors}
      className="newsletter-form"
      aria-label="Inscription à la newsletter"
    >
      <TextField
        id={inputId}
        label="Votre adresse e-mail"
        required
        error={errors.email?.message}
        registration={register("email")}
        type="email"
      />
      <Honeypot id={`newsletter-site-web-${uid}`} registration={register(HONEYPOT_FIELD)} />
      <SubmitButton busy={isSubmitting} busyLabel="Inscription en cours...">
        S'inscrire
      </SubmitButton>
      <PrivacyNotice />
      <div className="newsletter-status">
        {subscribed ? (
          <p className="mt-3">
            {M.successDescription} {M.confirmByEmail}
          </p>
        ) : null}
      </div>
    </Form>
  );
}
