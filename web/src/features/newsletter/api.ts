import { NEWSLETTER_MESSAGES, type NewsletterSubscription } from "@shared/schemas/newsletter";
import { formFailure } from "../../components/form/form-failure";
import type { SubmitResult } from "../../components/form/submit-result";
import { postJson } from "../../lib/api-client";

/**
 * POST /api/newsletter: a pending subscriber and its confirmation e-mail (double opt-in), or the
 * failure to show (as every form's request).
 */
export async function subscribeToNewsletter(
  subscription: NewsletterSubscription,
): Promise<SubmitResult> {
  try {
    await postJson("/api/newsletter", subscription);
    return { kind: "success" };
  } catch (error) {
    return formFailure(error, NEWSLETTER_MESSAGES.error);
  }
}
