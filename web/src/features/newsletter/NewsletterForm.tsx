import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { type FieldErrors, useForm } from "react-hook-form";
import { HONEYPOT_FIELD } from "../../../../shared/forms/honeypot";
import {
  NEWSLETTER_MESSAGES as M,
  type NewsletterSubscription,
  type NewsletterSubscriptionInput,
  newsletterSubscriptionSchema,
} from "../../../../shared/schemas/newsletter";
import { FormField } from "../../components/form/FormField";
import { formFailureMessage } from "../../components/form/form-failure";
import { Honeypot } from "../../components/form/Honeypot";
import { useHydrated } from "../../components/form/use-hydrated";
import { useToast } from "../../components/toast/ToastProvider";
import { fieldErrorsOf, postJson } from "../../lib/api-client";

const EMPTY: NewsletterSubscriptionInput = { email: "", [HONEYPOT_FIELD]: "" };

/**
 * The newsletter form (e-mail only): POST /api/newsletter stores a pending subscriber and sends a
 * confirmation e-mail (double opt-in). The thank-you stays on screen after the toast is gone.
 */
export function NewsletterForm() {
  const toast = useToast();
  const hydrated = useHydrated();
  const uid = useId();
  const [subscribed, setSubscribed] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewsletterSubscriptionInput, unknown, NewsletterSubscription>({
    resolver: zodResolver(newsletterSubscriptionSchema),
    defaultValues: EMPTY,
  });

  const onValid = async (values: NewsletterSubscription) => {
    setSubscribed(false);
    try {
      await postJson("/api/newsletter", values);
    } catch (error) {
      const fieldError = fieldErrorsOf(error).email;
      if (fieldError) setError("email", { message: fieldError }, { shouldFocus: true });
      toast({
        title: "Erreur",
        description: formFailureMessage(error, M.error),
        variant: "destructive",
      });
      return;
    }
    toast({ title: M.successTitle, description: `${M.successDescription} ${M.confirmByEmail}` });
    setSubscribed(true);
    reset(EMPTY);
  };

  const onInvalid = (invalid: FieldErrors<NewsletterSubscriptionInput>) => {
    if (invalid.email?.type === "too_small") {
      toast({ title: M.emailRequiredTitle, description: M.emailRequired, variant: "destructive" });
    }
  };

  const inputId = `newsletter-email-${uid}`;
  return (
    <form
      className="newsletter-form"
      noValidate
      aria-label="Inscription à la newsletter"
      onSubmit={handleSubmit(onValid, onInvalid)}
    >
      <FormField id={inputId} label="Votre adresse e-mail" required error={errors.email?.message}>
        {(aria) => (
          <input
            {...aria}
            className={`input is-medium${errors.email ? " is-danger" : ""}`}
            type="email"
            autoComplete="email"
            inputMode="email"
            {...register("email")}
          />
        )}
      </FormField>
      <Honeypot id={`newsletter-site-web-${uid}`} registration={register(HONEYPOT_FIELD)} />
      <button
        type="submit"
        className="button is-primary is-medium"
        disabled={!hydrated || isSubmitting}
      >
        {isSubmitting ? "Inscription en cours..." : "S'inscrire"}
      </button>
      <div className="newsletter-status">
        {subscribed ? (
          <p className="mt-3">
            {M.successDescription} {M.confirmByEmail}
          </p>
        ) : null}
      </div>
    </form>
  );
}
