import type { NewsletterSubscription } from "../../../../shared/schemas/newsletter";
import { postJson } from "../../lib/api-client";

/**
 * POST /api/newsletter: a pending subscriber and its confirmation e-mail (double opt-in).
 * Resolves once stored; rejects as the API client does.
 */
export async function subscribeToNewsletter(subscription: NewsletterSubscription): Promise<void> {
  await postJson("/api/newsletter", subscription);
}
