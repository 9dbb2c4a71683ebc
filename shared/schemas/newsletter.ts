import { emailField } from "../forms/fields";
import { HONEYPOT_FIELD, honeypotField } from "../forms/honeypot";
import * as z from "../zod";

/** The newsletter form: an e-mail address only. */
export const NEWSLETTER_MESSAGES = {
  emailRequiredTitle: "Email requis",
  emailRequired: "Veuillez entrer votre adresse email",
  emailInvalid: "Adresse e-mail invalide.",
  successTitle: "Merci !",
  successDescription:
    "Tu es bien inscrit·e à notre newsletter. À très bientôt sur les sentiers du Jura !",
  confirmByEmail:
    "Pour finaliser ton inscription, clique sur le lien de confirmation que nous venons de t'envoyer par e-mail.",
  error: "Une erreur est survenue. Veuillez réessayer.",
} as const;

export const newsletterSubscriptionSchema = z.strictObject({
  email: emailField(NEWSLETTER_MESSAGES.emailRequired, NEWSLETTER_MESSAGES.emailInvalid),
  [HONEYPOT_FIELD]: honeypotField,
});

export type NewsletterSubscriptionInput = z.input<typeof newsletterSubscriptionSchema>;
export type NewsletterSubscription = z.output<typeof newsletterSubscriptionSchema>;

/** Confirmation and unsubscribe links carry this opaque token (base64url, 32 random bytes). */
export const newsletterTokenSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/));

export type SubscriberStatus = "pending" | "confirmed" | "unsubscribed";
